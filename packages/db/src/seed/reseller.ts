/**
 * The reseller demo data (running contract): socia@demo.mx's clients with addresses, her customer orders
 * (custom carts) in CREATED and PURCHASED with items in every status, cash and installments with payments
 * made and one installment overdue on the demo clock's today; product locations for every demo store and
 * product. nueva@demo.mx gets none. Plans and prices come from the domain rules, like the product's.
 */
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '@shop/domain/clock';
import type { ItemStatus, PaymentOptionType } from '@shop/domain/customer-orders';
import { customerPrice, type StoreMargins } from '@shop/domain/customer-prices';
import { addDays, mexicoDate, mexicoInstant } from '@shop/domain/mexico-dates';
import { queryRows, type DbOrTx } from '../client';
import { MEMBER_GROUP_ID } from '../catalog';
import { createContact, createContactAddress, createCustomCart, type NewCartItem } from '../factories-reseller';
import { customers, customStores, productLocations } from '../schema/index';

/** Her clients: names, phones, e-mails and addresses on postal codes of the demo catalogue (seed/postal-codes.ts). */
const CLIENTS = [
  {
    firstName: 'María José',
    lastName: 'Gutiérrez Ruiz',
    phone: '525521436587',
    email: 'majo.gutierrez@correo.mx',
    address: {
      postcode: '06700',
      colony: 'Roma Norte',
      municipality: 'Cuauhtémoc',
      city: 'Ciudad de México',
      state: 'Ciudad de México',
      street: 'Calle Tonalá',
      externalNumber: '58',
    },
  },
  {
    firstName: 'Verónica',
    lastName: 'Castañeda López',
    phone: '525534561290',
    email: null,
    address: {
      postcode: '03100',
      colony: 'Del Valle Centro',
      municipality: 'Benito Juárez',
      city: 'Ciudad de México',
      state: 'Ciudad de México',
      street: 'Calle Adolfo Prieto',
      externalNumber: '1412',
    },
  },
  {
    firstName: 'Adriana',
    lastName: 'Núñez Salazar',
    phone: '523318274650',
    email: 'adriana.nunez@correo.mx',
    address: {
      postcode: '45050',
      colony: 'Ciudad Del Sol',
      municipality: 'Zapopan',
      city: 'Zapopan',
      state: 'Jalisco',
      street: 'Calle Manuel Acuña',
      externalNumber: '3250',
    },
  },
  {
    firstName: 'Claudia',
    lastName: 'Ramos Treviño',
    phone: '528119283746',
    email: 'claudia.ramos@correo.mx',
    address: {
      postcode: '64000',
      colony: 'Monterrey Centro',
      municipality: 'Monterrey',
      city: 'Monterrey',
      state: 'Nuevo León',
      street: 'Calle Padre Mier',
      externalNumber: '845',
    },
  },
  {
    firstName: 'Patricia',
    lastName: 'Ortega Ávila',
    phone: '522227364512',
    email: null,
    address: {
      postcode: '72000',
      colony: 'San Francisco',
      municipality: 'Puebla',
      city: 'Heroica Puebla de Zaragoza',
      state: 'Puebla',
      street: 'Calle 14 Oriente',
      externalNumber: '1006',
    },
  },
  {
    firstName: 'Juana',
    lastName: 'Méndez Olvera',
    phone: '524421938475',
    email: 'juana.mendez@correo.mx',
    address: {
      postcode: '76000',
      colony: 'San José Inn',
      municipality: 'Querétaro',
      city: 'Santiago de Querétaro',
      state: 'Querétaro',
      street: 'Calle Hacienda El Jacal',
      externalNumber: '27',
    },
  },
] as const;

/** Her store's margins (also used for the demo store row). */
export const DEMO_STORE_MARGINS = {
  earningsMargin: 25,
  customRangeMargin: 1,
  earningsMargin1: 35,
  earningsMargin2: 30,
  earningsMargin3: 25,
  earningsMargin4: 20,
  psSuggestedMargin: 30,
} as const;

type ItemSpec = [product: number, qty: number, status: ItemStatus];
interface CartSpec {
  daysAgo: number;
  client: number;
  items: ItemSpec[];
  payment?: { type: PaymentOptionType; paid: number };
  source?: 'member' | 'public_store';
}

/**
 * Twelve orders over the last seven weeks. Overdue on today: order 3 (16 days ago, down payment and the first
 * weekly payment made, the second due 2 days ago is open). Orders 1, 2 and 3 have payments due this week.
 */
const CARTS: CartSpec[] = [
  {
    daysAgo: 1,
    client: 0,
    items: [
      [0, 1, 'PENDING'],
      [5, 2, 'PENDING'],
    ],
    source: 'public_store',
  },
  {
    daysAgo: 3,
    client: 1,
    items: [
      [1, 1, 'ADDED_TO_CART'],
      [7, 1, 'PENDING'],
    ],
    payment: { type: 'installments', paid: 1 },
  },
  {
    daysAgo: 0,
    client: 2,
    items: [
      [2, 1, 'PURCHASED'],
      [9, 1, 'PENDING'],
      [11, 1, 'CANCELED'],
    ],
    payment: { type: 'cash', paid: 0 },
  },
  {
    daysAgo: 16,
    client: 3,
    items: [
      [3, 1, 'PURCHASED'],
      [4, 1, 'PURCHASED'],
    ],
    payment: { type: 'installments', paid: 2 },
  },
  {
    daysAgo: 9,
    client: 4,
    items: [
      [6, 2, 'PURCHASED'],
      [8, 1, 'CANCELED'],
    ],
    payment: { type: 'cash', paid: 1 },
  },
  { daysAgo: 12, client: 5, items: [[10, 1, 'PENDING']], source: 'public_store' },
  {
    daysAgo: 20,
    client: 0,
    items: [
      [12, 1, 'PURCHASED'],
      [13, 1, 'PURCHASED'],
    ],
    payment: { type: 'installments', paid: 3 },
  },
  { daysAgo: 24, client: 1, items: [[14, 3, 'PURCHASED']], payment: { type: 'cash', paid: 1 } },
  {
    daysAgo: 29,
    client: 2,
    items: [
      [15, 1, 'ADDED_TO_CART'],
      [16, 1, 'PURCHASED'],
    ],
  },
  {
    daysAgo: 35,
    client: 3,
    items: [
      [17, 1, 'PURCHASED'],
      [18, 2, 'PURCHASED'],
      [19, 1, 'CANCELED'],
    ],
    payment: { type: 'installments', paid: 6 },
  },
  { daysAgo: 42, client: 4, items: [[20, 1, 'PURCHASED']], payment: { type: 'cash', paid: 1 } },
  {
    daysAgo: 49,
    client: 5,
    items: [
      [21, 1, 'PURCHASED'],
      [22, 1, 'PURCHASED'],
    ],
    payment: { type: 'installments', paid: 9 },
  },
];

interface CatalogueRow {
  product_id: string;
  name: string;
  color: string;
  image_urls: string[];
  member_price: number;
  sku: string;
  size: string;
  size_label: string;
  online: boolean;
  pickup: boolean;
}

export async function seedReseller(db: DbOrTx, clock: Clock, accounts: { socia: string }): Promise<void> {
  const today = mexicoDate(clock.now());
  const [socia] = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, accounts.socia));
  if (!socia) throw new Error('seedReseller: socia@demo.mx missing');
  const [store] = await db
    .update(customStores)
    .set(DEMO_STORE_MARGINS)
    .where(eq(customStores.customerId, socia.id))
    .returning();
  if (!store) throw new Error('seedReseller: her custom store missing');
  const margins: StoreMargins = store;

  // One size (the middle one) of each listed shoe and garment with a member price, in a stable order.
  const catalogue = await queryRows<CatalogueRow>(
    db,
    sql`select distinct on (p.id) p.id as product_id, p.name, p.color, p.image_urls, tp.value_cents as member_price,
               s.sku, s.size, s.size_label,
               exists (select 1 from inventory i where i.sku = s.sku and i.store_id = '1' and i.qty > 0) as online,
               exists (select 1 from inventory i where i.sku = s.sku and i.store_id <> '1' and i.qty > 0) as pickup
          from products p
          join product_tier_prices tp on tp.product_id = p.id and tp.customer_group_id = ${MEMBER_GROUP_ID}
          join skus s on s.product_id = p.id
         where p.listed and not p.is_digital and p.category in ('calzado', 'ropa', 'accesorios')
         order by p.id, abs(s.position - 2)`,
  );
  if (catalogue.length < 23) throw new Error('seedReseller: the demo catalogue is too small');

  const clients = [];
  for (const c of CLIENTS) {
    const contact = await createContact(db, {
      memberId: socia.id,
      firstName: c.firstName,
      lastName: c.lastName,
      phone: c.phone,
      email: c.email,
    });
    await createContactAddress(db, { contactId: contact.contactId, ...c.address });
    clients.push(contact);
  }

  const installments = {
    installmentPercentage: store.installmentPercentage,
    installmentWeeks: store.installmentWeeks,
    downpaymentPercentage: store.downpaymentPercentage,
    downpayment: store.downpayment,
  };
  for (const spec of CARTS) {
    const orderDate = addDays(today, -spec.daysAgo);
    const items: NewCartItem[] = spec.items.map(([index, qty, status]) => {
      // Spread the orders over the catalogue (every third product), so the tickets look varied.
      const p = catalogue[(index * 3) % catalogue.length]!;
      const price = customerPrice(p.member_price, margins);
      return {
        sku: p.sku,
        productId: p.product_id,
        qty,
        status,
        name: p.name,
        color: p.color,
        size: p.size,
        sizeLabel: p.size_label,
        imageUrls: p.image_urls,
        priceCents: price,
        basePriceCents: p.member_price,
        customerPriceCents: price,
        isAvailableOnline: p.online,
        isAvailablePickup: p.pickup,
      };
    });
    await createCustomCart(db, {
      memberId: socia.id,
      storeId: store.storeId,
      contactId: clients[spec.client]!.contactId,
      source: spec.source ?? 'member',
      createdAt: mexicoInstant(orderDate, 11, 30),
      orderDate,
      items,
      ...(spec.payment ? { payment: { ...spec.payment, defaults: installments } } : {}),
    });
  }

  // Locations of every product in every demo store: Nave, Tramo, Pasillo and (mostly) Nivel.
  const stores = await queryRows<{ id: string }>(db, sql`select id from stores order by id`);
  const products = await queryRows<{ id: string }>(db, sql`select id from products where not is_digital order by id`);
  const locations = stores.flatMap((st, s) =>
    products.map((product, p) => {
      const n = s * 31 + p * 7;
      return {
        storeId: st.id,
        productId: product.id,
        building: String((n % 3) + 1),
        tramo: 'ABCDEF'[n % 6]!,
        aisle: String((n % 18) + 1),
        level: n % 5 === 0 ? null : String((n % 4) + 1),
      };
    }),
  );
  // One statement: the first start of the shop loads this.
  if (locations.length) await db.insert(productLocations).values(locations);
}

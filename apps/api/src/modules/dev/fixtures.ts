/**
 * Fresh accounts for the browser tests (demo mode only): each test makes its own customer or member with
 * the seed's factories, so no test depends on another's writes nor changes the shared demo accounts.
 */
import type { Clock } from '@shop/domain/clock';
import { addDays, mexicoDate, mexicoInstant } from '@shop/domain/mexico-dates';
import { sql } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '@shop/db/client';
import { HttpError } from '../../lib/http-errors';
import { WAREHOUSE_STORE_ID } from '@shop/db/catalog';
import { DEMO_PASSWORD, createAddress, createCustomer } from '@shop/db/factories';
import { createPartialBalance } from '@shop/db/factories-balance';
import { createCoupon } from '@shop/db/factories-coupons';
import { createStockAlertSubscription, setStockAlertMethod } from '@shop/db/factories-personal-data';
import { attachWalletPreference, createOrder, sizeLabel } from '@shop/db/factories-shop';
import { createContact, createCustomCart, createCustomStore } from '@shop/db/factories-reseller';
import { seedActiveCreditLine, seedPreapprovedCreditLine } from '@shop/db/seed/credit';

/** The streets of the addresses a fixture account gets, the first one being the default. */
const STREETS = ['Calle Colima', 'Calle Durango', 'Calle Puebla'] as const;

interface FixtureOptions {
  member: boolean;
  /** Her mobile app account is deactivated ('Cuenta mobile desactivada' shows). */
  deactivatedInApp: boolean;
  addresses: number;
  /** Two stock-alert subscriptions, notified by WhatsApp. */
  stockAlerts: boolean;
  balances: { type: 'SALDOS' | 'VALES' | 'NOTAS CREDITO'; amountCents: number; expiresInDays: number }[];
  coupons: { code: string; percent: number; expiresInDays: number }[];
  /** A CrediPrice line: pre-authorized (nothing used), or active with credits in every list, one overdue. */
  credit: 'none' | 'preapproved' | 'active';
  /** An ecommerce order to pick up in store 101, ready to schedule. */
  readyPickupOrder: boolean;
  /** An unpaid home-delivery order paid by the wallet provider, with its preference (issue 19 point 4). */
  unpaidWalletOrder?: boolean;
  /** A home-delivery order delivered yesterday, two items (decision 0734). */
  deliveredOrder?: boolean;
  /** A personalised store with the schema's default margins and installment terms. */
  customStore: boolean;
  /** A member's custom store, clients Rosaura Ávila and Pedro Gómez, and 12 customer orders (issue 11). */
  customerOrders: boolean;
}

interface FixtureAccount {
  id: number;
  customerId: string;
  username: string;
  email: string;
  password: string;
  mobileTelephone: string | null;
  firstname: string;
}

export function createFixtures(deps: { db: Db; clock: Clock }) {
  return {
    async customer(o: FixtureOptions): Promise<FixtureAccount> {
      return deps.db.transaction(async (tx) => {
        // Orders are built from the demo catalogue: without it, say so (a 409), rather than fail half-way.
        if (
          (o.customerOrders && !(await demoCatalogueLoaded(tx))) ||
          (o.readyPickupOrder && !(await demoStoreLoaded(tx)))
        )
          throw new HttpError(409, DEMO_CATALOGUE_MISSING);
        const now = deps.clock.now();
        const day = (n: number) => addDays(mexicoDate(now), n);
        const c = await createCustomer(tx, {
          member: o.member,
          deletedInApp: o.deactivatedInApp ? '1' : '0',
        });
        for (const [i, street] of STREETS.slice(0, o.addresses).entries())
          await createAddress(tx, {
            customerId: c.id,
            firstname: c.firstname,
            lastname: c.lastname,
            street,
            defaultShipping: i === 0,
            defaultBilling: i === 0,
          });
        if (o.stockAlerts) {
          await createStockAlertSubscription(tx, { customerId: c.id, createdAt: now });
          await createStockAlertSubscription(tx, { customerId: c.id, createdAt: now });
          await setStockAlertMethod(tx, c.id, 'whatsapp', now);
        }
        for (const b of o.balances)
          await createPartialBalance(tx, {
            customerId: c.id,
            type: b.type,
            balanceCents: b.amountCents,
            expirationDate: day(b.expiresInDays),
          });
        for (const k of o.coupons)
          await createCoupon(tx, {
            customerId: c.id,
            code: k.code,
            ruleName: `${k.percent}% de descuento`,
            ruleDescription: `${k.percent}% de descuento en la tienda en línea.`,
            discountType: 'percent',
            discountValue: k.percent,
            minSubtotalCents: 0,
            expiresAt: mexicoInstant(day(k.expiresInDays), 23, 59),
          });
        if (o.credit === 'preapproved') await seedPreapprovedCreditLine(tx, c.id);
        if (o.credit === 'active') await seedActiveCreditLine(tx, deps.clock, c.id);
        if (o.readyPickupOrder)
          await createOrder(tx, {
            customerId: c.id,
            deliveryType: 'PICKUP',
            path: ['created', 'confirmed', 'ready'],
            items: [
              {
                idArt: '210001',
                sku: '210001-25',
                name: 'Tenis Running Aire',
                priceCents: 89_900,
                sizeLabel: sizeLabel('25'),
              },
            ],
            createdAt: new Date(now.getTime() - 2 * 86_400_000),
            stepAt: (i) => new Date(now.getTime() - (3 - i) * 3_600_000),
            storeId: '101',
          });
        if (o.deliveredOrder)
          await createOrder(tx, {
            customerId: c.id,
            path: ['created', 'confirmed', 'shipped', 'delivered'],
            items: [
              {
                idArt: '210001',
                sku: '210001-24',
                name: 'Tenis Running Aire',
                priceCents: 89_900,
                sizeLabel: sizeLabel('24'),
              },
              {
                idArt: '210002',
                sku: '210002-25',
                name: 'Tenis Running Aire Café',
                priceCents: 89_900,
                sizeLabel: sizeLabel('25'),
              },
            ],
            createdAt: new Date(now.getTime() - 4 * 86_400_000),
            stepAt: (i) => new Date(now.getTime() - (4 - i) * 86_400_000),
          });
        if (o.unpaidWalletOrder) {
          const order = await createOrder(tx, {
            customerId: c.id,
            path: ['created'],
            paymentType: 'wallet',
            items: [
              {
                idArt: '210001',
                sku: '210001-25',
                name: 'Tenis Running Aire',
                priceCents: 89_900,
                sizeLabel: sizeLabel('25'),
              },
            ],
            shippingCents: 9_900,
            createdAt: now,
            payment: {
              provider: 'wallet',
              paymentMethod: 'mercadopago',
              methodType: 'account_money',
              status: 'requires_payment_method',
            },
          });
          await attachWalletPreference(tx, order.id, now);
        }
        if (o.customStore && !o.customerOrders) await createCustomStore(tx, { customerId: c.id });
        if (o.customerOrders) await customerOrders(tx, c.id, now);
        return {
          id: c.id,
          customerId: c.customerId,
          username: c.username,
          email: c.email,
          password: DEMO_PASSWORD,
          mobileTelephone: c.mobileTelephone,
          firstname: c.firstname,
        };
      });
    },
  };
}

/**
 * Her store, two clients and 12 orders on two catalogue products: the newest (Rosaura) with two items to buy
 * and installments (down payment paid), one 20 days old with cash unpaid (overdue), one all bought; the rest
 * Pedro's, so that the list has two pages.
 */
const DEMO_CATALOGUE_MISSING =
  'Estos datos de prueba necesitan el catálogo de demostración: inicia la tienda en modo demo sobre una base de datos vacía.';

/** The pickup order is picked up at the demo store 101. */
async function demoStoreLoaded(tx: DbOrTx): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from stores where id = '101'`);
  return (row?.n ?? 0) > 0;
}

async function demoCatalogueLoaded(tx: DbOrTx): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from skus s join products p on p.id = s.product_id
         where s.sku = '210001-25' or (p.listed and not p.is_digital)`,
  );
  return (row?.n ?? 0) >= 2;
}

async function customerOrders(tx: DbOrTx, memberId: number, now: Date) {
  const store = await createCustomStore(tx, { customerId: memberId });
  const rows = await queryRows<{ sku: string; product_id: string; name: string; size_label: string }>(
    tx,
    sql`select s.sku, p.id as product_id, p.name, s.size_label from skus s join products p on p.id = s.product_id
         where p.listed and not p.is_digital order by p.id, s.sku limit 2`,
  );
  const item = (i: number, status: 'PENDING' | 'PURCHASED' = 'PENDING') => ({
    sku: rows[i]!.sku,
    productId: rows[i]!.product_id,
    name: rows[i]!.name,
    sizeLabel: rows[i]!.size_label,
    qty: 1,
    status,
    customerPriceCents: 65_000 + i * 10_000,
    basePriceCents: 50_000 + i * 8_000,
  });
  const rosaura = await createContact(tx, { memberId, firstName: 'Rosaura', lastName: 'Ávila' });
  const pedro = await createContact(tx, { memberId, firstName: 'Pedro', lastName: 'Gómez' });
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000);
  const day = (daysAgo: number) => mexicoDate(at(daysAgo));
  await createCustomCart(tx, {
    memberId,
    storeId: store.storeId,
    contactId: rosaura.contactId,
    createdAt: at(0),
    orderDate: day(0),
    items: [item(0), item(1)],
    payment: { type: 'installments', paid: 1 },
  });
  await createCustomCart(tx, {
    memberId,
    storeId: store.storeId,
    contactId: pedro.contactId,
    createdAt: at(20),
    orderDate: day(20),
    items: [item(0)],
    payment: { type: 'cash' },
  });
  await createCustomCart(tx, {
    memberId,
    storeId: store.storeId,
    contactId: pedro.contactId,
    createdAt: at(21),
    orderDate: day(21),
    items: [item(1, 'PURCHASED')],
    payment: { type: 'cash', paid: 1 },
  });
  for (let n = 0; n < 9; n++)
    await createCustomCart(tx, {
      memberId,
      storeId: store.storeId,
      contactId: pedro.contactId,
      createdAt: at(30 + n),
      items: [item(n % 2)],
    });
  // What she is to buy is in stock online, whatever earlier buyers of this shared demo catalogue took (a browser test
  // buys all of it in one checkout, decision 0760).
  for (const r of rows)
    await tx.execute(sql`insert into inventory (sku, store_id, qty) values (${r.sku}, ${WAREHOUSE_STORE_ID}, 30)
      on conflict (sku, store_id) do update set qty = greatest(inventory.qty, 30)`);
}

/**
 * Factories of the reseller tables (contacts, custom carts, product locations), shared by the demo seed and
 * the tests. Statuses, totals and payment plans come from @shop/domain/customer-orders, so the data and the
 * product agree. Money in centavos.
 */
import {
  cartStatus,
  customerTotal,
  installmentTerms,
  planPayments,
  searchKey,
  type InstallmentDefaults,
  type ItemStatus,
  type PaymentKind,
  type PaymentOptionType,
} from '@shop/domain/customer-orders';
import { allocate } from '@shop/domain/ledger';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from './client';
import {
  contactAddresses,
  contacts,
  customCartAbonos,
  customCartItems,
  customCartPayments,
  customCarts,
  customStores,
  productLocations,
  type ContactRow,
  type CustomCartItemRow,
  type CustomCartPaymentRow,
  type CustomCartRow,
} from './schema/index';

let contactCounter = 0;

export type NewContact = Partial<typeof contacts.$inferInsert> & { memberId: number };

/** A client of a member; search_name follows the names unless given. */
export async function createContact(db: DbOrTx, values: NewContact): Promise<ContactRow> {
  contactCounter += 1;
  const firstName = values.firstName ?? 'Rosa';
  const lastName = values.lastName ?? 'Mendoza';
  const [row] = await db
    .insert(contacts)
    .values({
      phone: `525500${String(contactCounter).padStart(6, '0')}`,
      email: null,
      ...values,
      firstName,
      lastName,
      searchName: values.searchName ?? searchKey(`${firstName} ${lastName}`),
    })
    .returning();
  return row!;
}

export type NewContactAddress = Partial<typeof contactAddresses.$inferInsert> & { contactId: string };
export async function createContactAddress(db: DbOrTx, values: NewContactAddress) {
  const [row] = await db
    .insert(contactAddresses)
    .values({
      postcode: '06700',
      street: 'Calle Colima',
      externalNumber: '125',
      colony: 'Roma Norte',
      municipality: 'Cuauhtémoc',
      city: 'Ciudad de México',
      state: 'Ciudad de México',
      ...values,
    })
    .returning();
  return row!;
}

export interface NewCartItem {
  sku: string;
  productId: string;
  qty?: number;
  status?: ItemStatus;
  name?: string;
  color?: string;
  size?: string;
  sizeLabel?: string;
  imageUrls?: string[];
  /** What the client pays per unit; defaults to customerPriceCents. */
  priceCents?: number;
  basePriceCents?: number;
  customerPriceCents?: number;
  isAvailableOnline?: boolean;
  isAvailablePickup?: boolean;
}

export interface NewCustomCart extends Partial<
  Omit<typeof customCarts.$inferInsert, 'status' | 'grandTotalCents' | 'selectedPayment'>
> {
  memberId: number;
  storeId: string;
  items?: NewCartItem[];
  /** The chosen option; its payments are planned from the order date (createdAt, Mexico City date). */
  payment?: {
    type: PaymentOptionType;
    /** The store's installment defaults (installments only). */
    defaults?: InstallmentDefaults;
    /** How many of the planned payments, in order, are already paid (on their due date). */
    paid?: number;
  };
  /** The Mexico City date of the order, for the payment plan; defaults to createdAt's UTC date. */
  orderDate?: string;
}

export interface CreatedCustomCart {
  cart: CustomCartRow;
  items: CustomCartItemRow[];
  payments: CustomCartPaymentRow[];
}

const DEFAULT_INSTALLMENTS: InstallmentDefaults = {
  installmentPercentage: 10,
  installmentWeeks: 8,
  downpaymentPercentage: 200,
};

/** A customer order with its items and, when a payment option is given, its planned payments. */
export async function createCustomCart(db: DbOrTx, values: NewCustomCart): Promise<CreatedCustomCart> {
  const { items = [], payment, orderDate, ...rest } = values;
  const createdAt = rest.createdAt ?? new Date();
  const priced = items.map((i) => {
    const customerPriceCents = i.customerPriceCents ?? 49_900;
    return {
      status: i.status ?? ('PENDING' as const),
      qty: i.qty ?? 1,
      price: i.priceCents ?? customerPriceCents,
      basePrice: i.basePriceCents ?? Math.round(customerPriceCents * 0.8),
      customerPriceCents,
      source: i,
    };
  });
  const cashTotal = customerTotal(priced);
  const terms =
    payment?.type === 'installments' ? installmentTerms(cashTotal, payment.defaults ?? DEFAULT_INSTALLMENTS) : null;
  const [cart] = await db
    .insert(customCarts)
    .values({
      ...rest,
      createdAt,
      updatedAt: rest.updatedAt ?? createdAt,
      status: cartStatus(priced),
      grandTotalCents: cashTotal,
      selectedPayment: payment?.type ?? null,
      ...(terms && payment?.type === 'installments'
        ? {
            installmentGrandTotalCents: terms.grandTotal,
            downpaymentCents: terms.downpayment,
            installmentWeeks: terms.installmentWeeks,
            weeklyPaymentCents: terms.weeklyPayments,
            installmentPercentage: (payment.defaults ?? DEFAULT_INSTALLMENTS).installmentPercentage,
            downpaymentPercentage: (payment.defaults ?? DEFAULT_INSTALLMENTS).downpaymentPercentage,
          }
        : {}),
    })
    .returning();
  const itemRows = priced.length
    ? await db
        .insert(customCartItems)
        .values(
          priced.map((p) => ({
            cartId: cart!.cartId,
            sku: p.source.sku,
            productId: p.source.productId,
            name: p.source.name ?? 'Tenis Running Aire',
            color: p.source.color ?? 'Negro',
            size: p.source.size ?? '24',
            sizeLabel: p.source.sizeLabel ?? '24 MX',
            imageUrls: p.source.imageUrls ?? [],
            qty: p.qty,
            priceCents: p.price,
            basePriceCents: p.basePrice,
            customerPriceCents: p.customerPriceCents,
            status: p.status,
            isAvailableOnline: p.source.isAvailableOnline ?? true,
            isAvailablePickup: p.source.isAvailablePickup ?? false,
            createdAt,
            updatedAt: createdAt,
          })),
        )
        .returning()
    : [];
  let paymentRows: CustomCartPaymentRow[] = [];
  if (payment) {
    const date = orderDate ?? createdAt.toISOString().slice(0, 10);
    const plan = planPayments(
      terms ? { type: 'installments', ...terms } : { type: 'cash', grandTotal: cashTotal },
      date,
    );
    const paid = payment.paid ?? 0;
    const planned = await db
      .insert(customCartPayments)
      .values(
        plan.map((p) => ({
          cartId: cart!.cartId,
          memberId: cart!.memberId,
          kind: p.kind,
          number: p.number,
          amountCents: p.amount,
          dueDate: p.dueDate,
          status: p.amount === 0 ? 'paid' : 'open',
        })),
      )
      .returning();
    // The first `paid` payments were ticked on their due date: a tick (abono naming the payment) each, and what
    // they cover written back as the ledger's allocate says (decision 0710).
    const ticks = planned.slice(0, paid).filter((p) => p.amountCents > 0);
    const abonos = ticks.length
      ? await db
          .insert(customCartAbonos)
          .values(
            ticks.map((p) => ({
              cartId: cart!.cartId,
              memberId: cart!.memberId,
              paymentId: p.paymentId,
              amountCents: p.amountCents,
              paidDate: p.dueDate,
              createdAt,
            })),
          )
          .returning()
      : [];
    const { payments: covered } = allocate(
      planned.map((p) => ({
        id: p.paymentId,
        kind: p.kind as PaymentKind,
        number: p.number,
        amount: p.amountCents,
        dueDate: p.dueDate,
      })),
      abonos.map((a) => ({ id: a.abonoId, amount: a.amountCents, date: a.paidDate, paymentId: a.paymentId })),
    );
    paymentRows = [];
    for (const c of covered) {
      const [row] = await db
        .update(customCartPayments)
        .set({ paidCents: c.paid, status: c.status, paidDate: c.paidDate })
        .where(eq(customCartPayments.paymentId, c.id))
        .returning();
      paymentRows.push(row!);
    }
  }
  return { cart: cart!, items: itemRows, payments: paymentRows };
}

export type NewProductLocation = Partial<typeof productLocations.$inferInsert> & {
  storeId: string;
  productId: string;
};
export async function setProductLocation(db: DbOrTx, values: NewProductLocation) {
  const [row] = await db
    .insert(productLocations)
    .values({ building: '1', tramo: 'A', aisle: '1', level: null, ...values })
    .onConflictDoUpdate({
      target: [productLocations.storeId, productLocations.productId],
      set: {
        building: values.building ?? '1',
        tramo: values.tramo ?? 'A',
        aisle: values.aisle ?? '1',
        level: values.level ?? null,
      },
    })
    .returning();
  return row!;
}

export type NewCustomStore = Partial<typeof customStores.$inferInsert> & { customerId: number };

/** A member's personalised store (defaults: the schema's margins and installment terms). */
export async function createCustomStore(db: DbOrTx, values: NewCustomStore) {
  const [row] = await db
    .insert(customStores)
    .values({ storeId: `tienda-${values.customerId}`, welcomeMessage: '¡Bienvenida a mi tienda!', ...values })
    .returning();
  return row!;
}

import { installmentTerms, type InstallmentDefaults, type ItemStatus } from '@shop/domain/customer-orders';
import {
  orderMoney,
  planTerms,
  type Abono,
  type LedgerOption,
  type OrderMoney,
  type ScheduledPayment,
} from '@shop/domain/ledger';
import type { CustomCartView, PaymentView } from '@shop/contracts/custom-carts';
import type {
  ContactRow,
  CustomCartAbonoRow,
  CustomCartItemRow,
  CustomCartPaymentRow,
  CustomCartRow,
} from '@shop/db/schema/index';

export interface LoadedCart {
  cart: CustomCartRow;
  items: CustomCartItemRow[];
  payments: CustomCartPaymentRow[];
  /** In the order they were recorded. */
  abonos: CustomCartAbonoRow[];
}

/** The stored plan as the ledger reads it. */
export const scheduleOf = (payments: readonly CustomCartPaymentRow[]): ScheduledPayment[] =>
  payments.map((p) => ({
    id: p.paymentId,
    kind: p.kind as ScheduledPayment['kind'],
    number: p.number,
    amount: p.amountCents,
    dueDate: p.dueDate,
  }));

/** The stored abonos as the ledger reads them. */
export const abonosOf = (abonos: readonly CustomCartAbonoRow[]): Abono[] =>
  abonos.map((a) => ({ id: a.abonoId, amount: a.amountCents, date: a.paidDate, paymentId: a.paymentId }));

/** The order's option with its frozen surcharge, or null while none is chosen. */
export function ledgerOption(cart: Pick<CustomCartRow, 'selectedPayment' | 'installmentPercentage'>): LedgerOption {
  if (cart.selectedPayment === 'installments')
    return { type: 'installments', installmentPercentage: cart.installmentPercentage ?? 0 };
  return cart.selectedPayment === 'cash' ? { type: 'cash' } : null;
}

/** Every figure of the order (@shop/domain/ledger orderMoney): the one reading of its money. */
export const moneyOf = (loaded: LoadedCart, today: string): OrderMoney =>
  orderMoney({
    items: loaded.items.map((i) => ({
      status: i.status as ItemStatus,
      qty: i.qty,
      price: i.priceCents,
      basePrice: i.basePriceCents,
    })),
    option: ledgerOption(loaded.cart),
    schedule: scheduleOf(loaded.payments),
    abonos: abonosOf(loaded.abonos),
    today,
  });

/**
 * The total the client owes for the chosen option (installments include their surcharge), from the stored columns
 * a list row carries: the service keeps installment_grand_total_cents equal to orderMoney's total (decision 0710).
 */
export const chosenTotal = (c: {
  selectedPayment: string | null;
  grandTotalCents: number;
  installmentGrandTotalCents: number | null;
}) => (c.selectedPayment === 'installments' ? (c.installmentGrandTotalCents ?? c.grandTotalCents) : c.grandTotalCents);

export const contactView = (c: Pick<ContactRow, 'contactId' | 'firstName' | 'lastName' | 'phone' | 'email'>) => ({
  contact_id: c.contactId,
  first_name: c.firstName,
  last_name: c.lastName,
  phone: c.phone,
  email: c.email,
});

/** The spec's custom cart (reseller-area.md §3) from the stored rows; money in centavos. */
export function cartView(
  loaded: LoadedCart,
  contact: ContactRow | undefined,
  store: InstallmentDefaults | undefined,
  today: string,
): CustomCartView {
  const { cart, items, abonos } = loaded;
  const money = moneyOf(loaded, today);
  const ticked = new Set(abonos.map((a) => a.paymentId).filter((id) => id !== null));
  const terms = planTerms(scheduleOf(loaded.payments));
  const detail = {
    paid: money.paid,
    left: money.left,
    downpayment: terms.downpayment,
    payments: money.payments.map((p): PaymentView => ({
      id: p.id,
      kind: p.kind,
      number: p.number,
      amount: p.amount,
      paid_amount: p.paid,
      left: p.left,
      due_date: p.dueDate,
      date: p.paidDate,
      status: p.status,
      overdue: p.overdue,
      ticked: ticked.has(p.id),
    })),
    abonos: abonos.map((a) => ({
      id: a.abonoId,
      amount: a.amountCents,
      date: a.paidDate,
      payment_id: a.paymentId,
      source: a.source as 'member' | 'pay_link' | 'report',
      created_at: a.createdAt.toISOString(),
    })),
  };
  const selected = cart.selectedPayment as 'cash' | 'installments' | null;
  const installments =
    selected === 'installments'
      ? {
          grandTotal: money.total,
          downpayment: terms.downpayment,
          installmentWeeks: cart.installmentWeeks!,
          weeklyPayments: terms.weeklyPayments,
        }
      : store
        ? installmentTerms(money.cashTotal, store)
        : null;
  return {
    cart_id: cart.cartId,
    store_id: cart.storeId,
    order_id: cart.orderId,
    order_created_at: cart.createdAt.toISOString(),
    grand_total: money.total,
    status: cart.status as CustomCartView['status'],
    source: cart.source as CustomCartView['source'],
    contact: contact ? contactView(contact) : null,
    cart_items: items.map((i) => {
      const itemTerms = store ? installmentTerms(i.priceCents * i.qty, store) : null;
      return {
        sku: i.sku,
        product_id: i.productId,
        name: i.name,
        color: i.color,
        size: i.size,
        size_label: i.sizeLabel,
        image_urls: i.imageUrls,
        qty: i.qty,
        price: i.priceCents,
        price_total: i.priceCents * i.qty,
        base_price: i.basePriceCents,
        customer_price: i.customerPriceCents,
        status: i.status as CustomCartView['cart_items'][number]['status'],
        is_available_online: i.isAvailableOnline,
        is_available_pickup: i.isAvailablePickup,
        installment: itemTerms
          ? {
              downpayment: itemTerms.downpayment,
              installment_weeks: itemTerms.installmentWeeks,
              weekly_payments: itemTerms.weeklyPayments,
            }
          : null,
      };
    }),
    selected_payment_option: selected ? { type: selected, payment_detail: detail } : null,
    payment_options: [
      { type: 'cash', grand_total: money.cashTotal, payment_detail: selected === 'cash' ? detail : null },
      ...(installments
        ? [
            {
              type: 'installments' as const,
              grand_total: installments.grandTotal,
              installment_weeks: installments.installmentWeeks,
              weekly_payments: installments.weeklyPayments,
              downpayment: installments.downpayment,
              payment_detail: selected === 'installments' ? detail : null,
            },
          ]
        : []),
    ],
    money: {
      cash_total: money.cashTotal,
      installment_charge: money.installmentCharge,
      total: money.total,
      reseller_total: money.resellerTotal,
      earnings: money.earnings,
      pending_earnings: money.pendingEarnings,
      paid: money.paid,
      left: money.left,
      overdue: money.overdue,
      overdue_since: money.overdueSince,
      due_this_week: money.dueThisWeek,
      next_due: money.nextDue,
    },
  };
}

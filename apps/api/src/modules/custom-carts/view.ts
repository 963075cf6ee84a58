import {
  installmentTerms,
  isOverdue,
  paymentDetail,
  type InstallmentDefaults,
  type PaymentState,
} from '@shop/domain/customer-orders';
import type { CustomCartView, PaymentView } from '@shop/contracts/custom-carts';
import type { ContactRow, CustomCartItemRow, CustomCartPaymentRow, CustomCartRow } from '@shop/db/schema/index';

export interface LoadedCart {
  cart: CustomCartRow;
  items: CustomCartItemRow[];
  payments: CustomCartPaymentRow[];
}

/** A stored payment as the domain reads it: the recorded amount once paid, the planned one while open. */
export const paymentState = (
  p: Pick<CustomCartPaymentRow, 'kind' | 'number' | 'amountCents' | 'paidAmountCents' | 'dueDate' | 'status'>,
): PaymentState => ({
  kind: p.kind as PaymentState['kind'],
  number: p.number,
  amount: p.status === 'paid' ? (p.paidAmountCents ?? p.amountCents) : p.amountCents,
  dueDate: p.dueDate,
  status: p.status as PaymentState['status'],
});

/** The total the client owes for the chosen option (installments include their surcharge). */
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
  const { cart, items, payments } = loaded;
  const states = payments.map(paymentState);
  const total = chosenTotal(cart);
  const d = paymentDetail(total, states, today);
  const detail = {
    paid: d.paid,
    left: d.left,
    downpayment: d.downpayment,
    payments: payments.map((p, i): PaymentView => ({
      id: p.paymentId,
      kind: p.kind as PaymentView['kind'],
      number: p.number,
      amount: states[i]!.amount,
      due_date: p.dueDate,
      date: p.paidDate,
      status: p.status as PaymentView['status'],
      overdue: isOverdue(states[i]!, today),
    })),
  };
  const selected = cart.selectedPayment as 'cash' | 'installments' | null;
  const terms =
    selected === 'installments'
      ? {
          grandTotal: cart.installmentGrandTotalCents!,
          downpayment: cart.downpaymentCents!,
          installmentWeeks: cart.installmentWeeks!,
          weeklyPayments: cart.weeklyPaymentCents!,
        }
      : store
        ? installmentTerms(cart.grandTotalCents, store)
        : null;
  return {
    cart_id: cart.cartId,
    store_id: cart.storeId,
    order_id: cart.orderId,
    order_created_at: cart.createdAt.toISOString(),
    grand_total: total,
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
      { type: 'cash', grand_total: cart.grandTotalCents, payment_detail: selected === 'cash' ? detail : null },
      ...(terms
        ? [
            {
              type: 'installments' as const,
              grand_total: terms.grandTotal,
              installment_weeks: terms.installmentWeeks,
              weekly_payments: terms.weeklyPayments,
              downpayment: terms.downpayment,
              payment_detail: selected === 'installments' ? detail : null,
            },
          ]
        : []),
    ],
  };
}

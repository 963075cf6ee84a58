import { installmentTerms, paymentOptionOf } from '@shop/domain/customer-orders';
import { UUID_PATTERN } from '@shop/contracts/input';
import type { Db } from '@shop/db/client';
import type { CustomerRow } from '@shop/db/schema/customers';
import { customCartsMessages } from '@shop/contracts/custom-carts-messages';
import type { RegisterCartView } from '@shop/contracts/custom-carts';
import { HttpError } from '../../lib/http-errors';
import { storeOf } from '../custom-carts/public';
import type { CustomCartsService, LoadedCart } from '../custom-carts/service';

const notFound = () => new HttpError(404, customCartsMessages.notFound);

/**
 * 'Registrar pedido' (reseller-area.md §2, §4; decision 0531): every step goes through the custom-cart core
 * (createCart, replaceItems, choosePayment, register); this module writes no cart SQL of its own.
 */
export function createRegisterOrderService(deps: { db: Db; carts: CustomCartsService }) {
  function memberId(owner: CustomerRow) {
    if (owner.role !== 'rolMember') throw notFound();
    return owner.id;
  }
  const checkId = (id: string | undefined) => {
    if (id !== undefined && !UUID_PATTERN.test(id)) throw notFound();
  };

  async function view(owner: CustomerRow, loaded: LoadedCart | null): Promise<RegisterCartView> {
    if (!loaded) throw notFound();
    const store = await storeOf(deps.db, owner.id);
    if (!store) throw notFound();
    const live = loaded.items.filter((i) => i.status !== 'CANCELED');
    const cash = live.reduce((sum, i) => sum + i.priceCents * i.qty, 0);
    const terms = installmentTerms(cash, {
      installmentPercentage: store.installmentPercentage,
      installmentWeeks: store.installmentWeeks,
      downpaymentPercentage: store.downpaymentPercentage,
      downpayment: store.downpayment,
    });
    const selected = loaded.cart.selectedPayment;
    return {
      cart_id: loaded.cart.cartId,
      contact_id: loaded.cart.contactId,
      items: live.map((i) => ({
        sku: i.sku,
        product_id: i.productId,
        name: i.name,
        size_label: i.sizeLabel,
        qty: i.qty,
        price: i.priceCents,
        price_total: i.priceCents * i.qty,
        is_available_online: i.isAvailableOnline,
        is_available_pickup: i.isAvailablePickup,
      })),
      grand_total: cash,
      payment_options: {
        cash: { grand_total: cash },
        installments: {
          grand_total: terms.grandTotal,
          downpayment: terms.downpayment,
          installment_weeks: terms.installmentWeeks,
          weekly_payments: terms.weeklyPayments,
        },
      },
      selected_payment: paymentOptionOf(selected),
    };
  }

  return {
    async create(owner: CustomerRow, contactId: string | undefined) {
      checkId(contactId);
      const cart = await deps.carts.createCart(memberId(owner), {
        contactId: contactId ?? null,
        source: 'member',
        draft: true,
      });
      return view(owner, await deps.carts.load(owner.id, cart.cartId));
    },
    async get(owner: CustomerRow, cartId: string) {
      checkId(cartId);
      return view(owner, await deps.carts.load(memberId(owner), cartId));
    },
    async replaceItems(owner: CustomerRow, cartId: string, items: { sku: string; qty: number }[]) {
      checkId(cartId);
      // A sku entered twice is one line with both quantities; more than 50 units is a 400 (the core's rule).
      return view(owner, await deps.carts.replaceItems(memberId(owner), cartId, items));
    },
    async choosePayment(owner: CustomerRow, cartId: string, type: 'cash' | 'installments') {
      checkId(cartId);
      return view(owner, await deps.carts.choosePayment(memberId(owner), cartId, type));
    },
    async register(
      owner: CustomerRow,
      cartId: string,
      body: { contact_id: string; selected_payment: 'cash' | 'installments'; customer_notes?: string | undefined },
    ) {
      checkId(cartId);
      checkId(body.contact_id);
      const id = memberId(owner);
      return deps.db.transaction(async (tx) => {
        const loaded = await deps.carts.load(id, cartId, tx);
        if (!loaded) throw notFound();
        if (loaded.cart.selectedPayment !== body.selected_payment)
          throw new HttpError(409, customCartsMessages.registerFailed);
        try {
          await deps.carts.register(
            id,
            cartId,
            { contactId: body.contact_id, customerNotes: body.customer_notes ?? null },
            tx,
          );
        } catch (err) {
          if (err instanceof HttpError && err.statusCode === 409)
            throw new HttpError(409, customCartsMessages.registerFailed);
          throw err;
        }
        return { cart: { cart_id: cartId } };
      });
    },
  };
}
export type RegisterOrderService = ReturnType<typeof createRegisterOrderService>;

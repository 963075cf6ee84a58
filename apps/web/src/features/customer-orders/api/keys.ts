import type { QueryClient } from '@tanstack/react-query';
import type { PageData } from '@shop/contracts/page-data';

/** The customer orders' query keys, apart from their requests: the entry seeds the list without their code. */
export interface ListParams {
  customerId: string;
  page: number;
  find: string;
  status: string;
  /** 'Con pagos vencidos'. */
  overdue: boolean;
  /** One client's orders ('' for all). */
  contactId: string;
  /** The days she made them ('YYYY-MM-DD', '' for no bound). */
  from: string;
  to: string;
}

export const keys = {
  all: ['custom-carts'] as const,
  list: (p: ListParams) => ['custom-carts', 'list', p] as const,
  collections: (customerId: string) => ['custom-carts', 'collections', customerId] as const,
  clientLedger: (customerId: string, page: number) => ['custom-carts', 'client-ledger', customerId, page] as const,
  cart: (cartId: string) => ['custom-carts', 'cart', cartId] as const,
  /** GET custom-cart/pending-items: the account menu's dot and count use the same key (one request for both). */
  pending: (customerId: string) => ['custom-carts', 'pending', customerId] as const,
  /** 'Pedidos nuevos de tu tienda' (decision 0721). */
  requests: ['custom-carts', 'requests'] as const,
};

/** What her list's HTML carries (decision 0629): its first render shows the list and "Mis cobranzas", unfetched. */
export function seedCustomerOrders(
  client: QueryClient,
  customerId: string,
  { page, list, collections }: NonNullable<PageData['customerOrders']>,
) {
  client.setQueryData(
    keys.list({ customerId, page, find: '', status: '', overdue: false, contactId: '', from: '', to: '' }),
    list,
  );
  client.setQueryData(keys.collections(customerId), collections);
}

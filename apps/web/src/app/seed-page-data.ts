import type { QueryClient } from '@tanstack/react-query';
import type { PageData } from '@shop/contracts/page-data';
import { attribute } from '@shop/contracts/profile-helpers';
import { bagKeys } from '../features/shop/api/bag';
import { customStoreKeys } from '../features/account/api/get-custom-store';
import { pendingItemsKey } from '../features/account/api/get-pending-items';
import { orderKeys } from '../lib/historic-orders';
import { seedCustomerOrders } from '../features/customer-orders/api/keys';

/**
 * Puts what the HTML carries for the site header and the account shell (decision 0628), and an orders list's or the
 * customer orders list's first page (0629), where their queries read it: the first commit shows the bag's count, the menu's items and its dot,
 * and the list, and none of them is fetched at mount.
 */
export function seedPageData(client: QueryClient, { customer, shell, ordersList, customerOrders }: PageData) {
  const customerId = attribute(customer, 'customer_id');
  if (ordersList) client.setQueryData(orderKeys.historic(ordersList.params), ordersList.response);
  if (customerOrders && customerId) seedCustomerOrders(client, customerId, customerOrders);
  if (!shell) return;
  if (shell.bag) client.setQueryData(bagKeys.bag, shell.bag);
  if (!customerId) return;
  if (shell.customStore) client.setQueryData(customStoreKeys.detail(customerId), shell.customStore);
  if (shell.historic) client.setQueryData(orderKeys.historic({ customerId }), shell.historic);
  if (shell.pendingItems) client.setQueryData(pendingItemsKey(customerId), shell.pendingItems);
}

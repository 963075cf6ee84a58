import type { QueryClient } from '@tanstack/react-query';
import type { PageData } from '@shop/contracts/page-data';
import { attribute } from '@shop/contracts/profile-helpers';
import { bagKeys } from '../features/shop/api/bag';
import { customStoreKeys } from '../features/account/api/get-custom-store';
import { pendingItemsKey } from '../features/account/api/get-pending-items';
import { orderKeys } from '../lib/historic-orders';

/**
 * Puts what the HTML carries for the site header and the account shell (decision 0628) where their queries read it:
 * the first commit shows the bag's count, the menu's items and its dot, and none of them is fetched at mount.
 */
export function seedShell(client: QueryClient, { customer, shell }: PageData) {
  if (!shell) return;
  const customerId = attribute(customer, 'customer_id');
  if (shell.bag) client.setQueryData(bagKeys.bag, shell.bag);
  if (!customerId) return;
  if (shell.customStore) client.setQueryData(customStoreKeys.detail(customerId), shell.customStore);
  if (shell.historic) client.setQueryData(orderKeys.historic({ customerId }), shell.historic);
  if (shell.pendingItems) client.setQueryData(pendingItemsKey(customerId), shell.pendingItems);
}

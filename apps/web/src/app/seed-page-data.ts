import type { QueryClient } from '@tanstack/react-query';
import type {
  PageData,
  PublicPageData,
  Refusal,
  RenderInput,
  StatementPageData,
  StorePageData,
} from '@shop/contracts/page-data';
import { attribute } from '@shop/contracts/profile-helpers';
import { bagKeys, catalogKeys } from '../features/shop/api/keys';
import { customStoreKeys } from '../features/account/api/get-custom-store';
import { pendingItemsKey } from '../features/account/api/get-pending-items';
import { orderKeys } from '../lib/historic-orders';
import { paymentKeys } from '../lib/payments';
import { seedCustomerOrders } from '../features/customer-orders/api/keys';
import { stockAlertKeys } from '../features/personal-data/api/keys';
import { creditKeys } from '../features/credit/api/keys';
import { todayKey } from '../features/today/api/get-today';
import { publicStoreKey } from '../features/custom-store/api/get-public-store';
import { storeCatalogueKey } from '../features/custom-store/api/get-store-catalogue';
import { statementKey } from '../features/customer-orders/api/get-statement';
import { activityKey } from '../features/customer-orders/api/get-pay-link-activity';
import { ApiError } from '../lib/api-client';
import { pathParam } from '../lib/location';
import { seedMe, seedVisitor } from '../lib/me';
import { seedFailure } from '../lib/query-failure';
import { seedFeatureFlags } from '../lib/feature-flags';

/**
 * The server's render (entry-server.tsx, decision 0790) starts from the page's first data, as the API's services read
 * it (apps/api/src/page-data.ts), put where the queries read it: the render shows it, the page carries the cache
 * (dehydrated) and the browser's first render starts from it, asking for nothing.
 */
export function seedQueryCache(client: QueryClient, input: RenderInput) {
  const { page, visitor, public: publicData, store, statement } = input;
  if (page) {
    seedMe(client, page.customer);
    seedFeatureFlags(client, page.flags);
    seedPageData(client, page);
  } else if (visitor) {
    // A visitor's page says so: her header renders at once, without asking for a session first (decision 0631).
    seedVisitor(client);
    seedFeatureFlags(client, visitor.flags);
  }
  if (publicData) seedPublicData(client, publicData);
  // The store's id and the statement's token: the path's, as their browser entries read it.
  const param = () => pathParam(new URL(input.url, input.origin).pathname);
  if (store) seedStoreData(client, param(), store);
  if (statement) seedStatementData(client, param(), statement);
}

/**
 * Puts what the HTML carries where the queries read it: the site header's and the account shell's data (decision
 * 0628), and the page's own first data (0629): an orders list's first page, the customer orders list's, an order's
 * detail with its card intents, datos-personales's stock alert settings. The first commit shows them, and none is fetched at mount.
 */
function seedPageData(client: QueryClient, data: PageData) {
  const { customer, shell, ordersList, customerOrders, orderDetail, stockAlertPreferences, today, creditSummary } =
    data;
  const customerId = attribute(customer, 'customer_id');
  if (today && customerId) client.setQueryData(todayKey(customerId), today);
  if (creditSummary && customerId) client.setQueryData(creditKeys.summary(customerId), creditSummary);
  if (ordersList) client.setQueryData(orderKeys.historic(ordersList.params), ordersList.response);
  if (customerOrders && customerId) seedCustomerOrders(client, customerId, customerOrders);
  if (orderDetail) {
    const { orderId, platform, caja, storeId } = orderDetail.address;
    client.setQueryData(orderKeys.detail(customer.username, orderId, platform, caja, storeId), orderDetail.order);
    for (const { reference, intent } of orderDetail.cardIntents)
      client.setQueryData(paymentKeys.intent(reference), intent);
  }
  if (stockAlertPreferences && customerId)
    client.setQueryData(stockAlertKeys.preferences(customerId), stockAlertPreferences);
  if (!shell) return;
  if (shell.bag) client.setQueryData(bagKeys.bag, shell.bag);
  if (!customerId) return;
  if (shell.customStore) client.setQueryData(customStoreKeys.detail(customerId), shell.customStore);
  if (shell.historic) client.setQueryData(orderKeys.historic({ customerId }), shell.historic);
  if (shell.pendingItems) client.setQueryData(pendingItemsKey(customerId), shell.pendingItems);
}

/**
 * Home's featured products and the product page's product and stock, as their HTML carries them for anyone
 * (decision 0630): the first commit shows them, and none is fetched at mount.
 */
function seedPublicData(client: QueryClient, { featured, product }: PublicPageData) {
  if (featured) client.setQueryData(catalogKeys.list({}), featured);
  if (product) {
    client.setQueryData(catalogKeys.product(product.slug), product.product);
    client.setQueryData(catalogKeys.inventory(product.product.id), product.inventory);
  }
}

/** A read its GET refused, as the page's request would have failed: an `ApiError` with the GET's status and message. */
const refusalError = ({ status, message }: Refusal) => new ApiError(status, message, [], undefined, message);

/**
 * The public store's store and first catalogue page (the plain link's: no search, page 1), or the store's refusal
 * (an unknown store): the first commit shows them, and none is fetched at mount.
 */
function seedStoreData(client: QueryClient, storeId: string, data: StorePageData) {
  if ('refused' in data) return seedFailure(client, publicStoreKey(storeId), refusalError(data.refused));
  client.setQueryData(publicStoreKey(storeId), data.store);
  if (data.catalogue) client.setQueryData(storeCatalogueKey(storeId, '', 1), data.catalogue);
}

/** A statement link's statement and her payments and reports, or the link's refusal (unknown, revoked or expired). */
function seedStatementData(client: QueryClient, token: string, data: StatementPageData) {
  if ('refused' in data) return seedFailure(client, statementKey(token), refusalError(data.refused));
  client.setQueryData(statementKey(token), data.statement);
  if (data.activity) client.setQueryData(activityKey(token), data.activity);
}

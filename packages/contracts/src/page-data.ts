import type { HistoricResponse, OrderDetail } from './account-orders';
import type { HistoricParams, OrderAddress } from './account-orders-messages';
import type { Bag } from './bag';
import type { FeatureFlagsResponse } from './config';
import type { InventoryResponse, ProductFull, ProductListResponse } from './catalog';
import type { CreditSummary, CreditToken } from './credit';
import type { CollectionsResponse, CustomCartListResponse } from './custom-carts';
import type { PublicCatalogue, PublicCustomStore } from './custom-stores';
import type { PayLinkActivity } from './pay-links';
import type { CardIntentResponse } from './payments';
import type { CustomerProfile } from './profile';
import type { StatementResponse } from './statements';
import type { StockAlertPreferences } from './stock-alerts';
import type { TodayResponse } from './today';

/**
 * The element of a signed-in customer's app page that carries what no query holds (`ClientPageData`): a
 * `<script type="application/json">` (never executed, so the CSP holds) with this id; absent for a visitor.
 */
export const PAGE_DATA_ELEMENT_ID = 'shop-page-data';

/**
 * What the server renders a signed-in customer's app page from (issue 16, decision 0790), each part as its GET answers
 * her: it seeds the render's query cache (apps/web/src/app/seed-page-data.ts), which the page carries dehydrated.
 * `customer`: what GET /api/session/customer answers; `flags`: what GET /api/feature-flags answers; `credit`, on her
 * CrediPrice page only: what GET credit/auth answers her (the credit calls' bearer token and its lifetime).
 */
export interface PageData {
  customer: CustomerProfile;
  flags: FeatureFlagsResponse;
  credit?: CreditToken;
  /** On her CrediPrice page: what GET cliente/resumen answers her (its largest paint, decision 0628). */
  creditSummary?: CreditSummary;
  /** What the site header and the account shell ask for on her pages (decision 0628); a part that failed is absent. */
  shell?: PageShellData;
  /**
   * On her orders list (/mi-cuenta/mis-pedidos/{view}, no order_id): the list's request as its address states it
   * (@shop/domain/order-history `ordersListRequest`) and what GET orders/historic answers it (decision 0629).
   */
  ordersList?: { params: HistoricParams; response: HistoricResponse };
  /**
   * On a member's customer orders list (/mi-cuenta/mi-tienda-personalizada/ordenes): the page its address states,
   * what GET custom-cart/ answers for it (no search, all statuses) and what GET custom-cart/collections answers.
   */
  customerOrders?: { page: number; list: CustomCartListResponse; collections: CollectionsResponse };
  /**
   * On an order's detail (mis-pedidos with ?order_id): the order its address names, as GET …/orders/{id} answers, and
   * what GET payments/stripe-payment-intent/{reference} answers for each payment whose card intent its payment
   * section reads at load (@shop/domain/order-next-step `cardIntentReferences`; decision 0631).
   */
  orderDetail?: {
    address: OrderAddress;
    order: OrderDetail;
    cardIntents: { reference: string; intent: CardIntentResponse }[];
  };
  /** On a member's 'Hoy' (/mi-cuenta, /mi-cuenta/hoy): what GET members/me/today answers her (decision 0760). */
  today?: TodayResponse;
  /** On datos-personales: what GET …/stock-alert-preferences answers her ('Configuraciones'). */
  stockAlertPreferences?: StockAlertPreferences;
  /**
   * The script files of the pages she opens most that this page has not loaded: prefetched into the HTTP cache
   * once the page is idle, not run (decision 0629).
   */
  prefetch?: string[];
}

/** The header's and the account shell's requests, each as its GET answers her. */
export interface PageShellData {
  /** GET bag: the header's count. */
  bag?: Bag;
  /** GET api-composer/custom-stores?customer_id: her store (a member's account page). */
  customStore?: { store_id: string | null };
  /** GET v1/api-composer/orders/historic?customerId: the whole history's total, for the menu (a member's account page). */
  historic?: HistoricResponse;
  /** GET custom-cart/pending-items?customer_id: the menu's dot (a member with a store). */
  pendingItems?: { found: boolean };
}

/**
 * An app page's data for a visitor (decision 0631): the `visitor` mark (GET session/customer would answer
 * `{customer: null}`), and the flags as GET feature-flags answers a visitor.
 */
export interface VisitorPageData {
  visitor: true;
  flags: FeatureFlagsResponse;
}

/**
 * What home and the product page are rendered from (decision 0630), signed in or not: their catalogue data as the GETs answer this request (a
 * member sees her prices there too). Home: GET search/products with no query (its featured products). The product
 * page: GET products-full/{slug} and GET inventories/?product_id of that product.
 */
export interface PublicPageData {
  featured?: ProductListResponse;
  product?: { slug: string; product: ProductFull; inventory: InventoryResponse };
}

/**
 * A read the page shows as refused, as its GET would have refused it: the 4xx status and the Spanish `message` (an
 * unknown store, a statement link that is unknown, revoked or expired). The server renders the page's error state
 * from it, as the browser would from the GET's answer.
 */
export interface Refusal {
  status: number;
  message: string;
}

/**
 * What /tienda/{customStoreId} is rendered from, for anyone (decision 0790): the store as GET
 * api-composer/custom-stores/{id} answers, and, when the address asks for the store's first page (no query), the
 * catalogue as GET tienda/{id}/productos answers; or how that GET refuses the store.
 */
export type StorePageData = { store: PublicCustomStore; catalogue?: PublicCatalogue } | { refused: Refusal };

/**
 * What /estado-de-cuenta/{token} is rendered from, for whoever holds the link (decisions 0770, 0790): the statement as
 * GET estado-de-cuenta/{token} answers, and her payments and reports as GET …/{token}/pagos answers (absent when
 * that read failed: the page asks for it); or how GET estado-de-cuenta/{token} refuses the token.
 */
export type StatementPageData = { statement: StatementResponse; activity?: PayLinkActivity } | { refused: Refusal };

/**
 * A route's condition on the address's query (apps/web/src/app/route-preloads.ts), for the server to preload what the
 * page shows there: an order's detail (`param: 'order_id'`) and the list (`unless: ['order_id']`) share a path.
 */
export interface RouteQuery {
  /** A query parameter that must be there. */
  param?: string;
  /** Query parameters none of which may be there. */
  unless?: string[];
}

/**
 * The element of a server-rendered page (decision 0790) that carries TanStack Query's cache as the server's render
 * left it (`dehydrate`): a `<script type="application/json">`, never executed, which the client `hydrate`s before it
 * hydrates the markup, so that its first render matches the server's and asks for nothing.
 */
export const QUERY_CACHE_ELEMENT_ID = 'shop-query-cache';

/**
 * The entries the server renders (apps/web/src/entry-server.tsx): the router's app, home, the product page, the public
 * store (tienda.html) and a client's statement link (estado-de-cuenta.html).
 */
export type RenderedEntry = 'app' | 'home' | 'product' | 'store' | 'statement';

/**
 * What the server renders a page from: the entry, the request's address (path and query) and origin, and the page's
 * first data as apps/api/src/page-data.ts reads it from the services (the signed-in customer's, or the visitor's
 * mark and flags; home's and the product page's catalogue data; the public store's; the statement link's).
 */
export interface RenderInput {
  entry: RenderedEntry;
  url: string;
  origin: string;
  page?: PageData;
  visitor?: VisitorPageData;
  public?: PublicPageData;
  store?: StorePageData;
  statement?: StatementPageData;
}

/**
 * The render: the markup of `<div id="root">`, the dehydrated query cache (JSON-serialisable), the lazily loaded parts
 * it shows (the browser loads them before it hydrates), and the errors of parts that failed (the browser renders those).
 */
export interface RenderResult {
  html: string;
  queryCache: unknown;
  /** The lazily loaded parts the markup shows, as source files (apps/web/src/lib/lazy-part.tsx). */
  parts?: string[];
  errors?: string[];
}

/** The server entry's module, as the build writes it (apps/web/dist/.ssr/entry-server.js). */
export interface ServerEntry {
  render(input: RenderInput): Promise<RenderResult>;
}

/**
 * What a server-rendered page's HTML still carries beside the query cache (`PAGE_DATA_ELEMENT_ID`), for her eyes only:
 * on her CrediPrice page, the credit calls' token (not a query's data); the frequent pages' scripts to prefetch.
 */
export type ClientPageData = Pick<PageData, 'credit' | 'prefetch'>;

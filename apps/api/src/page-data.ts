import type { Clock } from '@shop/domain/clock';
import { isUnfilteredList, ordersListState } from '@shop/domain/customer-orders';
import { ordersListRequest } from '@shop/domain/order-history';
import { cardIntentReferences } from '@shop/domain/order-next-step';
import {
  historicQuery,
  historicResponse,
  orderDetail,
  orderDetailParams,
  orderDetailQuery,
} from '@shop/contracts/account-orders';
import {
  ORDER_PLATFORMS,
  ORDER_VIEWS,
  ORDERS_PAGE_SIZE,
  fixedOrderView,
  orderAddress,
} from '@shop/contracts/account-orders-messages';
import { bagResponse } from '@shop/contracts/bag';
import { messages } from '@shop/contracts/messages';
import { featureFlagsResponse, type FeatureFlagsResponse } from '@shop/contracts/config';
import { creditSummary, creditTokenResponse } from '@shop/contracts/credit';
import {
  collectionsResponse,
  customCartListQuery,
  customCartListResponse,
  pendingItemsResponse,
} from '@shop/contracts/custom-carts';
import {
  customStoreParams,
  publicCatalogueQuery,
  publicCatalogueResponse,
  publicCustomStoreView,
} from '@shop/contracts/custom-stores';
import type {
  PageData,
  PublicPageData,
  Refusal,
  StatementPageData,
  StorePageData,
  VisitorPageData,
} from '@shop/contracts/page-data';
import { payLinkActivity } from '@shop/contracts/pay-links';
import { cardIntentResponse } from '@shop/contracts/payments';
import { inventoryResponse, productFull, productListQuery, productListResponse } from '@shop/contracts/catalog';
import { customerProfile, type CustomerProfile } from '@shop/contracts/profile';
import { attribute, isMember } from '@shop/contracts/profile-helpers';
import { statementParams, statementResponse } from '@shop/contracts/statements';
import { stockAlertPreferences } from '@shop/contracts/stock-alerts';
import { todayResponse } from '@shop/contracts/today';
import type { CustomerRow } from '@shop/db/schema/customers';
import { HttpError } from './lib/http-errors';
import type { createAccountOrdersService } from './modules/account-orders/service';
import type { createCustomerService } from './modules/customers/service';
import type { createCustomCartsService } from './modules/custom-carts/service';
import type { createCustomStoresService } from './modules/custom-stores/service';
import type { createCreditService } from './modules/credit/service';
import type { createCreditTokenStore } from './modules/credit/token-store';
import type { PayLinkService } from './modules/pay-links/service';
import type { StatementService } from './modules/statements/service';
import type { StockAlertService } from './modules/stock-alerts/service';
import type { TodayService } from './modules/today/service';
import type { Shop } from './modules/shop';
import { viewerOf, type ClientModePrices } from './modules/catalog/routes';

interface PageDataDeps {
  clock: Clock;
  customers: ReturnType<typeof createCustomerService>;
  customStores: ReturnType<typeof createCustomStoresService>;
  customCarts: ReturnType<typeof createCustomCartsService>;
  accountOrders: ReturnType<typeof createAccountOrdersService>;
  creditService: ReturnType<typeof createCreditService>;
  creditTokens: ReturnType<typeof createCreditTokenStore>;
  shop: Shop;
  statements: StatementService;
  payLinks: PayLinkService;
  stockAlerts: StockAlertService;
  today: TodayService;
  clientModePrices: ClientModePrices;
  flagsFor: (customer: CustomerRow | null) => FeatureFlagsResponse;
}

/** A part that fails is left out: the app asks the API for it. */
const optional = <T>(work: () => Promise<T>) => work().catch(() => undefined);

/**
 * A read a public page shows: its answer, or, when the service refuses it as its GET would (a 4xx: an unknown store,
 * a dead statement link), that refusal, which the page renders as its error. Any other failure is thrown: the page is
 * then sent without that data and asks the API itself.
 */
async function readOrRefusal<T>(read: () => Promise<T>): Promise<{ ok: T } | { refused: Refusal }> {
  try {
    return { ok: await read() };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode >= 400 && error.statusCode < 500)
      return { refused: { status: error.statusCode, message: error.message } };
    throw error;
  }
}

/** A path parameter its GET's schema refuses: the 400 and the first issue's message, as the API's validation answers. */
const invalidParams = (issues: { message: string }[]): { refused: Refusal } => ({
  refused: { status: 400, message: issues[0]?.message || messages.generic.invalidBody },
});

/**
 * The product a /productos/{slug} path names, as the product page's entry decodes it (decodeURIComponent);
 * undefined for another path or a slug that does not decode. The HTML's picture preload and its data read it.
 */
export function productSlugOf(pathname: string): string | undefined {
  const raw = /^\/productos\/([^/]{1,120})\/?$/.exec(pathname)?.[1];
  if (raw === undefined) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/** The mis-pedidos sub-route a path names, if any. */
const ordersViewOf = (pathname: string) =>
  ORDER_VIEWS.find((v) => pathname.replace(/\/$/, '') === `/mi-cuenta/mis-pedidos/${v}`);

/** A query object as the web's API client sends it: undefined and empty values left out, the rest as text. */
const asQueryString = (params: object) =>
  Object.fromEntries(
    Object.entries(params)
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .map(([k, v]) => [k, String(v)]),
  );

/**
 * What the HTML of an app page carries for its first render (issue 16; decisions 0624, 0628, 0629), each part
 * exactly as its GET answers: the same services, parsed by the same response schemas (API-tested against the GETs).
 */
export function createPageData(deps: PageDataDeps) {
  const { customers, customStores, customCarts, accountOrders, creditService, creditTokens, shop } = deps;

  /**
   * What the site header and, on an account page, the account shell ask for first (decision 0628): the page
   * renders them with its first commit instead of fetching them after it.
   */
  async function shellData(customer: CustomerRow, profile: CustomerProfile, accountPage: boolean) {
    const member = accountPage && isMember(profile);
    const customerId = attribute(profile, 'customer_id');
    const [bag, customStore, historic] = await Promise.all([
      optional(async () => bagResponse.parse(await shop.bag.view(customer))),
      member ? optional(async () => ({ store_id: await customStores.storeIdOf(customer) })) : undefined,
      member && customerId
        ? optional(async () =>
            historicResponse.parse(
              await accountOrders.historic({ id: customer.id }, historicQuery.parse({ customerId })),
            ),
          )
        : undefined,
    ]);
    const pendingItems = customStore?.store_id
      ? await optional(async () => pendingItemsResponse.parse(await customCarts.pendingItems(customer.id)))
      : undefined;
    return { bag, customStore, historic, pendingItems };
  }

  /**
   * Her orders list's first page (decision 0629): the request its address states, as the page makes it
   * (`ordersListRequest`), and GET orders/historic's answer to it. None for an order's detail, a list without a
   * platform, a query the GET refuses (the page shows the GET's error), or when it fails.
   */
  async function ordersList(
    customer: CustomerRow,
    profile: CustomerProfile,
    pathname: string,
    search: URLSearchParams,
  ) {
    const view = ordersViewOf(pathname);
    const customerId = attribute(profile, 'customer_id');
    if (!view || !customerId || search.has('order_id')) return undefined;
    const list = ordersListRequest({
      customerId,
      search,
      fixedView: fixedOrderView(view),
      platforms: ORDER_PLATFORMS,
      pageSize: ORDERS_PAGE_SIZE,
      now: deps.clock.now(),
    });
    const query = historicQuery.safeParse(asQueryString(list.params));
    if (!list.enabled || !query.success) return undefined;
    const response = await optional(async () =>
      historicResponse.parse(await accountOrders.historic({ id: customer.id }, query.data)),
    );
    return response && { params: list.params, response };
  }

  /**
   * A member's customer orders list (decision 0629): the page its address states, as GET custom-cart/ answers it
   * with no search and all statuses (the list's first state), and "Mis cobranzas" as GET custom-cart/collections.
   */
  async function customerOrders(
    customer: CustomerRow,
    profile: CustomerProfile,
    pathname: string,
    search: URLSearchParams,
  ) {
    const customerId = attribute(profile, 'customer_id');
    if (!/^\/mi-cuenta\/mi-tienda-personalizada\/ordenes\/?$/.test(pathname) || !customerId) return undefined;
    // Those GETs answer a member only (decision 0510).
    if (customer.role !== 'rolMember') return undefined;
    // Its first state only (every order, no search or filter: the one the page's query key seeds); a filtered list
    // is asked for by the page (decision 0710).
    const state = ordersListState(search);
    if (!isUnfilteredList(state)) return undefined;
    const page = state.page;
    const query = customCartListQuery.safeParse({ customer_id: customerId, current_page: String(page) });
    if (!query.success) return undefined;
    const [list, collections] = await Promise.all([
      optional(async () => customCartListResponse.parse(await customCarts.list({ id: customer.id }, query.data))),
      optional(async () => collectionsResponse.parse(await customCarts.collections(customer.id))),
    ]);
    return list && collections && { page, list, collections };
  }

  /**
   * Her order's detail on an orders page whose address names one (decision 0629), as GET
   * …/customers/{username}/orders/{orderId} answers her, and the card intents its payment section reads at load.
   * None for a request that GET refuses, or an order not hers.
   */
  async function orderDetailData(customer: CustomerRow, pathname: string, search: URLSearchParams) {
    const address = orderAddress(search);
    if (!address || !ordersViewOf(pathname)) return undefined;
    const params = orderDetailParams.safeParse({ username: customer.username, orderId: address.orderId });
    const query = orderDetailQuery.safeParse(
      asQueryString({ platform: address.platform, caja: address.caja, store: address.storeId }),
    );
    if (!params.success || !query.success) return undefined;
    const order = await optional(async () =>
      orderDetail.parse(
        await accountOrders.detail(customer, {
          platform: query.data.platform,
          orderId: params.data.orderId,
          caja: query.data.caja,
          storeId: query.data.store,
        }),
      ),
    );
    if (!order) return undefined;
    // Its payment section's card intents, as GET payments/stripe-payment-intent/{reference} answers her (0631).
    const intents = await Promise.all(
      cardIntentReferences(order).map(async (reference) => {
        const intent = await optional(async () =>
          cardIntentResponse.parse(await shop.payments.ownCardIntent(customer.id, reference)),
        );
        return intent && { reference, intent };
      }),
    );
    return { address, order, cardIntents: intents.filter((i) => i !== undefined) };
  }

  return {
    /** A signed-in customer's page: her profile and flags, the header's and shell's data, the page's own first data. */
    async forCustomer(customer: CustomerRow, url: string): Promise<PageData> {
      const [pathname = '', search = ''] = url.split('?');
      const crediprice = /^\/mi-cuenta\/crediprice\/?$/.test(pathname);
      const profile = customerProfile.parse(await customers.profile(customer));
      const query = new URLSearchParams(search);
      const personalData = /^\/mi-cuenta\/datos-personales\/?$/.test(pathname);
      // 'Hoy', where a member's account opens (decision 0760), as GET members/me/today answers her.
      const today = customer.role === 'rolMember' && /^\/mi-cuenta(\/hoy)?\/?$/.test(pathname);
      const [shell, orders, carts, order, alerts, todayData] = await Promise.all([
        shellData(customer, profile, pathname.startsWith('/mi-cuenta')),
        ordersList(customer, profile, pathname, query),
        customerOrders(customer, profile, pathname, query),
        orderDetailData(customer, pathname, query),
        personalData
          ? optional(async () => stockAlertPreferences.parse(await deps.stockAlerts.load(customer)))
          : undefined,
        today ? optional(async () => todayResponse.parse(await deps.today.forMember(customer))) : undefined,
      ]);
      return {
        customer: profile,
        flags: featureFlagsResponse.parse(deps.flagsFor(customer)),
        // Her CrediPrice page also carries what GET credit/auth would answer her (the same token, to the same
        // session, in HTML no one else gets): its summary is requested at once, not after that round trip (0624).
        ...(crediprice ? { credit: creditTokenResponse.parse(await creditTokens.issue(customer.id)) } : {}),
        // And her line's summary, as GET cliente/resumen answers her: the page's largest paint (decision 0628).
        ...(crediprice
          ? { creditSummary: await optional(async () => creditSummary.parse(await creditService.summary(customer.id))) }
          : {}),
        shell,
        ...(orders ? { ordersList: orders } : {}),
        ...(carts ? { customerOrders: carts } : {}),
        ...(order ? { orderDetail: order } : {}),
        ...(alerts ? { stockAlertPreferences: alerts } : {}),
        ...(todayData ? { today: todayData } : {}),
      };
    },

    /** A page requested without a session: the visitor's mark and flags, as the GETs answer a visitor (0631). */
    forVisitor(): VisitorPageData {
      return { visitor: true, flags: featureFlagsResponse.parse(deps.flagsFor(null)) };
    },

    /**
     * Home's and the product page's catalogue data, for anyone (decision 0630), priced for who asks (`customer`, or
     * null for a visitor) as the GETs price it. None for another page, an unknown product, or when it fails.
     */
    async forPublic(customer: CustomerRow | null, pathname: string): Promise<PublicPageData | undefined> {
      const viewer = viewerOf(deps.clientModePrices)(customer);
      if (pathname === '/') {
        const featured = await optional(async () =>
          productListResponse.parse(await shop.catalog.searchProducts(productListQuery.parse({}), viewer)),
        );
        return featured && { featured };
      }
      const slug = productSlugOf(pathname);
      if (!slug) return undefined;
      return optional(async () => {
        const product = productFull.parse(await shop.catalog.productFull(slug, viewer));
        const inventory = inventoryResponse.parse(await shop.catalog.inventory(product.id, undefined));
        return { product: { slug, product, inventory } };
      });
    },

    /**
     * A public store's page, for anyone: the store as GET api-composer/custom-stores/{id} answers, and for the plain
     * link (no query) its first catalogue page as GET tienda/{id}/productos answers; or how that GET refuses the store
     * (an unknown store, an id its params refuse).
     */
    async forStore(storeId: string, query: URLSearchParams): Promise<StorePageData> {
      const params = customStoreParams.safeParse({ customStoreId: storeId });
      if (!params.success) return invalidParams(params.error.issues);
      const id = params.data.customStoreId;
      const store = await readOrRefusal(async () => publicCustomStoreView.parse(await customStores.publicView(id)));
      if ('refused' in store) return store;
      if ([...query.keys()].length > 0) return { store: store.ok };
      const catalogue = publicCatalogueResponse.parse(await customStores.catalogue(id, publicCatalogueQuery.parse({})));
      return { store: store.ok, catalogue };
    },

    /**
     * A client's statement link (decision 0770), for whoever holds it: the statement as GET estado-de-cuenta/{token}
     * answers from this address, and her payments and reports as GET …/{token}/pagos answers (left out when that
     * fails); or how the GET refuses the token (unknown, revoked or expired: a 404 that says nothing more, counted
     * against the address as the GET counts it).
     */
    async forStatement(token: string, address: string): Promise<StatementPageData> {
      const params = statementParams.safeParse({ token });
      if (!params.success) return invalidParams(params.error.issues);
      const statement = await readOrRefusal(async () =>
        statementResponse.parse(await deps.statements.view(params.data.token, address)),
      );
      if ('refused' in statement) return statement;
      const activity = await optional(async () =>
        payLinkActivity.parse(await deps.payLinks.activity(params.data.token, address)),
      );
      return { statement: statement.ok, ...(activity ? { activity } : {}) };
    },
  };
}

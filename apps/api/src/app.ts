import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { shortcutOf } from '@shop/contracts/shortcut';
import { z } from 'zod';
import type { Logger } from 'pino';
import { ShopLogController, requestLogs } from './logger';
import { hookList, routesOnly, shareUndecoratedClasses } from './http';
import { createMetrics, type Metrics } from './lib/metrics';
import { createReadiness, type Readiness } from './lib/readiness';
import { registerOperations } from './modules/operations/routes';
import { clientLogRoutes } from './modules/client-logs/routes';
import { createClientLogService } from './modules/client-logs/service';
import type { Clock } from '@shop/domain/clock';
import { ping, type Db } from '@shop/db/client';
import { PARTNER_WALLET_SANDBOX_PATH, type Config } from './config';
import type { Mailer, SmsSender } from './lib/messaging';
import type { Outbox } from './lib/outbox';
import { frameworkErrors, refuseUnstorableBody, registerErrorHandling, unstorableUrlInput } from './plugins/errors';
import { frameOrigins, securityHooks } from './plugins/security';
import { compressAnswer } from './plugins/compression';
import { registerCookies } from './plugins/cookies';
import { openapiOptions } from './openapi';
import { customerSession, deviceCookie, sessionCookie } from './plugins/session';
import { creditToken } from './plugins/credit-token';
import { staffToken } from './plugins/staff';
import { createAuthService } from './modules/auth/service';
import { authRoutes } from './modules/auth/routes';
import { passwordResetRoutes } from './modules/password-reset/routes';
import { createPasswordResetService } from './modules/password-reset/service';
import { customerRoutes, sessionCustomerRoutes } from './modules/customers/routes';
import { createCustomerService } from './modules/customers/service';
import { configRoutes, featureFlagsFor } from './modules/config/routes';
import { devRoutes } from './modules/dev/routes';
import { partnerWalletSandboxRoutes } from './modules/partner-wallet/sandbox';
import { PUBLIC_STORE_READS_PER_MINUTE, customStoreRoutes, publicStoreRoutes } from './modules/custom-stores/routes';
import { createReadLimiter } from './lib/read-limiter';
import { createRequestNotifier } from './modules/custom-stores/notify';
import { createCustomStoresService } from './modules/custom-stores/service';
import { clientLedgerRoutes, customCartRoutes } from './modules/custom-carts/routes';
import { publicStatementRoutes, statementRoutes } from './modules/statements/routes';
import { createStatementService } from './modules/statements/service';
import { payLinkRoutes, publicPayLinkRoutes } from './modules/pay-links/routes';
import { createPayLinkService } from './modules/pay-links/service';
import { createPayLinkNotifier } from './modules/pay-links/notify';
import { createThrottle } from './modules/auth/throttle';
import { createQuota } from './modules/auth/quota';
import { createCustomCartsService } from './modules/custom-carts/service';
import { createShop, type PaymentProviders, type Shop } from './modules/shop';
import { personalDataRoutes } from './modules/personal-data/routes';
import { createPersonalDataService } from './modules/personal-data/service';
import { oneTimeCodeRoutes } from './modules/one-time-codes/routes';
import { createOneTimeCodeService } from './modules/one-time-codes/service';
import { addressRoutes } from './modules/addresses/routes';
import { createAddressService } from './modules/addresses/service';
import { postalCodeRoutes } from './modules/postal-codes/routes';
import { createPostalCodeLookup } from './modules/postal-codes/lookup-cache';
import { stockAlertRoutes } from './modules/stock-alerts/routes';
import { createStockAlertService } from './modules/stock-alerts/service';
import { accountDeletionRoutes } from './modules/account-deletion/routes';
import { createAccountDeletionService } from './modules/account-deletion/service';
import { creditAuthRoutes, creditRoutes } from './modules/credit/routes';
import { creditContractRoutes } from './modules/credit/contract-routes';
import { createCreditService } from './modules/credit/service';
import { createApplicationService } from './modules/credit/application-service';
import { createCreditTokenStore } from './modules/credit/token-store';
import { adminRoutes } from './modules/admin/routes';
import { balanceRoutes } from './modules/balance/routes';
import { createBalanceService } from './modules/balance/service';
import { couponRoutes } from './modules/coupons/routes';
import { createCouponService } from './modules/coupons/service';
import { membershipRoutes } from './modules/membership/routes';
import { createMembershipService } from './modules/membership/service';
import { accountOrderRoutes } from './modules/account-orders/routes';
import { createAccountOrdersService } from './modules/account-orders/service';
import { returnRoutes } from './modules/returns/routes';
import { contactRoutes } from './modules/contacts/routes';
import { createContactsService } from './modules/contacts/service';
import { todayRoutes } from './modules/today/routes';
import { buyForClientsRoutes } from './modules/custom-carts/buy-routes';
import { storeVisitRoutes } from './modules/store-visit/routes';
import { createStoreVisitService } from './modules/store-visit/service';
import { createTodayService } from './modules/today/service';
import { registerOrderRoutes } from './modules/register-order/routes';
import { createRegisterOrderService } from './modules/register-order/service';
import { allHooks } from './modules/orders/service';
import { createReturnsService } from './modules/returns/service';
import { salesToolsRoutes, salesToolsStaffRoutes } from './modules/sales-tools/routes';
import { createSalesToolsService } from './modules/sales-tools/service';
import { registerWebApp } from './web-app';
import { createPageData, productSlugOf } from './page-data';
import { productImage } from './modules/catalog/repository';

z.config(z.locales.es());

/** Everything the app needs from outside; tests pass real local ones (database, SMTP, clock). */
export interface Deps {
  db: Db;
  clock: Clock;
  config: Config;
  mailer: Mailer;
  sms: SmsSender;
  /** Present in demo mode only. */
  outbox?: Outbox | undefined;
  logger: Logger;
  /** Real payment providers; the built-in sandboxes when absent. */
  payments?: PaymentProviders | undefined;
  /** The operator's metrics (main.ts also times the database with them); a fresh registry when absent. */
  metrics?: Metrics | undefined;
  /** Readiness of this process (main.ts starts it in 'starting'); ready, pinging the database, when absent. */
  readiness?: Readiness | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** In the in-flight count (`drain`): its handler has started and it is not answered yet. */
    inFlight: boolean;
    /** When its handling started (`performance.now()`, ms; 0 before onRequest): its duration in the metrics and log. */
    startedAt: number;
    /** Its route's pattern (`/api/postal-codes/:zip_code`), set as its handler starts; null before. */
    routePattern: string | null;
  }
  interface FastifyInstance {
    /** Resolves once no request is in flight (or after the timeout). */
    drain(timeoutMs?: number): Promise<void>;
    /** The shop's services and payment sandboxes (tests and the staff CLI reach them here). */
    shop: Shop;
  }
}

/** The composition root: builds the whole app from its dependencies. */
export async function buildApp(deps: Deps) {
  // A request's id: this process's random prefix and a count, unique across processes and restarts without drawing
  // 16 random bytes per request as randomUUID does.
  const processId = randomBytes(6).toString('hex');
  let requests = 0;
  // Fastify has no logger of its own: the shop writes its lines about requests (decision 0803, logger.ts).
  const logs = new ShopLogController(deps.logger);
  const app = Fastify({
    logController: logs,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given)
        ? given
        : `${processId}-${(++requests).toString(36)}`;
    },
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  // One request class and one reply class for every route (http.ts): before any plugin is registered.
  shareUndecoratedClasses(app);
  // The input rule for a body (plugins/errors.ts), on every route that takes one, declared from here on: Fastify
  // reads no body of a GET or a HEAD.
  app.addHook('onRoute', (route) => {
    // Each handler tells its request the route's pattern (the metrics' label) as it starts: Fastify's own
    // `request.routeOptions` builds an object of twelve fields at each read (issue 32).
    const { url, handler } = route;
    route.handler = function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      request.routePattern = url;
      return handler.call(this, request, reply);
    };
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((m) => m === 'GET' || m === 'HEAD')) return;
    route.preValidation = [refuseUnstorableBody, ...hookList(route.preValidation)];
  });

  const metrics = deps.metrics ?? createMetrics();
  const readiness = deps.readiness ?? createReadiness({ ping: () => ping(deps.db) });
  const operations = registerOperations(app, {
    readiness,
    metrics,
    metricsToken: deps.config.metricsToken,
    demo: deps.config.demo,
  });

  // zod reads every request's input; a schema given a checked shortcut (contracts/shortcut) has its plain valid input
  // read by the shortcut first (issue 32: the hot lists' queries), and anything else by zod, with zod's messages.
  app.setValidatorCompiler((route) => {
    const check = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
    const shortcut = shortcutOf(route.schema);
    if (!shortcut) return check;
    return (data: unknown) => {
      const value = shortcut(data);
      return value === undefined ? check(data) : { value };
    };
  });
  app.setSerializerCompiler(serializerCompiler);
  const requestLog = requestLogs(deps.logger);
  registerErrorHandling(app, requestLog);
  const security = securityHooks({
    production: deps.config.production,
    frameOrigins: frameOrigins(deps.config.partnerWalletUrl),
    connectOrigins: deps.config.logCollectorUrl ? [new URL(deps.config.logCollectorUrl).origin] : [],
  });

  // One hook per stage for the whole app, each synchronous and allocating nothing: they run on every request, and
  // each hook Fastify runs costs a call through its hook runner (issue 32, decisions 0796, 0802, 0803); a GET passes
  // two (onRequest, onSend). What they do belongs to the operations (the starting gate, the request's time, the
  // metrics and its log line), security (the same-origin rule, the headers), the input rule (no NUL: the path's and query's here, a
  // body's on the routes that take one, as they are declared) and the in-flight count below.
  //
  // Requests in flight, so that shutdown closes the database only after the last one has answered. A request counts
  // from the start of its handling (onRequest, once let in) until its reply is produced: onSend runs for every answer,
  // an error's too (a body the client stopped sending is one: Fastify answers it), and even when the client has gone
  // away, so a request aborted while its handler runs still counts until the handler is done (no onRequestAbort
  // hook: it cost a listener and a closure on every request). A flag per request (a field Fastify gives every
  // request) costs less than keeping the ids in a set (~1 µs a request).
  let inFlightCount = 0;
  app.decorateRequest('inFlight', false);
  app.decorateRequest('startedAt', 0);
  app.decorateRequest('routePattern', null);
  app.decorateReply('jsonTextCaching', null);
  // What the guards set (plugins/session.ts, credit-token.ts) is decorated here too, not in their groups: a context
  // that decorates its requests keeps a request class of its own (shareUndecoratedClasses).
  app.decorateRequest('customer', null);
  app.decorateRequest('sessionRow', null);
  app.decorateRequest('creditCustomer', null);
  app.addHook('onRequest', (request, reply, done) => {
    request.startedAt = performance.now();
    if (operations.refusedWhileStarting(request, reply) || security.refusedCrossSite(request, reply)) return;
    request.inFlight = true;
    inFlightCount++;
    done(unstorableUrlInput(request));
  });
  const ended = (request: FastifyRequest) => {
    if (!request.inFlight) return;
    request.inFlight = false;
    inFlightCount--;
  };
  // An answer has gone: its duration into the metrics and its line into the log (at info). For an answer handed on
  // whole (text or bytes, compressed on the spot if at all: compressAnswer says which) that is as onSend's `done`
  // returns, having written it; for a stream (a file, a large answer compressed as it goes), once its response closes. No onResponse hook and no Fastify logger: either
  // has Fastify listen for every response's end, which cost ~4 k instructions a request (issue 32, decision 0803).
  const completed = (request: FastifyRequest, reply: FastifyReply) => {
    const ms = request.startedAt ? performance.now() - request.startedAt : 0;
    operations.observe(request, reply, ms / 1000);
    logs.completed(request, reply, ms);
  };
  // Every answer names its request and carries its security headers, and text of 1 KB or more is compressed for a
  // client that accepts it (plugins/compression.ts: here rather than @fastify/compress's two hooks on every route,
  // decision 0798; request bodies are never decompressed: a body arrives as it was sent, and a compressed one is
  // refused as invalid JSON, decision 0795); once draining, every answer closes its connection: a kept-alive socket
  // would hold `app.close()` open for the whole keep-alive timeout (72 s) after the last request. No route hijacks
  // its reply (one would run no onSend: it would have to end its count and observe itself).
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    security.setHeaders(request, reply);
    ended(request);
    if (readiness.state === 'draining') reply.header('connection', 'close');
    // Handed on whole, `done` has written it by now; a stream is observed once its response closes.
    if (compressAnswer(request, reply, payload, done)) reply.raw.once('close', () => completed(request, reply));
    else completed(request, reply);
  });
  app.decorate('drain', async (timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs;
    while (inFlightCount > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  });

  registerCookies(app);
  await app.register(
    swagger,
    openapiOptions({
      publicUrl: deps.config.publicUrl,
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: sessionCookie(deps.config.production).name },
        staffToken: { type: 'http', scheme: 'bearer' },
        creditToken: { type: 'http', scheme: 'bearer' },
      },
    }),
  );
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  const { db, clock } = deps;
  const cookieSpec = sessionCookie(deps.config.production);
  const auth = createAuthService({
    db,
    clock,
    mailer: deps.mailer,
    logger: deps.logger,
    publicUrl: deps.config.publicUrl,
  });
  const creditTokens = createCreditTokenStore(db, clock);
  const codes = createOneTimeCodeService({
    db,
    clock,
    mailer: deps.mailer,
    sms: deps.sms,
    logger: deps.logger,
    onSent: (channel) => metrics.codesSent.inc({ purpose: 'profile', channel }),
  });
  const personalData = createPersonalDataService({
    db,
    clock,
    sessions: auth.sessions,
    codes,
    mailer: deps.mailer,
    logger: deps.logger,
  });
  const passwordReset = createPasswordResetService({
    db,
    clock,
    mailer: deps.mailer,
    sessions: auth.sessions,
    logger: deps.logger,
    publicUrl: deps.config.publicUrl,
  });
  // The returns module puts a guide in the bag (created with the shop below, hence the getter).
  const returns = createReturnsService({ db, clock, bag: () => shop.bag });
  const customers = createCustomerService({ db });
  const optionalCustomer = async (r: FastifyRequest) =>
    r.cookies[cookieSpec.name] ? auth.sessions.customerFor(r.cookies[cookieSpec.name]!) : null;
  const flagConfig = {
    flags: deps.config.flags,
    supportPhone: deps.config.supportPhone,
    supportWhatsapp: deps.config.supportWhatsapp,
    partnerWalletUrl: deps.config.partnerWalletUrl,
    logCollectorUrl: deps.config.logCollectorUrl,
  };
  const findPostalCode = createPostalCodeLookup(db, clock);
  /** Customer orders: built once; issues 12 and 13 call its core (createCart, addItems, replaceItems, choosePayment). */
  const customCarts = createCustomCartsService({ db, clock });
  const customStores = createCustomStoresService({
    db,
    clock,
    carts: customCarts,
    onRequest: createRequestNotifier({
      db,
      mailer: deps.mailer,
      sms: deps.sms,
      logger: deps.logger,
      publicUrl: deps.config.publicUrl,
    }),
  });
  const statements = createStatementService({
    db,
    clock,
    carts: customCarts,
    publicUrl: deps.config.publicUrl,
    throttle: createThrottle(db, clock),
  });
  const salesTools = createSalesToolsService({
    db,
    clock,
    tollFreePhone: deps.config.supportPhone,
    publicUrl: deps.config.publicUrl,
  });
  const contacts = createContactsService({
    db,
    clock,
    sms: deps.sms,
    codes,
    logger: deps.logger,
    onCodeSent: () => metrics.codesSent.inc({ purpose: 'contact', channel: 'sms' }),
  });
  const registerOrder = createRegisterOrderService({ db, carts: customCarts });
  const accountOrders = createAccountOrdersService({ db, log: deps.logger, clock });
  const stockAlerts = createStockAlertService({ db, clock });
  const creditService = createCreditService({ db, clock });
  const today = createTodayService({ db, carts: customCarts, stores: customStores, credit: creditService });

  const shop = createShop({
    db,
    clock,
    config: deps.config,
    logger: deps.logger,
    app,
    providers: deps.payments,
    hooks: allHooks(customCarts, returns.hooks),
    drafts: customCarts,
    sweepPaused: () => readiness.state === 'starting',
    onSwept: (changes) => {
      metrics.sweeps.inc({ outcome: changes ? 'ok' : 'failed' });
      if (changes)
        for (const [timer, n] of Object.entries(changes) as [string, number][])
          if (n > 0) metrics.sweptRows.inc({ timer }, n);
    },
  });
  app.decorate('shop', shop);
  const balance = createBalanceService({ db, clock });
  // Her client pays from the statement link, or reports a payment made elsewhere (issue 30, decision 0771).
  const payLinks = createPayLinkService({
    db,
    clock,
    card: shop.card,
    statements,
    carts: customCarts,
    balance,
    quota: createQuota(db, clock),
    notify: createPayLinkNotifier({
      db,
      mailer: deps.mailer,
      sms: deps.sms,
      quota: createQuota(db, clock),
      logger: deps.logger,
      publicUrl: deps.config.publicUrl,
    }),
    log: deps.logger,
  });
  shop.payments.onOtherCardEvent((event) => payLinks.handleCardEvent(event));

  await app.register(
    async (api) => {
      // Open to anyone: sign-in and registration, configuration, the catalogue, webhooks, sandboxes.
      await api.register(authRoutes({ auth, cookie: cookieSpec, device: deviceCookie(deps.config.production) }));
      await api.register(routesOnly(passwordResetRoutes({ passwordReset })));
      await api.register(routesOnly(configRoutes({ ...flagConfig, sessions: auth.sessions, cookie: cookieSpec })));
      await api.register(
        routesOnly(
          clientLogRoutes({
            clientLogs: createClientLogService({ logger: deps.logger, clock, metrics }),
            customerOf: async (r) => {
              const token = r.cookies[cookieSpec.name];
              return token ? ((await auth.sessions.customerFor(token))?.customerId ?? null) : null;
            },
          }),
        ),
      );
      await api.register(routesOnly(postalCodeRoutes({ findPostalCode })));
      await api.register(
        publicStoreRoutes({
          stores: customStores,
          reads: createReadLimiter({ clock, max: PUBLIC_STORE_READS_PER_MINUTE, windowMs: 60_000 }),
        }),
      );
      await api.register(routesOnly(publicStatementRoutes({ statements })));
      await api.register(publicPayLinkRoutes({ payLinks }));
      await api.register(shop.publicRoutes({ clientModePrices: customStores.clientModePrices, optionalCustomer }));
      await api.register(routesOnly(sessionCustomerRoutes({ customers, optionalCustomer })));
      if (deps.config.demo && deps.outbox)
        await api.register(routesOnly(devRoutes({ outbox: deps.outbox, db: deps.db, clock: deps.clock })));
      if (deps.config.partnerWalletUrl === PARTNER_WALLET_SANDBOX_PATH)
        await api.register(routesOnly(partnerWalletSandboxRoutes()));

      // The customer's account: every route of this group needs a live session.
      await api.register(async (account) => {
        await account.register(customerSession, { sessions: auth.sessions, cookie: cookieSpec });
        await account.register(routesOnly(customerRoutes({ customers })));
        await account.register(customStoreRoutes({ stores: customStores }));
        await account.register(routesOnly(customCartRoutes({ carts: customCarts, clock })));
        await account.register(routesOnly(clientLedgerRoutes({ carts: customCarts })));
        await account.register(routesOnly(todayRoutes({ today })));
        await account.register(routesOnly(buyForClientsRoutes({ carts: customCarts })));
        await account.register(
          routesOnly(storeVisitRoutes({ visit: createStoreVisitService({ carts: customCarts, salesTools }) })),
        );
        await account.register(routesOnly(statementRoutes({ statements })));
        await account.register(payLinkRoutes({ payLinks }));
        await account.register(shop.customerRoutes);
        await account.register(routesOnly(personalDataRoutes({ personalData, cookie: cookieSpec })));
        await account.register(routesOnly(oneTimeCodeRoutes({ codes })));
        await account.register(routesOnly(addressRoutes({ addresses: createAddressService({ db }) })));
        await account.register(routesOnly(stockAlertRoutes({ stockAlerts })));
        await account.register(
          routesOnly(
            accountDeletionRoutes({ deletion: createAccountDeletionService({ db, clock }), cookie: cookieSpec }),
          ),
        );
        await account.register(routesOnly(creditAuthRoutes({ tokens: creditTokens })));
        await account.register(routesOnly(creditContractRoutes()));
        await account.register(
          routesOnly(
            balanceRoutes({
              balance,
              enabled: deps.config.flags.purchase_with_balance_crediprice,
            }),
          ),
        );
        await account.register(routesOnly(couponRoutes({ coupons: createCouponService({ db, clock }) })));
        await account.register(routesOnly(membershipRoutes({ membership: createMembershipService({ db, clock }) })));
        await account.register(routesOnly(accountOrderRoutes({ orders: accountOrders })));
        await account.register(routesOnly(returnRoutes({ returns })));
        await account.register(salesToolsRoutes({ salesTools }));
        await account.register(routesOnly(contactRoutes({ contacts })));
        await account.register(registerOrderRoutes({ registerOrder }));
      });

      // The credit service: its own bearer token, issued by GET credit/auth.
      await api.register(async (credit) => {
        await credit.register(creditToken, { tokens: creditTokens });
        await credit.register(
          creditRoutes({
            credit: creditService,
            applications: createApplicationService({
              db,
              clock,
              sms: deps.sms,
              onCodeSent: () => metrics.codesSent.inc({ purpose: 'credit_nip', channel: 'sms' }),
            }),
          }),
        );
      });

      // The staff API: bearer ADMIN_TOKEN.
      await api.register(
        async (staff) => {
          await staff.register(staffToken, { token: deps.config.adminToken });
          await staff.register(adminRoutes({ admin: shop.admin, sweeper: shop.sweeper, returns }));
          await staff.register(salesToolsStaffRoutes({ salesTools }));
        },
        { prefix: '/admin' },
      );
    },
    { prefix: '/api' },
  );

  // The product page's main picture is its largest paint: the HTML preloads it (issue 16). The server renders every
  // page from its first data, as the API answers who asks (page-data.ts): a signed-in customer's pages hers, the
  // public store's and a statement link's their own (decision 0790).
  const pageData = createPageData({
    clock,
    customers,
    customStores,
    customCarts,
    accountOrders,
    creditService,
    creditTokens,
    shop,
    statements,
    payLinks,
    stockAlerts,
    today,
    clientModePrices: customStores.clientModePrices,
    flagsFor: featureFlagsFor(flagConfig),
  });
  await registerWebApp(app, deps.config.webDist, requestLog, {
    lcpImage: async (pathname) => {
      const slug = productSlugOf(pathname);
      return slug ? productImage(db, slug) : undefined;
    },
    pageData: async (request) => {
      const customer = await optionalCustomer(request);
      return customer ? pageData.forCustomer(customer, request.url) : pageData.forVisitor();
    },
    publicData: async (request, pathname) => pageData.forPublic(await optionalCustomer(request), pathname),
    storeData: (storeId, query) => pageData.forStore(storeId, query),
    storePreview: (storeId) => customStores.preview(storeId, deps.config.publicUrl),
    statementData: (token, request) => pageData.forStatement(token, request.ip),
  });
  return app;
}

/**
 * The shop's part of the composition root: catalogue, bag, checkout, payments (with the built-in provider
 * sandboxes unless real providers are given), pickups, timers and the staff API's services.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '@shop/domain/clock';
import type { Db } from '@shop/db/client';
import type { Config } from '../config';
import type { AnyApp } from '../http';
import { catalogRoutes, type ClientModePrices, type OptionalCustomer } from './catalog/routes';
import { createCatalogService } from './catalog/service';
import { createBagService } from './bag/service';
import { bagRoutes } from './bag/routes';
import { createOrderService, type ShopOrderHooks } from './orders/service';
import { createCheckoutService } from './orders/checkout';
import { checkoutRoutes } from './orders/routes';
import { createSweeper, type SweepChanges } from './orders/sweeps';
import { createPaymentService } from './payments/service';
import { paymentRoutes, paymentWebhookRoutes } from './payments/routes';
import { createCardSandbox } from './payments/card-sandbox';
import { createWalletSandbox } from './payments/wallet-sandbox';
import type { CardProvider, WalletProvider, WebhookTransport } from './payments/providers';
import { createSchedulerService } from './scheduler/service';
import { schedulerRoutes } from './scheduler/routes';
import { createAdminService } from './admin/service';

export interface PaymentProviders {
  card: CardProvider;
  wallet: WalletProvider;
}

type Log = {
  warn: (o: object, m: string) => void;
  info: (o: object, m: string) => void;
  error: (o: object, m: string) => void;
};

export function createShop(deps: {
  db: Db;
  clock: Clock;
  config: Config;
  logger: Log;
  app: AnyApp;
  providers?: PaymentProviders | undefined;
  /** Customer orders follow the items bought through the bag (decision 0511). */
  hooks?: ShopOrderHooks | undefined;
  /** Swept with the timers: customer orders abandoned while being registered (decision 0532). */
  drafts?: { sweepAbandonedDrafts(): Promise<number> } | undefined;
  onSwept?: ((changes: SweepChanges | null) => void) | undefined;
  /** True while the timers must not run (the process is still migrating). */
  sweepPaused?: (() => boolean) | undefined;
}) {
  const { db, clock, config } = deps;
  // The sandboxes deliver their webhooks to our own endpoint through the app itself (signature and all).
  const transport: () => WebhookTransport = () => async (url, payload, headers) => {
    const res = await deps.app.inject({ method: 'POST', url, payload, headers });
    return { statusCode: res.statusCode };
  };
  const cardSandbox = deps.providers
    ? null
    : createCardSandbox({ db, clock, webhookSecret: config.cardWebhookSecret, transport, log: deps.logger });
  const walletSandbox = deps.providers
    ? null
    : createWalletSandbox({ db, clock, webhookSecret: config.walletWebhookSecret, transport, log: deps.logger });
  const card = deps.providers?.card ?? cardSandbox!.provider;
  const wallet = deps.providers?.wallet ?? walletSandbox!.provider;

  const catalog = createCatalogService({ db });
  const orders = createOrderService({ db, clock, hooks: deps.hooks });
  const payments = createPaymentService({
    db,
    clock,
    card,
    wallet,
    orders,
    storeBalanceEnabled: config.flags.purchase_with_balance_crediprice,
    log: deps.logger,
  });
  const bag = createBagService({ db, clock, hooks: deps.hooks });
  const checkout = createCheckoutService({
    db,
    clock,
    payments,
    orders,
    storeBalanceEnabled: config.flags.purchase_with_balance_crediprice,
    hooks: deps.hooks,
  });
  const scheduler = createSchedulerService({ db, clock, orders });
  const sweeper = createSweeper({
    db,
    clock,
    orders,
    payments,
    drafts: deps.drafts,
    log: deps.logger,
    onSwept: deps.onSwept,
  });
  const admin = createAdminService({ db, clock, orders });

  /** Open to anyone: the catalogue, the providers' webhooks and sandboxes, and the timers. */
  function publicRoutes(r: {
    optionalCustomer: OptionalCustomer;
    clientModePrices?: ClientModePrices;
  }): FastifyPluginAsyncZod {
    return async (api) => {
      await api.register(
        catalogRoutes({ catalog, optionalCustomer: r.optionalCustomer, clientModePrices: r.clientModePrices }),
      );
      await api.register(paymentWebhookRoutes({ payments, card, wallet }));
      if (cardSandbox) await api.register(cardSandbox.routes);
      if (walletSandbox) await api.register(walletSandbox.routes);
      if (config.sweepIntervalMs > 0) {
        const stop = sweeper.start(config.sweepIntervalMs, deps.sweepPaused);
        api.addHook('onClose', async () => stop());
      }
    };
  }
  /** For the group behind the session guard: bag, checkout, payments, pickups. */
  const customerRoutes: FastifyPluginAsyncZod = async (api) => {
    await api.register(bagRoutes({ bag }));
    await api.register(checkoutRoutes({ checkout, payments }));
    await api.register(paymentRoutes({ payments, card, wallet }));
    await api.register(schedulerRoutes({ scheduler }));
  };

  return {
    publicRoutes,
    customerRoutes,
    catalog,
    orders,
    payments,
    bag,
    checkout,
    scheduler,
    sweeper,
    admin,
    cardSandbox,
    walletSandbox,
    /** The card provider in use (the sandbox unless real providers were given). */
    card,
  };
}
export type Shop = ReturnType<typeof createShop>;

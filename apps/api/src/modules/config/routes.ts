import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { featureFlagsResponse, type FeatureFlagsResponse } from '@shop/contracts/config';
import type { FeatureFlags } from '../../config';
import type { SessionStore } from '../auth/session-store';
import type { SessionCookie } from '../../plugins/session';

interface FlagsDeps {
  flags: FeatureFlags;
  supportPhone: string;
  supportWhatsapp: string;
  partnerWalletUrl: string;
  logCollectorUrl: string | null;
}

/** The feature flags a visitor (null) or a signed-in customer sees: the API's answer and the app pages' HTML. */
export function featureFlagsFor(deps: FlagsDeps) {
  return (customer: { username: string } | null): FeatureFlagsResponse => ({
    nps_survey: deps.flags.nps_survey,
    purchase_with_balance_crediprice: deps.flags.purchase_with_balance_crediprice,
    web_ship_order_customer_house: deps.flags.web_ship_order_customer_house,
    test_user_tags: (customer && deps.flags.test_users?.[customer.username]) || [],
    support_phone: deps.supportPhone,
    support_whatsapp: deps.supportWhatsapp,
    partner_wallet_url: deps.partnerWalletUrl,
    log_collector_url: deps.logCollectorUrl,
  });
}

export function configRoutes(
  deps: FlagsDeps & {
    sessions: SessionStore;
    cookie: SessionCookie;
  },
): FastifyPluginAsyncZod {
  const flagsFor = featureFlagsFor(deps);
  return async (app) => {
    app.get(
      '/feature-flags',
      {
        schema: {
          tags: ['config'],
          summary: 'Feature flags for the current visitor',
          response: { 200: featureFlagsResponse },
        },
      },
      async (request) => {
        const token = request.cookies[deps.cookie.name];
        return flagsFor(token && deps.flags.test_users ? await deps.sessions.customerFor(token) : null);
      },
    );
  };
}

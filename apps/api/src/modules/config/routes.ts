import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { featureFlagsResponse } from '@shop/contracts/config';
import type { FeatureFlags } from '../../config';
import type { SessionStore } from '../auth/session-store';
import type { SessionCookie } from '../../plugins/session';

export function configRoutes(deps: {
  flags: FeatureFlags;
  sessions: SessionStore;
  cookie: SessionCookie;
  supportPhone: string;
  supportWhatsapp: string;
  partnerWalletUrl: string;
  logCollectorUrl: string | null;
}): FastifyPluginAsyncZod {
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
        const customer = token && deps.flags.test_users ? await deps.sessions.customerFor(token) : null;
        return {
          nps_survey: deps.flags.nps_survey,
          purchase_with_balance_crediprice: deps.flags.purchase_with_balance_crediprice,
          web_ship_order_customer_house: deps.flags.web_ship_order_customer_house,
          test_user_tags: (customer && deps.flags.test_users?.[customer.username]) || [],
          support_phone: deps.supportPhone,
          support_whatsapp: deps.supportWhatsapp,
          partner_wallet_url: deps.partnerWalletUrl,
          log_collector_url: deps.logCollectorUrl,
        };
      },
    );
  };
}

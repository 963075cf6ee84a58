import { z } from 'zod';

/** GET feature-flags. */
export const featureFlagsResponse = z.object({
  nps_survey: z.boolean(),
  purchase_with_balance_crediprice: z.boolean(),
  web_ship_order_customer_house: z.boolean(),
  /** The test_users tags of the signed-in user only; the map itself is not revealed. */
  test_user_tags: z.array(z.string()),
  support_phone: z.string(),
  /** A mobile number of the support team that answers on WhatsApp ('' when there is none). */
  support_whatsapp: z.string(),
  /** The partner wallet page; the web app adds ?id={member number} (reseller-area §7). */
  partner_wallet_url: z.string(),
  /** Where the web app sends its log entries: null for the shop's own POST /api/client-logs (LOG_COLLECTOR_URL). */
  log_collector_url: z.string().nullable(),
});
export type FeatureFlagsResponse = z.infer<typeof featureFlagsResponse>;

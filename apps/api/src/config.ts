/** Configuration from the environment (README: "Configuration"). Read once at start. */
export interface FeatureFlags {
  nps_survey: boolean;
  purchase_with_balance_crediprice: boolean;
  web_ship_order_customer_house: boolean;
  /** Maps usernames to tag lists (e.g. 'order_problems'). Off when null. */
  test_users: Record<string, string[]> | null;
}

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  demo: boolean;
  production: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  postalCodesFile: string | undefined;
  webDist: string | undefined;
  logLevel: string;
  flags: FeatureFlags;
  /** Help phone shown in the order-problems banner and order messages. */
  supportPhone: string;
  /** Trust X-Forwarded-For from a proxy in front of the shop. */
  trustProxy: boolean;
  /** Bearer token of the staff API and `npm run ops` (docs/decisions/0206); demo default in demo mode. */
  adminToken: string | undefined;
  /** Webhook signing secrets of the card and wallet providers. */
  cardWebhookSecret: string;
  walletWebhookSecret: string;
  /** How often each process sweeps the order timers; 0 turns the sweeper off. */
  sweepIntervalMs: number;
  /** The partner wallet page embedded at /mi-cuenta/adidas (reseller-area §7); the built-in sandbox when unset. */
  partnerWalletUrl: string;
}

export const PARTNER_WALLET_SANDBOX_PATH = '/api/sandbox/partner-wallet';

const bool = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === '' ? fallback : !['0', 'false', 'no', 'off'].includes(value.toLowerCase());

const DEMO_TEST_USERS: Record<string, string[]> = { '300001': ['order_problems'] };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const demo = bool(env.DEMO, true);
  const flag = (name: string) => bool(env[`FLAG_${name.toUpperCase()}`], demo);
  let testUsers: Record<string, string[]> | null = null;
  if (env.FLAG_TEST_USERS && !['0', 'false', 'off'].includes(env.FLAG_TEST_USERS)) {
    testUsers = env.FLAG_TEST_USERS.trim().startsWith('{')
      ? (JSON.parse(env.FLAG_TEST_USERS) as Record<string, string[]>)
      : DEMO_TEST_USERS;
  } else if (env.FLAG_TEST_USERS === undefined && demo) {
    testUsers = DEMO_TEST_USERS;
  }
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? './data',
    demo,
    production: env.NODE_ENV === 'production',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Price Shoes <no-responder@priceshoes.demo.mx>',
    postalCodesFile: env.POSTAL_CODES_FILE || undefined,
    webDist: env.WEB_DIST,
    logLevel: env.LOG_LEVEL ?? 'info',
    flags: {
      nps_survey: flag('nps_survey'),
      purchase_with_balance_crediprice: flag('purchase_with_balance_crediprice'),
      web_ship_order_customer_house: flag('web_ship_order_customer_house'),
      test_users: testUsers,
    },
    supportPhone: env.SUPPORT_PHONE ?? '800 400 3030',
    trustProxy: bool(env.TRUST_PROXY, false),
    adminToken: env.ADMIN_TOKEN || (demo ? 'demo-admin-token' : undefined),
    cardWebhookSecret: env.CARD_WEBHOOK_SECRET || 'whsec_demo_card_sandbox',
    walletWebhookSecret: env.WALLET_WEBHOOK_SECRET || 'whsec_demo_wallet_sandbox',
    sweepIntervalMs: Number(env.SWEEP_INTERVAL_MS ?? 60_000),
    partnerWalletUrl: env.PARTNER_WALLET_URL || PARTNER_WALLET_SANDBOX_PATH,
  };
}

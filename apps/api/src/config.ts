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
  /** Connections of the PostgreSQL pool (DATABASE_POOL_SIZE); ignored with PGlite. */
  databasePoolSize: number;
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
  /** The support team's WhatsApp (a mobile, 52 + 10 digits); the site footer links to it when set. */
  supportWhatsapp: string;
  /** Trust X-Forwarded-For from a proxy in front of the shop. */
  trustProxy: boolean;
  /** Bearer token of the staff API and `npm run ops` (docs/decisions/0206); demo default in demo mode only. */
  adminToken: string | undefined;
  /** Webhook signing secrets of the card and wallet providers. */
  cardWebhookSecret: string;
  walletWebhookSecret: string;
  /** How often each process sweeps the order timers; 0 turns the sweeper off. */
  sweepIntervalMs: number;
  /** The partner wallet page embedded at /mi-cuenta/adidas (reseller-area §7); the built-in sandbox when unset. */
  partnerWalletUrl: string;
  /** The shop's own address, for links sent by e-mail (never taken from a request's Host header). */
  publicUrl: string;
  /** An external HTTP collector the web app sends its log entries to; the shop's own /api/client-logs when unset. */
  logCollectorUrl: string | null;
  /** Bearer token of GET /metrics; without it /metrics is open in demo mode and absent otherwise. */
  metricsToken: string | undefined;
  /** After SIGTERM, how long /readyz answers 503 while requests are still served, before the server closes. */
  drainDelayMs: number;
}

function collectorUrl(value: string | undefined): string | null {
  if (!value) return null;
  const url = new URL(value); // a malformed LOG_COLLECTOR_URL stops the start with its error
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('LOG_COLLECTOR_URL must be http(s)');
  return url.href;
}

export const PARTNER_WALLET_SANDBOX_PATH = '/api/sandbox/partner-wallet';

/** PostgreSQL connections per shop process unless DATABASE_POOL_SIZE says otherwise. */
const DEFAULT_POOL_SIZE = 10;

function positiveInt(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 1000)
    throw new ConfigError(`${name} must be a whole number from 1 to 1000.`);
  return n;
}

const bool = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === '' ? fallback : !['0', 'false', 'no', 'off'].includes(value.toLowerCase());

/** The sandboxes' built-in webhook secrets: demo mode only, refused as configured secrets otherwise. */
export const DEMO_WEBHOOK_SECRETS = { card: 'whsec_demo_card_sandbox', wallet: 'whsec_demo_wallet_sandbox' } as const;

/** A configuration the shop refuses to start with; the message says what to set. */
export class ConfigError extends Error {}

/** Outside demo mode each webhook secret must be set, and not to a sandbox default (decision 0641). */
function webhookSecret(env: NodeJS.ProcessEnv, name: string, demoDefault: string, demo: boolean): string {
  const value = env[name]?.trim();
  if (demo) return value || demoDefault;
  if (!value || Object.values(DEMO_WEBHOOK_SECRETS).includes(value as never))
    throw new ConfigError(
      `${name} is required with DEMO=false: set it to the webhook signing secret of the provider ` +
        '(the sandbox default secret is accepted in demo mode only).',
    );
  if (value.length < 16) throw new ConfigError(`${name} is too short: use at least 16 characters.`);
  return value;
}

/** cliente@demo.mx sees the held-order banner, naming her order 3000100034 (decision 0731). */
const DEMO_TEST_USERS: Record<string, string[]> = { '300001': ['order_problems', 'order_problems:3000100034'] };

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
    // Demo mode (open outbox, demo staff token, known passwords) listens on this machine only unless HOST says otherwise.
    host: env.HOST || (demo ? '127.0.0.1' : '0.0.0.0'),
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: positiveInt(env.DATABASE_POOL_SIZE, 'DATABASE_POOL_SIZE') ?? DEFAULT_POOL_SIZE,
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
    supportWhatsapp: env.SUPPORT_WHATSAPP ?? (demo ? '525540003030' : ''),
    trustProxy: bool(env.TRUST_PROXY, false),
    adminToken: env.ADMIN_TOKEN || (demo ? 'demo-admin-token' : undefined),
    cardWebhookSecret: webhookSecret(env, 'CARD_WEBHOOK_SECRET', DEMO_WEBHOOK_SECRETS.card, demo),
    walletWebhookSecret: webhookSecret(env, 'WALLET_WEBHOOK_SECRET', DEMO_WEBHOOK_SECRETS.wallet, demo),
    sweepIntervalMs: Number(env.SWEEP_INTERVAL_MS ?? 60_000),
    partnerWalletUrl: env.PARTNER_WALLET_URL || PARTNER_WALLET_SANDBOX_PATH,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${env.PORT ?? 3000}`).replace(/\/+$/, ''),
    logCollectorUrl: collectorUrl(env.LOG_COLLECTOR_URL),
    metricsToken: env.METRICS_TOKEN || undefined,
    drainDelayMs: Number(env.DRAIN_DELAY_MS ?? (demo ? 0 : 5_000)),
  };
}

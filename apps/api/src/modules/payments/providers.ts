/**
 * The payment providers as our code sees them (docs/decisions/0204-payment-providers.md). The built-in
 * sandboxes (card-sandbox.ts, wallet-sandbox.ts) implement these and behave like the real services:
 * statuses, hosted pages, expiry and signed webhooks.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { shopMessages } from '@shop/contracts/shop-messages';

export type CardMethodType = 'card' | 'customer_balance' | 'oxxo';
export type CardIntentStatus = 'requires_payment_method' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';

export interface CardIntent {
  id: string;
  client_secret: string;
  status: CardIntentStatus;
  amount: number;
  currency: 'mxn';
  payment_method: {
    type: CardMethodType;
    brand: string | null;
    voucher_url: string | null;
    customer_balance: { instruction_url: string | null } | null;
  };
  /**
   * What the payer does next, as the real provider says it: a 3-D Secure page for a card; for a cash voucher
   * the number the cashier scans; for a bank transfer the account (CLABE) and the reference to quote.
   */
  next_action: {
    redirect_to_url?: { url: string };
    oxxo_display_details?: { number: string; hosted_voucher_url: string };
    display_bank_transfer_instructions?: {
      reference: string;
      financial_addresses: { type: 'spei'; spei: { bank_name: string; clabe: string } }[];
      hosted_instructions_url: string;
    };
  } | null;
  last_payment_error: { message: string } | null;
  metadata: Record<string, string>;
  expires_at: string | null;
}

export interface CardEvent {
  id: string;
  type:
    | 'payment_intent.succeeded'
    | 'payment_intent.payment_failed'
    | 'payment_intent.canceled'
    | 'payment_intent.requires_action';
  created: number;
  data: { object: CardIntent };
}

export interface CardProvider {
  createIntent(input: {
    amountCents: number;
    methodType: CardMethodType;
    reference: string;
    expiresAt: Date | null;
  }): Promise<CardIntent>;
  retrieveIntent(id: string): Promise<CardIntent | null>;
  cancelIntent(id: string): Promise<void>;
  /** Checks the signature over the raw body and its age; throws WebhookSignatureError. */
  parseWebhook(rawBody: string, signature: string | undefined): CardEvent;
}

export interface WalletItem {
  title: string;
  quantity: number;
  /** centavos */
  unit_price: number;
}
export interface WalletPreference {
  id: string;
  init_point: string;
  external_reference: string;
  items: WalletItem[];
}
export type WalletPaymentStatus = 'pending' | 'approved' | 'rejected' | 'cancelled';
export interface WalletPayment {
  id: string;
  status: WalletPaymentStatus;
  status_detail: string;
  external_reference: string;
  payment_type_id: 'ticket' | 'account_money' | 'credit_card';
  transaction_amount: number;
  transaction_details: { external_resource_url: string | null };
}
export interface WalletEvent {
  id: string;
  type: 'payment';
  action: 'payment.created' | 'payment.updated';
  data: { id: string };
}

export interface WalletProvider {
  createPreference(input: {
    externalReference: string;
    items: WalletItem[];
    payer: { email?: string; name?: string };
    backUrl: string;
  }): Promise<WalletPreference>;
  getPreference(id: string): Promise<WalletPreference | null>;
  getPayment(id: string): Promise<WalletPayment | null>;
  /** The newest payment made for an external reference. */
  findPayment(externalReference: string): Promise<WalletPayment | null>;
  parseWebhook(rawBody: string, signature: string | undefined): WalletEvent;
}

export class WebhookSignatureError extends Error {}

/**
 * An id the providers issue ('pi_…', 'pay-…', digits): letters, digits, '_' and '-' only, so an id taken from
 * a path can be echoed into a Location header or a page without encoding surprises; anything else is a 400.
 */
export const providerIdParams = z.object({
  id: z.string().regex(/^[\w-]{1,80}$/, shopMessages.payment.notFound),
});

/** The fields of a card event the shop reads; a signed event without them is a 400, never a 500. */
export const cardEventSchema = z.object({
  id: z.string().regex(/^[\w-]{1,120}$/),
  type: z.string().max(100),
  created: z.number().int().optional(),
  data: z.object({
    object: z.object({
      id: z.string().regex(/^[\w-]{1,120}$/),
      metadata: z.record(z.string().max(100), z.string().max(200)).default({}),
      last_payment_error: z
        .object({ message: z.string().max(500) })
        .nullable()
        .optional(),
    }),
  }),
});

/** The fields of a wallet event the shop reads. */
export const walletEventSchema = z.object({
  id: z.string().regex(/^[\w-]{1,120}$/),
  type: z.string().max(100).optional(),
  action: z.string().max(100).optional(),
  data: z.object({ id: z.string().regex(/^[\w-]{1,120}$/) }),
});

/** Parses a verified body into the event's shape; anything else is a WebhookSignatureError (a 400). */
export function parseEvent<T>(schema: z.ZodType<T>, rawBody: string): T {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new WebhookSignatureError('body is not JSON');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new WebhookSignatureError('event of an unknown shape');
  return parsed.data;
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, the scheme both providers use. */
export function signPayload(secret: string, body: string, unixSeconds: number) {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

export const WEBHOOK_TOLERANCE_SECONDS = 300;

export function verifySignature(secret: string, body: string, header: string | undefined, nowMs: number) {
  if (!header) throw new WebhookSignatureError('missing signature');
  const parts = Object.fromEntries(header.split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  const t = Number(parts.t);
  const given = parts.v1;
  if (!Number.isInteger(t) || !given || !/^[0-9a-f]{64}$/.test(given))
    throw new WebhookSignatureError('malformed signature');
  if (Math.abs(nowMs / 1000 - t) > WEBHOOK_TOLERANCE_SECONDS) throw new WebhookSignatureError('stale signature');
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  const got = Buffer.from(given, 'hex');
  if (got.length !== expected.length || !timingSafeEqual(got, expected))
    throw new WebhookSignatureError('bad signature');
}

/** How a sandbox reaches our webhook endpoint (HTTP in a real deployment, the app itself here). */
export type WebhookTransport = (
  path: string,
  body: string,
  headers: Record<string, string>,
) => Promise<{ statusCode: number }>;

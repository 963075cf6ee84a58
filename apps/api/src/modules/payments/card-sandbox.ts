/**
 * The built-in card provider: payment intents with client_secret (card, bank transfer through
 * customer_balance, convenience-store cash through an oxxo voucher), 3-D Secure on a hosted page, expiry,
 * and webhooks signed with HMAC. Its pages and API are served by our own server under /api/sandbox/card.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cardConfirmBody } from '@shop/contracts/payments';
import { shopMessages } from '@shop/contracts/shop-messages';
import type { Clock } from '@shop/domain/clock';
import { formatDateTime } from '@shop/domain/mexico-time';
import type { Db } from '@shop/db/client';
import type { sandboxCardIntents } from '@shop/db/schema/index';
import { HttpError } from '../../lib/http-errors';
import { esc, formatCentavos, hostedPage, safeReturnPath, sendPage } from './hosted-page';
import { createWebhookSender } from './sandbox-webhooks';
import { findSandboxCardIntent, insertSandboxCardIntent, updateSandboxCardIntent } from './repository';
import {
  cardEventSchema,
  parseEvent,
  providerIdParams,
  verifySignature,
  type CardEvent,
  type CardIntent,
  type CardMethodType,
  type CardProvider,
  type WebhookTransport,
} from './providers';

type IntentRow = typeof sandboxCardIntents.$inferSelect;
const BASE = '/api/sandbox/card';
export const CARD_WEBHOOK_PATH = '/api/payments/webhooks/card';

/** Test cards, as the real provider documents its own. */
export const TEST_CARDS = {
  success: '4242424242424242',
  successMastercard: '5555555555554444',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  authenticationRequired: '4000002500003155',
} as const;

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

function luhn(number: string) {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}
/** The cash voucher's number (what the convenience-store cashier scans), from our payment reference. */
const voucherNumber = (row: IntentRow) => (row.metadata.reference ?? row.id).replace(/\D/g, '').padEnd(14, '0');
/** The transfer's destination account (CLABE, 18 digits) and the reference the payer quotes. */
const transferClabe = (row: IntentRow) => `012180${row.id.slice(3, 15).replace(/\D/g, '7').padEnd(12, '0')}`;
const TRANSFER_BANK = 'BBVA México';

const brandOf = (n: string) =>
  n.startsWith('4') ? 'visa' : /^5[1-5]/.test(n) ? 'mastercard' : n.startsWith('3') ? 'amex' : 'unknown';

export function createCardSandbox(deps: {
  db: Db;
  clock: Clock;
  webhookSecret: string;
  transport: () => WebhookTransport;
  log: { warn: (o: object, m: string) => void };
}) {
  const { db, clock } = deps;

  function nextAction(row: IntentRow): CardIntent['next_action'] {
    if (row.status !== 'requires_action') return null;
    const secret = `?client_secret=${row.clientSecret}`;
    if (row.methodType === 'oxxo')
      return {
        oxxo_display_details: { number: voucherNumber(row), hosted_voucher_url: `${BASE}/vouchers/${row.id}${secret}` },
      };
    if (row.methodType === 'customer_balance')
      return {
        display_bank_transfer_instructions: {
          reference: row.metadata.reference ?? row.id,
          financial_addresses: [{ type: 'spei', spei: { bank_name: TRANSFER_BANK, clabe: transferClabe(row) } }],
          hosted_instructions_url: `${BASE}/instructions/${row.id}${secret}`,
        },
      };
    return { redirect_to_url: { url: `${BASE}/authenticate/${row.id}${secret}` } };
  }

  function view(row: IntentRow): CardIntent {
    return {
      id: row.id,
      client_secret: row.clientSecret,
      status: row.status as CardIntent['status'],
      amount: row.amountCents,
      currency: 'mxn',
      payment_method: {
        type: row.methodType as CardMethodType,
        brand: row.brand,
        voucher_url: row.methodType === 'oxxo' ? `${BASE}/vouchers/${row.id}?client_secret=${row.clientSecret}` : null,
        customer_balance:
          row.methodType === 'customer_balance'
            ? { instruction_url: `${BASE}/instructions/${row.id}?client_secret=${row.clientSecret}` }
            : null,
      },
      next_action: nextAction(row),
      last_payment_error: row.lastError ? { message: row.lastError } : null,
      metadata: row.metadata,
      expires_at: row.expiresAt?.toISOString() ?? null,
    };
  }

  async function load(intentId: string) {
    return findSandboxCardIntent(db, intentId);
  }

  /** Loads an intent for a browser that holds its client secret; an expired voucher/transfer is cancelled first. */
  async function loadForClient(intentId: string, clientSecret: string) {
    let row = await load(intentId);
    if (!row || row.clientSecret !== clientSecret) throw new HttpError(404, shopMessages.payment.notFound);
    if (row.expiresAt && row.expiresAt <= clock.now() && row.status !== 'succeeded' && row.status !== 'canceled') {
      row = await update(row.id, { status: 'canceled' }, 'payment_intent.canceled');
    }
    return row;
  }

  /** Moves an intent and tells the shop (a signed webhook) once the change is stored. */
  async function update(
    intentId: string,
    values: Partial<typeof sandboxCardIntents.$inferInsert>,
    event?: CardEvent['type'],
  ) {
    const row = await updateSandboxCardIntent(db, intentId, { ...values, updatedAt: clock.now() });
    if (event) await emit(event, view(row!));
    return row!;
  }

  const send = createWebhookSender({
    db,
    clock,
    provider: 'card',
    secret: deps.webhookSecret,
    path: CARD_WEBHOOK_PATH,
    signatureHeader: 'stripe-signature',
    transport: deps.transport,
    log: deps.log,
  });
  const emit = (type: CardEvent['type'], intent: CardIntent) =>
    send({
      id: id('evt'),
      type,
      created: Math.floor(clock.now().getTime() / 1000),
      data: { object: intent },
    } satisfies CardEvent);

  const provider: CardProvider = {
    async createIntent(input) {
      const now = clock.now();
      const intentId = id('pi');
      const row = await insertSandboxCardIntent(db, {
        id: intentId,
        clientSecret: `${intentId}_secret_${randomBytes(10).toString('hex')}`,
        amountCents: input.amountCents,
        status: input.methodType === 'card' ? 'requires_payment_method' : 'requires_action',
        methodType: input.methodType,
        brand: input.methodType === 'oxxo' ? 'oxxo' : null,
        metadata: { reference: input.reference },
        expiresAt: input.methodType === 'card' ? null : input.expiresAt,
        createdAt: now,
        updatedAt: now,
      });
      return view(row!);
    },
    async retrieveIntent(intentId) {
      const row = await load(intentId);
      return row ? view(row) : null;
    },
    async cancelIntent(intentId) {
      const row = await load(intentId);
      if (row && row.status !== 'succeeded' && row.status !== 'canceled')
        await update(intentId, { status: 'canceled' });
    },
    parseWebhook(rawBody, signature) {
      verifySignature(deps.webhookSecret, rawBody, signature, clock.now().getTime());
      return parseEvent(cardEventSchema, rawBody) as unknown as CardEvent;
    },
  };

  /** The card's outcome, like the provider's test cards. */
  function cardOutcome(card: z.infer<typeof cardConfirmBody>['payment_method']['card']) {
    const number = card.number.replace(/[\s-]/g, '');
    const now = clock.now();
    if (!/^\d{13,19}$/.test(number) || !luhn(number))
      return { error: shopMessages.payment.incorrectNumber, code: 'incorrect_number' };
    const year = card.exp_year < 100 ? 2000 + card.exp_year : card.exp_year;
    if (
      card.exp_month < 1 ||
      card.exp_month > 12 ||
      year * 12 + card.exp_month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1
    )
      return { error: shopMessages.payment.expiredCard, code: 'expired_card' };
    if (!/^\d{3,4}$/.test(card.cvc)) return { error: shopMessages.payment.incorrectCvc, code: 'incorrect_cvc' };
    if (number === TEST_CARDS.declined) return { error: shopMessages.payment.cardDeclined, code: 'card_declined' };
    if (number === TEST_CARDS.insufficientFunds)
      return { error: shopMessages.payment.insufficientFunds, code: 'card_declined' };
    if (number === TEST_CARDS.authenticationRequired)
      return { action: true as const, brand: brandOf(number), last4: number.slice(-4) };
    return { ok: true as const, brand: brandOf(number), last4: number.slice(-4) };
  }

  const formParser: FastifyPluginAsyncZod = async (app) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
  };

  const routes: FastifyPluginAsyncZod = async (app) => {
    await formParser(app, {});
    const tags = ['sandbox: card provider'];

    app.post(
      '/sandbox/card/v1/payment_intents/:id/confirm',
      {
        schema: {
          tags,
          summary: 'Confirm a payment intent with a card (what the payment form calls; the provider side)',
          params: providerIdParams,
          body: cardConfirmBody,
        },
      },
      async (request, reply) => {
        const row = await loadForClient(request.params.id, request.body.client_secret);
        if (row.methodType !== 'card' || !['requires_payment_method', 'requires_action'].includes(row.status)) {
          return reply.code(400).send({
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              message: shopMessages.payment.failed,
            },
            payment_intent: view(row),
          });
        }
        const outcome = cardOutcome(request.body.payment_method.card);
        if ('error' in outcome) {
          const failed = await update(
            row.id,
            { status: 'requires_payment_method', lastError: outcome.error ?? null },
            'payment_intent.payment_failed',
          );
          return reply.code(402).send({
            error: { type: 'card_error', code: outcome.code, message: outcome.error },
            payment_intent: view(failed),
          });
        }
        if ('action' in outcome) {
          const pending = await update(row.id, {
            status: 'requires_action',
            brand: outcome.brand,
            last4: outcome.last4,
            lastError: null,
          });
          const returnUrl = safeReturnPath(request.body.return_url);
          const v = view(pending);
          return {
            ...v,
            next_action: {
              redirect_to_url: {
                url: `${v.next_action!.redirect_to_url!.url}&return_url=${encodeURIComponent(returnUrl)}`,
              },
            },
          };
        }
        return view(
          await update(
            row.id,
            { status: 'succeeded', brand: outcome.brand, last4: outcome.last4, lastError: null },
            'payment_intent.succeeded',
          ),
        );
      },
    );

    const secretQuery = z.object({ client_secret: z.string().max(200), return_url: z.string().max(500).optional() });

    app.get(
      '/sandbox/card/authenticate/:id',
      {
        schema: {
          tags,
          summary: 'Hosted 3-D Secure page',
          params: providerIdParams,
          querystring: secretQuery,
        },
      },
      async (request, reply) => {
        const row = await loadForClient(request.params.id, request.query.client_secret);
        const ret = safeReturnPath(request.query.return_url);
        const body =
          row.status === 'requires_action'
            ? `<p>Tu banco pide confirmar el pago de <strong>${formatCentavos(row.amountCents)}</strong> con la tarjeta terminada en ${esc(row.last4 ?? '')}.</p>
<form method="post" action="${BASE}/authenticate/${row.id}"><input type="hidden" name="client_secret" value="${esc(row.clientSecret)}"><input type="hidden" name="return_url" value="${esc(ret)}">
<button name="outcome" value="approve">Autorizar pago</button><button class="secondary" name="outcome" value="decline">Rechazar</button></form>`
            : `<p>Este pago ya no necesita autenticación.</p><p><a href="${esc(ret)}">Volver a la tienda</a></p>`;
        return sendPage(reply, hostedPage('Autenticación de tu pago', 'la pasarela de tarjetas', body));
      },
    );

    app.post(
      '/sandbox/card/authenticate/:id',
      {
        schema: {
          tags,
          summary: 'Answer of the 3-D Secure page',
          params: providerIdParams,
          body: z.object({
            client_secret: z.string().max(200),
            outcome: z.enum(['approve', 'decline']),
            return_url: z.string().max(500).optional(),
          }),
        },
      },
      async (request, reply) => {
        const row = await loadForClient(request.params.id, request.body.client_secret);
        if (row.status === 'requires_action' && row.methodType === 'card') {
          if (request.body.outcome === 'approve')
            await update(row.id, { status: 'succeeded' }, 'payment_intent.succeeded');
          else
            await update(
              row.id,
              { status: 'requires_payment_method', lastError: shopMessages.payment.authenticationFailed },
              'payment_intent.payment_failed',
            );
        }
        return reply.redirect(safeReturnPath(request.body.return_url), 303);
      },
    );

    for (const kind of ['instructions', 'vouchers'] as const) {
      const methodType = kind === 'instructions' ? 'customer_balance' : 'oxxo';
      app.get(
        `/sandbox/card/${kind}/:id`,
        {
          schema: {
            tags,
            summary:
              kind === 'instructions'
                ? 'Hosted bank-transfer instructions (instruction_url)'
                : 'Hosted convenience-store voucher (voucher_url)',
            params: providerIdParams,
            querystring: secretQuery,
          },
        },
        async (request, reply) => {
          const row = await loadForClient(request.params.id, request.query.client_secret);
          if (row.methodType !== methodType) throw new HttpError(404, shopMessages.payment.notFound);
          const ref = row.metadata.reference ?? row.id;
          const until = row.expiresAt ? formatDateTime(row.expiresAt) : '';
          const details =
            kind === 'instructions'
              ? `<dl><dt>Banco</dt><dd>${TRANSFER_BANK}</dd><dt>CLABE</dt><dd><code>${transferClabe(row)}</code></dd><dt>Referencia</dt><dd><code>${esc(ref)}</code></dd><dt>Importe</dt><dd>${formatCentavos(row.amountCents)}</dd><dt>Válida hasta</dt><dd>${esc(until)} (hora del centro de México)</dd></dl><p>${esc(shopMessages.payment.transferNote)}</p>`
              : `<dl><dt>Referencia OXXO</dt><dd><code>${voucherNumber(row)}</code></dd><dt>Importe</dt><dd>${formatCentavos(row.amountCents)}</dd><dt>Válida hasta</dt><dd>${esc(until)} (hora del centro de México)</dd></dl><p>${esc(shopMessages.payment.cashNote)}</p>`;
          const state =
            row.status === 'succeeded'
              ? '<p><strong>Pago recibido.</strong></p>'
              : row.status === 'canceled'
                ? '<p><strong>Esta referencia venció.</strong> Genera una nueva desde tu pedido.</p>'
                : `<form method="post" action="${BASE}/${kind}/${row.id}/pay"><input type="hidden" name="client_secret" value="${esc(row.clientSecret)}"><button>${kind === 'instructions' ? 'Simular transferencia recibida' : 'Simular pago en tienda'}</button></form>`;
          return sendPage(
            reply,
            hostedPage(
              kind === 'instructions' ? 'Transferencia bancaria' : 'Pago en efectivo en tienda',
              'la pasarela de tarjetas',
              details + state,
            ),
          );
        },
      );
      app.post(
        `/sandbox/card/${kind}/:id/pay`,
        {
          schema: {
            tags,
            summary: 'Sandbox only: the funds arrive',
            params: providerIdParams,
            body: z.object({ client_secret: z.string().max(200) }),
          },
        },
        async (request, reply) => {
          const row = await loadForClient(request.params.id, request.body.client_secret);
          if (row.methodType === methodType && row.status === 'requires_action')
            await update(row.id, { status: 'succeeded' }, 'payment_intent.succeeded');
          return reply.redirect(`${BASE}/${kind}/${row.id}?client_secret=${encodeURIComponent(row.clientSecret)}`, 303);
        },
      );
    }
  };

  return {
    provider,
    routes,
  };
}
export type CardSandbox = ReturnType<typeof createCardSandbox>;

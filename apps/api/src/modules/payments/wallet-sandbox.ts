/**
 * The built-in wallet provider: preferences with an init_point (its hosted checkout, where the payer
 * approves, declines or asks for a cash ticket), payments with external_resource_url, and signed
 * webhooks that carry only the payment id (the shop then reads the payment, as with the real one).
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopMessages } from '@shop/contracts/shop-messages';
import type { Clock } from '@shop/domain/clock';
import type { Db } from '@shop/db/client';
import type { sandboxWalletPayments, sandboxWalletPreferences } from '@shop/db/schema/index';
import { HttpError } from '../../lib/http-errors';
import { esc, formatCentavos, hostedPage, safeReturnPath, sendPage } from './hosted-page';
import { createWebhookSender } from './sandbox-webhooks';
import {
  approvePendingSandboxWalletPayment,
  findSandboxWalletPayment,
  findSandboxWalletPreference,
  insertSandboxWalletPayment,
  insertSandboxWalletPreference,
  latestSandboxWalletPayment,
} from './repository';
import {
  parseEvent,
  providerIdParams,
  verifySignature,
  walletEventSchema,
  type WalletEvent,
  type WalletItem,
  type WalletPayment,
  type WalletPreference,
  type WalletProvider,
  type WebhookTransport,
} from './providers';

const BASE = '/api/sandbox/wallet';
export const WALLET_WEBHOOK_PATH = '/api/payments/webhooks/wallet';
const id = (prefix: string) => `${prefix}-${randomBytes(10).toString('hex')}`;
type PaymentRow = typeof sandboxWalletPayments.$inferSelect;

export function createWalletSandbox(deps: {
  db: Db;
  clock: Clock;
  webhookSecret: string;
  transport: () => WebhookTransport;
  log: { warn: (o: object, m: string) => void };
}) {
  const { db, clock } = deps;

  const paymentView = (row: PaymentRow): WalletPayment => ({
    id: row.id,
    status: row.status as WalletPayment['status'],
    status_detail:
      row.status === 'approved'
        ? 'accredited'
        : row.status === 'pending'
          ? 'pending_waiting_payment'
          : 'cc_rejected_other_reason',
    external_reference: row.externalReference,
    payment_type_id: row.paymentTypeId as WalletPayment['payment_type_id'],
    transaction_amount: row.amountCents,
    transaction_details: { external_resource_url: row.paymentTypeId === 'ticket' ? `${BASE}/tickets/${row.id}` : null },
  });

  const send = createWebhookSender({
    db,
    clock,
    provider: 'wallet',
    secret: deps.webhookSecret,
    path: WALLET_WEBHOOK_PATH,
    signatureHeader: 'x-signature',
    transport: deps.transport,
    log: deps.log,
  });
  const emit = (action: WalletEvent['action'], paymentId: string) =>
    send({ id: id('evt'), type: 'payment', action, data: { id: paymentId } } satisfies WalletEvent);

  async function loadPreference(prefId: string) {
    return findSandboxWalletPreference(db, prefId);
  }
  const prefView = (row: typeof sandboxWalletPreferences.$inferSelect): WalletPreference => ({
    id: row.id,
    init_point: `${BASE}/checkout/${row.id}`,
    external_reference: row.externalReference,
    items: (row.body.items as WalletItem[]) ?? [],
  });

  const provider: WalletProvider = {
    async createPreference(input) {
      const amount = input.items.reduce((n, i) => n + i.unit_price * i.quantity, 0);
      const row = await insertSandboxWalletPreference(db, {
        id: id('pref'),
        externalReference: input.externalReference,
        body: { items: input.items, payer: input.payer, back_url: input.backUrl },
        amountCents: amount,
        createdAt: clock.now(),
      });
      return prefView(row!);
    },
    async getPreference(prefId) {
      const row = await loadPreference(prefId);
      return row ? prefView(row) : null;
    },
    async getPayment(paymentId) {
      const row = await findSandboxWalletPayment(db, paymentId);
      return row ? paymentView(row) : null;
    },
    async findPayment(externalReference) {
      const row = await latestSandboxWalletPayment(db, externalReference);
      return row ? paymentView(row) : null;
    },
    parseWebhook(rawBody, signature) {
      verifySignature(deps.webhookSecret, rawBody, signature, clock.now().getTime());
      return parseEvent(walletEventSchema, rawBody) as unknown as WalletEvent;
    },
  };

  const routes: FastifyPluginAsyncZod = async (app) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    const tags = ['sandbox: wallet provider'];
    const params = providerIdParams;

    app.get(
      '/sandbox/wallet/checkout/:id',
      { schema: { tags, summary: 'Hosted checkout (init_point)', params } },
      async (request, reply) => {
        const pref = await loadPreference(request.params.id);
        if (!pref) throw new HttpError(404, shopMessages.payment.notFound);
        const items = (pref.body.items as WalletItem[])
          .map((i) => `<li>${esc(i.title)} × ${i.quantity}: ${formatCentavos(i.unit_price * i.quantity)}</li>`)
          .join('');
        const body = `<ul>${items}</ul><p>Total: <strong>${formatCentavos(pref.amountCents)}</strong></p>
<form method="post" action="${BASE}/checkout/${pref.id}"><button name="choice" value="approve">Pagar con dinero en cuenta</button>
<button class="secondary" name="choice" value="ticket">Pagar en efectivo en tienda</button><button class="secondary" name="choice" value="reject">Rechazar pago</button></form>`;
        return sendPage(reply, hostedPage('Paga tu pedido', 'la billetera digital', body));
      },
    );

    app.post(
      '/sandbox/wallet/checkout/:id',
      {
        schema: {
          tags,
          summary: "The payer's choice on the hosted checkout",
          params,
          body: z.object({ choice: z.enum(['approve', 'ticket', 'reject']) }),
        },
      },
      async (request, reply) => {
        const pref = await loadPreference(request.params.id);
        if (!pref) throw new HttpError(404, shopMessages.payment.notFound);
        const now = clock.now();
        const choice = request.body.choice;
        const payment = await insertSandboxWalletPayment(db, {
          id: String(Date.now()) + randomBytes(3).readUIntBE(0, 3),
          preferenceId: pref.id,
          externalReference: pref.externalReference,
          status: choice === 'approve' ? 'approved' : choice === 'ticket' ? 'pending' : 'rejected',
          paymentTypeId: choice === 'ticket' ? 'ticket' : 'account_money',
          amountCents: pref.amountCents,
          createdAt: now,
          updatedAt: now,
        });
        await emit('payment.created', payment!.id);
        if (choice === 'ticket') return reply.redirect(`${BASE}/tickets/${payment!.id}`, 303);
        return reply.redirect(safeReturnPath(pref.body.back_url), 303);
      },
    );

    app.get(
      '/sandbox/wallet/tickets/:id',
      { schema: { tags, summary: 'Hosted cash ticket (external_resource_url)', params } },
      async (request, reply) => {
        const p = await findSandboxWalletPayment(db, request.params.id);
        if (!p || p.paymentTypeId !== 'ticket') throw new HttpError(404, shopMessages.payment.notFound);
        const state =
          p.status === 'approved'
            ? '<p><strong>Pago recibido.</strong></p>'
            : p.status === 'pending'
              ? `<form method="post" action="${BASE}/tickets/${p.id}/pay"><button>Simular pago en tienda</button></form>`
              : '<p>Este ticket ya no es válido.</p>';
        const body = `<dl><dt>Referencia</dt><dd><code>${esc(p.id)}</code></dd><dt>Importe</dt><dd>${formatCentavos(p.amountCents)}</dd></dl><p>${esc(shopMessages.payment.cashNote)}</p>${state}`;
        return sendPage(reply, hostedPage('Ficha de pago en efectivo', 'la billetera digital', body));
      },
    );

    app.post(
      '/sandbox/wallet/tickets/:id/pay',
      { schema: { tags, summary: 'Sandbox only: the cash arrives', params } },
      async (request, reply) => {
        const updated = await approvePendingSandboxWalletPayment(db, request.params.id, clock.now());
        if (updated[0]) await emit('payment.updated', updated[0].id);
        return reply.redirect(`${BASE}/tickets/${encodeURIComponent(request.params.id)}`, 303);
      },
    );
  };

  return {
    provider,
    routes,
  };
}
export type WalletSandbox = ReturnType<typeof createWalletSandbox>;

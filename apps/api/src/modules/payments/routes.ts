import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@shop/contracts/auth';
import {
  cardIntentResponse,
  paymentReferenceResponse,
  preferenceBody,
  preferenceResponse,
  type PaymentReferenceResponse,
} from '@shop/contracts/payments';
import { shopMessages } from '@shop/contracts/shop-messages';
import { currentCustomer } from '../../plugins/session';
import { HttpError } from '../../lib/http-errors';
import { WebhookSignatureError, type CardProvider, type WalletProvider } from './providers';
import type { PaymentService } from './service';

export function paymentRoutes(deps: {
  payments: PaymentService;
  card: CardProvider;
  wallet: WalletProvider;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['payments'];
    const referenceParams = z.object({ reference: z.string().trim().min(1).max(60) });

    app.get(
      '/payments/stripe-payment-intent/:reference',
      {
        schema: {
          tags,
          summary: 'The card provider payment intent of a payment',
          params: referenceParams,
          response: { 200: cardIntentResponse, 401: errorBody, 404: errorBody },
        },
      },
      async (request) => deps.payments.ownCardIntent(currentCustomer(request).id, request.params.reference),
    );

    app.post(
      '/payments/preferences',
      {
        schema: {
          tags,
          summary: 'A wallet payment preference for an unpaid order of the customer',
          body: preferenceBody,
          response: { 201: preferenceResponse, 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody },
        },
      },
      async (request, reply) => {
        const me = currentCustomer(request);
        const { order, action } = await deps.payments.startForOwnOrder(me, request.body.order_id, 'wallet');
        const pref = await deps.payments.preferenceIdOfOwnOrder(me.id, order.id);
        if (!action.init_point || !pref) throw new HttpError(502, shopMessages.payment.failed);
        return reply.code(201).send({ id: pref, init_point: action.init_point });
      },
    );

    app.get(
      '/payments/preferences/:id',
      {
        schema: {
          tags,
          summary: 'A wallet preference of one of the customer orders',
          params: z.object({ id: z.string().max(80) }),
          response: { 200: preferenceResponse, 401: errorBody, 404: errorBody },
        },
      },
      async (request) => {
        const me = currentCustomer(request);
        const own = await deps.payments.ownsWalletPreference(me.id, request.params.id);
        const pref = own ? await deps.wallet.getPreference(request.params.id) : null;
        if (!pref) throw new HttpError(404, shopMessages.payment.notFound);
        return { id: pref.id, init_point: pref.init_point };
      },
    );

    app.get(
      '/payments/:reference',
      {
        schema: {
          tags,
          summary: "A payment and its cash reference page (external_resource_url, 'Ver referencia de pago')",
          params: referenceParams,
          response: { 200: paymentReferenceResponse, 401: errorBody, 404: errorBody },
        },
      },
      async (request) => {
        const p = await deps.payments.ownPayment(currentCustomer(request).id, request.params.reference);
        let url: string | null = null;
        let initPoint: string | null = null;
        let instructions: PaymentReferenceResponse['instructions'] = null;
        if (p.provider === 'wallet') {
          url = (await deps.wallet.findPayment(p.reference))?.transaction_details.external_resource_url ?? null;
          if (p.providerId && p.status === 'requires_payment_method')
            initPoint = (await deps.wallet.getPreference(p.providerId))?.init_point ?? null;
        } else if (p.provider === 'card' && p.providerId) {
          const intent = await deps.card.retrieveIntent(p.providerId);
          url = intent?.payment_method.voucher_url ?? intent?.payment_method.customer_balance?.instruction_url ?? null;
          const oxxo = intent?.next_action?.oxxo_display_details;
          const transfer = intent?.next_action?.display_bank_transfer_instructions;
          const spei = transfer?.financial_addresses.find((a) => a.type === 'spei')?.spei;
          if (oxxo) instructions = { kind: 'cash', number: oxxo.number, bank_name: null, clabe: null };
          else if (transfer && spei)
            instructions = {
              kind: 'bank_transfer',
              number: transfer.reference,
              bank_name: spei.bank_name,
              clabe: spei.clabe,
            };
        }
        return {
          reference: p.reference,
          status: p.status,
          payment_method: p.paymentMethod,
          amount: p.amountCents,
          external_resource_url: url,
          expires_at: p.expiresAt?.toISOString() ?? null,
          init_point: initPoint,
          order_status: p.orderStatus,
          order_pay_by: p.orderPayBy?.toISOString() ?? null,
          instructions,
        };
      },
    );
  };
}

/** Webhooks: server to server, signed (no session); the raw body is what the signature covers. */
export function paymentWebhookRoutes(deps: {
  payments: PaymentService;
  card: CardProvider;
  wallet: WalletProvider;
}): FastifyPluginAsyncZod {
  return async (hooks) => {
    hooks.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    const ack = z.object({ received: z.boolean(), duplicate: z.boolean() });
    for (const provider of ['card', 'wallet'] as const) {
      hooks.post(
        `/payments/webhooks/${provider}`,
        {
          schema: {
            tags: ['payments: webhooks'],
            summary: `Signed events of the ${provider} provider (HMAC-SHA256, replay-safe)`,
            body: z.string().max(200_000),
            response: { 200: ack, 400: errorBody },
          },
        },
        async (request) => {
          const header = request.headers[provider === 'card' ? 'stripe-signature' : 'x-signature'];
          const raw = typeof request.body === 'string' ? request.body : '';
          let event;
          try {
            event =
              provider === 'card'
                ? deps.card.parseWebhook(raw, header as string | undefined)
                : deps.wallet.parseWebhook(raw, header as string | undefined);
          } catch (err) {
            if (err instanceof WebhookSignatureError || err instanceof SyntaxError)
              throw new HttpError(400, shopMessages.payment.badSignature);
            throw err;
          }
          const seen = await deps.payments.webhookEventSeen(provider, event.id);
          if (seen) return { received: true, duplicate: true };
          // Handling is idempotent (conditional updates), so two deliveries racing past this check are harmless.
          if (provider === 'card')
            await deps.payments.handleCardEvent(event as Parameters<PaymentService['handleCardEvent']>[0]);
          else await deps.payments.handleWalletEvent(event as Parameters<PaymentService['handleWalletEvent']>[0]);
          const recorded = await deps.payments.recordWebhookEvent(
            provider,
            event.id,
            'type' in event ? String(event.type) : 'payment',
          );
          return { received: true, duplicate: !recorded };
        },
      );
    }
  };
}

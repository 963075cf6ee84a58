import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@shop/contracts/auth';
import { changePaymentBody, checkoutBody, checkoutResponse, paymentAction } from '@shop/contracts/checkout';
import { shopMessages } from '@shop/contracts/shop-messages';
import { currentCustomer } from '../../plugins/session';
import type { CheckoutService } from './checkout';
import type { PaymentService } from '../payments/service';

export function checkoutRoutes(deps: { checkout: CheckoutService; payments: PaymentService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/custom-cart/:cart_id/checkout',
      {
        schema: {
          tags: ['checkout'],
          summary: 'Turn the bag into an order: delivery, payment, stock reserved; the cart status becomes created',
          params: z.object({ cart_id: z.uuid({ error: shopMessages.checkout.cartNotFound }) }),
          body: checkoutBody,
          response: { 200: checkoutResponse, 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody },
        },
      },
      async (request) => deps.checkout.checkout(currentCustomer(request), request.params.cart_id, request.body),
    );

    app.post(
      '/orders/:orderId/payments',
      {
        schema: {
          tags: ['checkout'],
          summary:
            "'Cambiar método de pago': open a new payment for an unpaid order (path not shown by the spec: decision 0204)",
          params: z.object({ orderId: z.string().max(20) }),
          body: changePaymentBody,
          response: { 201: paymentAction, 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody },
        },
      },
      async (request, reply) => {
        const { action } = await deps.payments.startForOwnOrder(
          currentCustomer(request),
          request.params.orderId,
          request.body.type,
        );
        return reply.code(201).send(action);
      },
    );
  };
}

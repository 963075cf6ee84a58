import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@shop/contracts/auth';
import {
  cartIdParams,
  registerCartCreateBody,
  registerCartView,
  registerItemsBody,
  registerOrderBody,
  registerOrderResponse,
  registerPaymentBody,
} from '@shop/contracts/custom-carts';
import { currentCustomer } from '../../plugins/session';
import type { RegisterOrderService } from './service';

const tags = ['register-order'];
const failures = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody };

/** 'Registrar pedido' (reseller-area.md §4): paths of decision 0531 (the spec shows none). */
export function registerOrderRoutes(deps: { registerOrder: RegisterOrderService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/register-order/carts',
      {
        schema: {
          tags,
          summary: 'A new, empty order in her store for a client',
          body: registerCartCreateBody,
          response: { 201: registerCartView, ...failures },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await deps.registerOrder.create(currentCustomer(request), request.body.contact_id)),
    );

    app.get(
      '/register-order/carts/:cart_id',
      {
        schema: {
          tags,
          summary: 'The order being registered: items at her customer price and both payment options',
          params: cartIdParams,
          response: { 200: registerCartView, ...failures },
        },
      },
      async (request) => deps.registerOrder.get(currentCustomer(request), request.params.cart_id),
    );

    app.put(
      '/register-order/carts/:cart_id/items',
      {
        schema: {
          tags,
          summary: "The entered rows replace the order's items",
          params: cartIdParams,
          body: registerItemsBody,
          response: { 200: registerCartView, ...failures },
        },
      },
      async (request) =>
        deps.registerOrder.replaceItems(currentCustomer(request), request.params.cart_id, request.body),
    );

    app.put(
      '/register-order/carts/:cart_id/payment',
      {
        schema: {
          tags,
          summary: "Choose 'Contado' (cash) or installments with her store's defaults",
          params: cartIdParams,
          body: registerPaymentBody,
          response: { 200: registerCartView, ...failures },
        },
      },
      async (request) =>
        deps.registerOrder.choosePayment(currentCustomer(request), request.params.cart_id, request.body.type),
    );

    app.post(
      '/custom-cart/:cart_id/register',
      {
        schema: {
          tags,
          summary: 'Register the order with the client and the chosen payment; answers {cart: {cart_id}}',
          params: cartIdParams,
          body: registerOrderBody,
          response: { 200: registerOrderResponse, ...failures },
        },
      },
      async (request) => deps.registerOrder.register(currentCustomer(request), request.params.cart_id, request.body),
    );
  };
}

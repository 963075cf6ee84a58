import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@shop/contracts/auth';
import {
  abonoBody,
  abonoParams,
  clientLedgerQuery,
  clientLedgerResponse,
  cartItemAddBody,
  cartItemsDeleteBody,
  cartItemsPatchBody,
  collectionsResponse,
  customCartCreateBody,
  customCartListQuery,
  customCartListResponse,
  customCartParams,
  customCartView,
  paymentPaidBody,
  paymentParams,
  pendingItemsQuery,
  pendingItemsResponse,
} from '@shop/contracts/custom-carts';
import { customCartsMessages } from '@shop/contracts/custom-carts-messages';
import { messages } from '@shop/contracts/messages';
import { mexicoDate } from '@shop/domain/mexico-dates';
import type { Clock } from '@shop/domain/clock';
import type { CustomerRow } from '@shop/db/schema/customers';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-errors';
import { sendJsonText } from '../../lib/json-text';
import { assertOwnMember, currentCustomer, sessionRowOf } from '../../plugins/session';
import type { CustomCartsService } from './service';

const tags = ['custom-carts'];
/** Any date passes the shape check; the handler checks the range against today (the clock). */
const paidBodyShape = paymentPaidBody('9999-12-31');
const abonoBodyShape = abonoBody('9999-12-31');
const cart = { 200: customCartView, 400: errorBody, 404: errorBody, 409: errorBody };

/**
 * Customer orders (custom carts) of a socia: reseller-area.md §7. POST custom-cart/{cart_id}/checkout is the
 * shop bag's checkout (orders module): a customer order is bought through her bag (decision 0510).
 * Member-only: a customer who is not a member gets 404, as for another member's order (decision 0510).
 */
export function customCartRoutes(deps: { carts: CustomCartsService; clock: Clock }): FastifyPluginAsyncZod {
  const member = (request: FastifyRequest): CustomerRow => {
    const me = currentCustomer(request);
    if (me.role !== 'rolMember') throw new HttpError(404, messages.generic.notFound);
    return me;
  };

  return async (app) => {
    app.get(
      '/custom-cart/',
      {
        config: { sessionInStatement: true },
        schema: {
          tags,
          summary: 'Her customer orders, newest first: pages, search by client name, status filter',
          querystring: customCartListQuery,
          response: { 200: customCartListResponse, 400: errorBody, 401: errorBody, 404: errorBody },
        },
      },
      async (request, reply) =>
        sendJsonText(
          reply,
          await deps.carts.listText(
            { session: sessionRowOf(request), customerId: request.query.customer_id, member: true },
            request.query,
          ),
        ),
    );

    app.get(
      '/custom-cart/collections',
      {
        schema: {
          tags,
          summary: '"Mis cobranzas": owed, due this week, overdue',
          querystring: z.object({ customer_id: pendingItemsQuery.shape.customer_id }),
          response: { 200: collectionsResponse, 400: errorBody, 404: errorBody },
        },
      },
      async (request) => deps.carts.collections(assertOwnMember(request, request.query.customer_id).id),
    );

    app.get(
      '/custom-cart/pending-items',
      {
        schema: {
          tags,
          summary: 'Whether an order has items to buy (the menu dot)',
          querystring: pendingItemsQuery,
          response: { 200: pendingItemsResponse, 400: errorBody, 404: errorBody },
        },
      },
      async (request) => deps.carts.pendingItems(assertOwnMember(request, request.query.customer_id).id),
    );

    app.post(
      '/custom-cart',
      {
        schema: {
          tags,
          summary: 'A new empty customer order in her store',
          body: customCartCreateBody,
          response: { 201: customCartView, 400: errorBody, 404: errorBody },
        },
      },
      async (request, reply) => {
        const me = assertOwnMember(request, request.body.socia_customer_id);
        return reply.code(201).send(await deps.carts.create(me.id, request.body.store_id));
      },
    );

    app.get(
      '/custom-cart/:cartId',
      { schema: { tags, summary: 'One of her orders', params: customCartParams, response: cart } },
      async (request) => deps.carts.view(member(request).id, request.params.cartId),
    );

    app.delete(
      '/custom-cart/:cartId',
      {
        schema: {
          tags,
          summary: 'Deletes one of her orders',
          params: customCartParams,
          response: { 200: z.object({ cart_id: z.string() }), 400: errorBody, 404: errorBody },
        },
      },
      async (request) => {
        await deps.carts.remove(member(request).id, request.params.cartId);
        return { cart_id: request.params.cartId };
      },
    );

    app.patch(
      '/custom-cart/:cartId/items',
      {
        schema: {
          tags,
          summary: 'Quantity and status of items (mark bought, add to bag, move to buy, delete)',
          params: customCartParams,
          body: cartItemsPatchBody,
          response: cart,
        },
      },
      async (request) => deps.carts.patchItems(member(request).id, request.params.cartId, request.body),
    );

    app.post(
      '/custom-cart/:cartId/items',
      {
        schema: {
          tags,
          summary: 'Adds a product size at her prices; 404 when the order no longer exists',
          params: customCartParams,
          body: cartItemAddBody,
          response: cart,
        },
      },
      async (request) => deps.carts.addItem(member(request).id, request.params.cartId, request.body),
    );

    app.delete(
      '/custom-cart/:cartId/items',
      {
        schema: {
          tags,
          summary: 'Deletes items (CANCELED); 404 when the order no longer exists',
          params: customCartParams,
          body: cartItemsDeleteBody,
          response: cart,
        },
      },
      async (request) => deps.carts.cancelItems(member(request).id, request.params.cartId, request.body),
    );

    app.patch(
      '/custom-cart/payments/:paymentId/paid',
      {
        schema: {
          tags,
          summary: 'Ticks (or edits) a client payment as paid with its amount and date',
          params: paymentParams,
          body: paidBodyShape,
          response: cart,
        },
      },
      async (request) => {
        const me = member(request);
        const checked = paymentPaidBody(mexicoDate(deps.clock.now())).safeParse(request.body);
        if (!checked.success) throw new HttpError(400, customCartsMessages.paymentDateInvalid);
        return deps.carts.pay(me.id, request.params.paymentId, checked.data);
      },
    );

    app.post(
      '/custom-cart/:cartId/abonos',
      {
        schema: {
          tags,
          summary: "'Registrar abono': any amount up to what is left, applied to the open payments oldest first",
          params: customCartParams,
          body: abonoBodyShape,
          response: cart,
        },
      },
      async (request) => {
        const me = member(request);
        const checked = abonoBody(mexicoDate(deps.clock.now())).safeParse(request.body);
        if (!checked.success) throw new HttpError(400, customCartsMessages.paymentDateInvalid);
        return deps.carts.addAbono(me.id, request.params.cartId, checked.data);
      },
    );

    app.delete(
      '/custom-cart/:cartId/abonos/:abonoId',
      {
        schema: {
          tags,
          summary: "'Deshacer último abono': undoes the last abono recorded (409 for any other)",
          params: abonoParams,
          response: cart,
        },
      },
      async (request) => deps.carts.undoAbono(member(request).id, request.params.cartId, request.params.abonoId),
    );

    app.patch(
      '/custom-cart/payments/:paymentId/open',
      {
        schema: { tags, summary: 'Unticks a client payment', params: paymentParams, response: cart },
      },
      async (request) => deps.carts.reopen(member(request).id, request.params.paymentId),
    );
  };
}

/**
 * 'Me deben' (decision 0710): it checks the session in its own statement (decision 0780), with the guard's answers:
 * 401 without a live session, 404 for another customer_id.
 */
export function clientLedgerRoutes(deps: {
  carts: Pick<CustomCartsService, 'clientLedgerTextForSession'>;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/custom-cart/collections/clients',
      {
        config: { sessionInStatement: true },
        schema: {
          tags,
          summary: "'Me deben': her clients who owe her, most urgent first (pages of 10)",
          querystring: clientLedgerQuery,
          response: { 200: clientLedgerResponse, 400: errorBody, 401: errorBody, 404: errorBody },
        },
      },
      // Serialised once, without the zod serializer's second pass (decision 0782; ledger.test.ts parses it strictly).
      async (request, reply) =>
        sendJsonText(
          reply,
          await deps.carts.clientLedgerTextForSession(
            sessionRowOf(request),
            request.query.customer_id,
            request.query.current_page,
          ),
        ),
    );
  };
}

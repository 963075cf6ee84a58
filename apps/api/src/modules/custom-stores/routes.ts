import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@shop/contracts/auth';
import {
  activateStoreBody,
  clientModeBody,
  customStoreEditBody,
  customStoreEditResponse,
  customStoreParams,
  customStoreView,
  earningsMarginsBody,
  publicCatalogueQuery,
  publicCatalogueResponse,
  publicProductParams,
  publicProductResponse,
  publicCustomStoreView,
  publicStoreOrderBody,
  publicStoreOrderResponse,
  storeIdParams,
  storePhotoResponse,
  storeRequestParams,
  storeRequestsResponse,
  acceptRequestResponse,
  orderStatusParams,
  publicOrderStatus,
} from '@shop/contracts/custom-stores';
import { messages } from '@shop/contracts/messages';
import { STORE_PHOTO_MAX_BYTES } from '@shop/contracts/custom-stores-messages';
import { assertOwnCustomer, currentCustomer } from '../../plugins/session';
import { HttpError } from '../../lib/http-errors';
import type { CustomStoresService } from './service';

const errors = { 400: errorBody, 404: errorBody } as const;

/** Her store, its edit, photo, margins, client mode and activation: signed-in routes (decision 0520). */
export function customStoreRoutes(deps: { stores: CustomStoresService }): FastifyPluginAsyncZod {
  const { stores } = deps;
  return async (app) => {
    // The photo upload's body is the image's bytes; its type is checked by those bytes, not by this header.
    app.addContentTypeParser(
      ['image/jpeg', 'image/png', 'image/webp', 'application/octet-stream'],
      { parseAs: 'buffer', bodyLimit: STORE_PHOTO_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );

    app.get(
      '/api-composer/custom-stores',
      {
        schema: {
          tags: ['custom-stores'],
          summary: "The member's personalised store id (null without a store)",
          querystring: z.object({ customer_id: z.string().max(20) }),
          response: { 200: z.object({ store_id: z.string().nullable() }), 404: errorBody },
        },
      },
      async (request) => {
        const me = assertOwnCustomer(request, { customerId: request.query.customer_id });
        return { store_id: await stores.storeIdOf(me) };
      },
    );

    app.post(
      '/custom-store',
      {
        schema: {
          tags: ['custom-stores'],
          summary: "'Activar mi tienda': creates her store (members only); answers the store id",
          body: activateStoreBody,
          response: {
            200: z.object({ store_id: z.string() }),
            201: z.object({ store_id: z.string() }),
            400: errorBody,
            403: errorBody,
          },
        },
      },
      async (request, reply) => {
        const { storeId, created } = await stores.activate(currentCustomer(request), request.body.welcome_message);
        return reply.code(created ? 201 : 200).send({ store_id: storeId });
      },
    );

    app.get(
      '/custom-store/:store_id',
      {
        schema: {
          tags: ['custom-stores'],
          summary: 'Her store with its margins and installment defaults',
          params: storeIdParams,
          response: { 200: customStoreView, ...errors },
        },
      },
      async (request) => stores.view(currentCustomer(request), request.params.store_id),
    );

    app.patch(
      '/custom-store/:store_id',
      {
        schema: {
          tags: ['custom-stores'],
          summary: "Edit her store's information (reseller-area.md §5, §7); answers the photo",
          params: storeIdParams,
          body: customStoreEditBody,
          response: { 200: customStoreEditResponse, ...errors },
        },
      },
      async (request) => stores.edit(currentCustomer(request), request.params.store_id, request.body),
    );

    app.put(
      '/custom-store/:store_id/photo',
      {
        schema: {
          tags: ['custom-stores'],
          summary: "Her store's photo: the image's bytes (JPEG, PNG or WebP, at most 1 MiB)",
          params: storeIdParams,
          body: z.instanceof(Buffer),
          response: { 200: storePhotoResponse, ...errors, 413: errorBody, 415: errorBody },
        },
      },
      async (request) =>
        stores.uploadPhoto(currentCustomer(request), request.params.store_id, new Uint8Array(request.body)),
    );

    app.put(
      '/custom-store/:store_id/margins',
      {
        schema: {
          tags: ['custom-stores'],
          summary: 'Save her earnings margins (path not shown; decision 0501)',
          params: storeIdParams,
          body: earningsMarginsBody,
          response: { 200: customStoreView, ...errors },
        },
      },
      async (request) => stores.saveMargins(currentCustomer(request), request.params.store_id, request.body),
    );

    app.get(
      '/custom-store-requests',
      {
        schema: {
          tags: ['custom-stores'],
          summary: "'Pedidos nuevos de tu tienda': orders from her store waiting for her (decision 0721)",
          response: { 200: storeRequestsResponse, 404: errorBody },
        },
      },
      async (request) => stores.requests(currentCustomer(request)),
    );

    app.post(
      '/custom-store-requests/:request_id/accept',
      {
        schema: {
          tags: ['custom-stores'],
          summary: 'Accepts an order from her store: filed under her client (by phone, or a new one) (decision 0721)',
          params: storeRequestParams,
          response: { 200: acceptRequestResponse, ...errors },
        },
      },
      async (request) => stores.acceptRequest(currentCustomer(request), request.params.request_id),
    );

    app.delete(
      '/custom-store-requests/:request_id',
      {
        schema: {
          tags: ['custom-stores'],
          summary: 'Rejects an order from her store: it is deleted (decision 0721)',
          params: storeRequestParams,
          response: { 200: z.object({ message: z.string() }), ...errors },
        },
      },
      async (request) => stores.rejectRequest(currentCustomer(request), request.params.request_id),
    );

    app.put(
      '/client-mode',
      {
        schema: {
          tags: ['custom-stores'],
          summary: "'Modo cliente', saved at once (members only; decision 0520)",
          body: clientModeBody,
          response: { 200: clientModeBody, ...errors },
        },
      },
      async (request) => stores.setClientMode(currentCustomer(request), request.body.client_mode),
    );
  };
}

/**
 * A photo's URL is cached for a year only with the version of the photo it serves: the unversioned URL (or an old
 * version) may change under the same address, so caches ask again after 5 minutes (decision 0724).
 */
export const photoCaching = (version: string | undefined, updatedAt: Date) =>
  version === String(updatedAt.getTime()) ? 'public, max-age=31536000, immutable' : 'public, max-age=300';

/** Reads of the public store one client address may make in a minute (decision 0720). */
export const PUBLIC_STORE_READS_PER_MINUTE = 300;

/** The public store: open to anyone, public fields only (decision 0520); its reads capped per address (0720). */
export function publicStoreRoutes(deps: {
  stores: CustomStoresService;
  reads: { hit(address: string): number };
}): FastifyPluginAsyncZod {
  const { stores } = deps;
  return async (app) => {
    app.addHook('onRequest', async (request) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const wait = deps.reads.hit(request.ip);
      if (wait > 0)
        throw new HttpError(429, messages.generic.tooManyRequests, undefined, {
          'retry-after': String(Math.ceil(wait / 1000)),
        });
    });
    app.get(
      '/api-composer/custom-stores/:customStoreId',
      {
        schema: {
          tags: ['custom-stores'],
          summary: 'A personalised store as its visitors see it (no margin, price or private field)',
          params: customStoreParams,
          response: { 200: publicCustomStoreView, ...errors, 429: errorBody },
        },
      },
      async (request) => stores.publicView(request.params.customStoreId),
    );

    app.get(
      '/custom-store-photos/:store_id',
      {
        schema: {
          tags: ['custom-stores'],
          summary: "A store's photo, with its content type",
          params: storeIdParams,
          querystring: z.object({ v: z.string().max(20).optional() }),
          response: { 200: z.any(), ...errors, 429: errorBody },
        },
      },
      async (request, reply) => {
        const photo = await stores.photo(request.params.store_id);
        if (!photo) return reply.code(404).send({ message: messages.generic.notFound });
        return reply
          .type(photo.contentType)
          .header('cache-control', photoCaching(request.query.v, photo.updatedAt))
          .header('x-content-type-options', 'nosniff')
          .send(Buffer.from(photo.bytes));
      },
    );

    app.get(
      '/custom-store-photos/:store_id/tarjeta.jpg',
      {
        schema: {
          tags: ['custom-stores'],
          summary: "Her photo's 1200×630 JPEG card for link previews (decision 0723)",
          params: storeIdParams,
          querystring: z.object({ v: z.string().max(20).optional() }),
          response: { 200: z.any(), ...errors, 429: errorBody },
        },
      },
      async (request, reply) => {
        const card = await stores.photoCard(request.params.store_id);
        if (!card) return reply.code(404).send({ message: messages.generic.notFound });
        return reply
          .type('image/jpeg')
          .header('cache-control', photoCaching(request.query.v, card.updatedAt))
          .header('x-content-type-options', 'nosniff')
          .send(Buffer.from(card.bytes));
      },
    );

    app.get(
      '/tienda/:customStoreId/productos',
      {
        schema: {
          tags: ['custom-stores'],
          summary: "The public store's catalogue at her customer prices",
          params: customStoreParams,
          querystring: publicCatalogueQuery,
          response: { 200: publicCatalogueResponse, ...errors, 429: errorBody },
        },
      },
      async (request) => stores.catalogue(request.params.customStoreId, request.query),
    );

    app.get(
      '/tienda/:customStoreId/productos/:productId',
      {
        schema: {
          tags: ['custom-stores'],
          summary: "A product page of the public store: her customer price and each size's availability",
          params: publicProductParams,
          response: { 200: publicProductResponse, ...errors, 429: errorBody },
        },
      },
      async (request) => stores.product(request.params.customStoreId, request.params.productId),
    );

    app.get(
      '/pedidos-de-tienda/:token',
      {
        schema: {
          tags: ['custom-stores'],
          summary: "The client's status page of her order, by the token 'Enviar pedido' answered (decision 0725)",
          params: orderStatusParams,
          response: { 200: publicOrderStatus, ...errors, 429: errorBody },
        },
      },
      async (request) => stores.requestStatus(request.params.token),
    );

    app.post(
      '/tienda/:customStoreId/pedidos',
      {
        schema: {
          tags: ['custom-stores'],
          summary: "'Enviar pedido': an order for the socia from her public store (throttled per address)",
          params: customStoreParams,
          body: publicStoreOrderBody,
          response: { 201: publicStoreOrderResponse, ...errors, 429: errorBody },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await stores.placeOrder(request.params.customStoreId, request.body, request.ip)),
    );
  };
}

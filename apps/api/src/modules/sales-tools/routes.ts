import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@shop/contracts/auth';
import {
  catalogsResponse,
  priceListsResponse,
  credentialView,
  productId,
  productLocationInput,
  productLocationsBody,
  productLocationsResponse,
} from '@shop/contracts/sales-tools';
import { salesToolsMessages as m } from '@shop/contracts/sales-tools-messages';
import { messages } from '@shop/contracts/messages';
import { HttpError } from '../../lib/http-errors';
import { assertOwnCustomer, currentCustomer } from '../../plugins/session';
import { checkEveryRoute } from '../../plugins/guard';
import { credentialBarcodePng, credentialPdf, credentialQrPng } from './credential';
import type { SalesToolsService } from './service';

const binary = z.any().describe('binary');
const CATALOGS = [
  { name: 'Catálogo Price Shoes (precio socia)', file: 'socia.pdf' },
  { name: 'Mi catálogo para clientes (con mis precios y mi tienda)', file: 'clientes.pdf' },
] as const;
const memberErrors = { 401: errorBody, 403: errorBody } as const;

/**
 * The sales tools of a member (reseller-area.md §2, §7): credential, store location. Member-only: a customer
 * who is not a member gets 403 on every route of this group.
 */
export function salesToolsRoutes(deps: { salesTools: SalesToolsService }): FastifyPluginAsyncZod {
  return async (app) => {
    // On each route after the session guard's check (plugins/guard.ts: a hook of this context would run before it).
    checkEveryRoute(app, (request) => {
      if (currentCustomer(request).role !== 'rolMember') throw new HttpError(403, m.membersOnly);
    });
    const member = (request: Parameters<typeof currentCustomer>[0]) => currentCustomer(request);

    app.get(
      '/sales-tools/credential',
      {
        schema: {
          tags: ['sales-tools'],
          summary: 'Mi credencial: name, member number, validity (path not shown: decision 0540)',
          response: { 200: credentialView, ...memberErrors },
        },
      },
      async (request) => deps.salesTools.credential(member(request)),
    );
    app.get(
      '/sales-tools/credential/barcode.png',
      {
        schema: {
          tags: ['sales-tools'],
          summary: 'Code128 of the member number (PNG)',
          response: { 200: binary, ...memberErrors },
        },
      },
      async (request, reply) =>
        reply
          .header('content-type', 'image/png')
          .header('cache-control', 'private, max-age=3600')
          .send(await credentialBarcodePng(member(request).username)),
    );
    app.get(
      '/sales-tools/credential/qr.png',
      {
        schema: {
          tags: ['sales-tools'],
          summary: 'QR of the member number (PNG), shown on mobile',
          response: { 200: binary, ...memberErrors },
        },
      },
      async (request, reply) =>
        reply
          .header('content-type', 'image/png')
          .header('cache-control', 'private, max-age=3600')
          .send(await credentialQrPng(member(request).username)),
    );
    app.get(
      '/sales-tools/credential.pdf',
      {
        schema: {
          tags: ['sales-tools'],
          summary: 'The credential as a PDF download',
          response: { 200: binary, ...memberErrors },
        },
      },
      async (request, reply) => {
        const view = deps.salesTools.credential(member(request));
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="credencial-${view.member_number}.pdf"`)
          .header('cache-control', 'private, no-store')
          .send(await credentialPdf(view));
      },
    );

    app.get(
      '/api-composer/customers/:customerId/catalogs',
      {
        schema: {
          tags: ['sales-tools'],
          summary: 'Her catalogues: the member-price one and her personalised edition (view and download urls)',
          params: z.object({ customerId: z.string().trim().min(1).max(20) }),
          response: { 200: catalogsResponse, 404: errorBody, ...memberErrors },
        },
      },
      async (request) => {
        assertOwnCustomer(request, { customerId: request.params.customerId });
        return CATALOGS.map((c) => ({
          name: c.name,
          view_url: `/api/sales-tools/catalogs/${c.file}`,
          download_url: `/api/sales-tools/catalogs/${c.file}?descargar=1`,
        }));
      },
    );
    app.get(
      '/sales-tools/catalogs/:file',
      {
        schema: {
          tags: ['sales-tools'],
          summary: 'A catalogue PDF (generated from the catalogue, cached until prices or products change)',
          params: z.object({ file: z.enum(['socia.pdf', 'clientes.pdf']) }),
          querystring: z.object({ descargar: z.literal('1').optional() }),
          response: { 200: binary, 400: errorBody, ...memberErrors },
        },
      },
      async (request, reply) => {
        const me = member(request);
        const pdf =
          request.params.file === 'socia.pdf'
            ? await deps.salesTools.memberCatalogue()
            : await deps.salesTools.personalCatalogue(me);
        const name =
          request.params.file === 'socia.pdf' ? 'catalogo-price-shoes.pdf' : `mi-catalogo-${me.username}.pdf`;
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `${request.query.descargar ? 'attachment' : 'inline'}; filename="${name}"`)
          .header('cache-control', 'private, no-cache')
          .send(pdf);
      },
    );

    app.get(
      '/price-lists',
      {
        schema: {
          tags: ['sales-tools'],
          summary: 'Price lists grouped by store (path not shown: decision 0542)',
          response: { 200: priceListsResponse, ...memberErrors },
        },
      },
      async () =>
        (await deps.salesTools.stores()).map((store) => ({
          store,
          entries: [
            { name: `Lista de precios ${store.name} (PDF)`, url: `/api/sales-tools/price-lists/${store.id}.pdf` },
            {
              name: `Lista de precios ${store.name} (hoja de cálculo CSV)`,
              url: `/api/sales-tools/price-lists/${store.id}.csv`,
            },
          ],
        })),
    );
    app.get(
      '/sales-tools/price-lists/:file',
      {
        schema: {
          tags: ['sales-tools'],
          summary: "A store's price list as PDF or CSV, from the catalogue and what that store has on hand",
          params: z.object({ file: z.string().regex(/^\d{1,10}\.(pdf|csv)$/) }),
          response: { 200: binary, 400: errorBody, 404: errorBody, ...memberErrors },
        },
      },
      async (request, reply) => {
        const [storeId, format] = request.params.file.split('.') as [string, 'pdf' | 'csv'];
        const file = await deps.salesTools.priceList(storeId, format);
        if (!file) throw new HttpError(404, messages.generic.notFound);
        return reply
          .header('content-type', format === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8')
          .header('content-disposition', `inline; filename="lista-de-precios-${storeId}.${format}"`)
          .header('cache-control', 'private, no-cache')
          .send(file);
      },
    );

    app.get(
      '/sales-tools/stores',
      {
        schema: {
          tags: ['sales-tools'],
          summary: 'Stores of the location and price-list selectors (the default store excluded)',
          response: { 200: z.array(z.object({ id: z.string(), name: z.string() })), ...memberErrors },
        },
      },
      async () => deps.salesTools.stores(),
    );
    app.post(
      '/api-composer/product-locations',
      {
        schema: {
          tags: ['sales-tools'],
          summary: 'Where products sit in a store: Nave, Tramo, Pasillo, Nivel; products without one are left out',
          body: productLocationsBody,
          response: { 200: productLocationsResponse, 400: errorBody, 404: errorBody, ...memberErrors },
        },
      },
      async (request) =>
        deps.salesTools.locate(
          request.body.store_id,
          request.body.products.map((p) => p.product_id),
        ),
    );
  };
}

/** Staff: set a product's location in a store (admin group, bearer ADMIN_TOKEN). */
export function salesToolsStaffRoutes(deps: { salesTools: SalesToolsService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/stores/:storeId/product-locations/:productId',
      {
        schema: {
          tags: ['admin'],
          summary: 'Set where a product sits in a store (Ubicación en tienda)',
          params: z.object({ storeId: z.string().trim().min(1).max(20), productId }),
          body: productLocationInput,
          response: { 204: z.null(), 400: errorBody, 401: errorBody, 404: errorBody },
        },
      },
      async (request, reply) => {
        await deps.salesTools.setLocation(request.params.storeId, request.params.productId, request.body);
        return reply.code(204).send(null);
      },
    );
  };
}

import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { errorBody } from '@shop/contracts/auth';
import {
  PRODUCT_PAGE_SIZE,
  inventoryResponse,
  menuResponse,
  productFull,
  productListQuery,
  productListResponse,
  storeView,
} from '@shop/contracts/catalog';
import type { CustomerRow } from '@shop/db/schema/customers';
import { PICKIT_POINTS } from '@shop/domain/pickit-points';
import type { CatalogService, Viewer } from './service';

/** The signed-in customer when there is one (the catalogue is public; members see their price). */
export type OptionalCustomer = (request: FastifyRequest) => Promise<CustomerRow | null>;
/** 'Modo cliente': her customers' price of a member price, or null when the customer does not see them (0522). */
export type ClientModePrices = (customer: CustomerRow | null) => Promise<((memberPrice: number) => number) | null>;

/** Who asks, as the catalogue prices for them: a member, in client mode or not; a visitor (null) sees list prices. */
export const viewerOf =
  (clientModePrices: ClientModePrices | undefined) => (customer: CustomerRow | null) => async (): Promise<Viewer> => ({
    member: customer?.role === 'rolMember',
    clientPrice: (await clientModePrices?.(customer)) ?? null,
  });

export function catalogRoutes(deps: {
  catalog: CatalogService;
  optionalCustomer: OptionalCustomer;
  clientModePrices?: ClientModePrices | undefined;
}): FastifyPluginAsyncZod {
  return async (app) => {
    /** Who asks: a signed-in member, in client mode or not (asked only when a price is about to be shown). */
    const viewerFor = viewerOf(deps.clientModePrices);
    const viewer = (request: FastifyRequest) => async () => viewerFor(await deps.optionalCustomer(request))();
    app.get(
      '/products-full/:id',
      {
        schema: {
          tags: ['catalog'],
          summary: 'A product with its sizes (children), pictures, prices and member tier prices; by id or slug',
          params: z.object({ id: z.string().trim().min(1).max(120) }),
          response: { 200: productFull, 404: errorBody },
        },
      },
      async (request) => deps.catalog.productFull(request.params.id, viewer(request)),
    );

    app.get(
      '/inventories/',
      {
        schema: {
          tags: ['catalog'],
          summary: 'Online and pickup availability of each size of a product (optionally at one pickup store)',
          querystring: z.object({
            product_id: z.string().trim().min(1).max(120),
            store_id: z.string().max(20).optional(),
          }),
          response: { 200: inventoryResponse, 404: errorBody },
        },
      },
      async (request) => deps.catalog.inventory(request.query.product_id, request.query.store_id),
    );

    app.get(
      '/stores/',
      {
        schema: {
          tags: ['catalog'],
          summary: 'The stores (is_default marks the online warehouse)',
          response: { 200: z.array(storeView) },
        },
      },
      async () => deps.catalog.stores(),
    );

    app.get(
      '/pickit-points',
      {
        schema: {
          tags: ['catalog'],
          summary: 'Pickit points for PICKIT delivery (path not shown by the spec: decision 0203)',
          response: {
            200: z.array(
              z.object({
                id: z.string(),
                name: z.string(),
                street: z.string(),
                city: z.string(),
                region: z.string(),
                postcode: z.string(),
                colony: z.string(),
              }),
            ),
          },
        },
      },
      async () => [...PICKIT_POINTS],
    );

    app.get(
      '/search/menu',
      {
        schema: {
          tags: ['catalog'],
          summary: 'The shop menu: departments and their categories',
          querystring: z.object({ custom_store: z.enum(['true', 'false']).optional() }),
          response: { 200: menuResponse },
        },
      },
      async () => deps.catalog.menu(),
    );

    app.get(
      '/search/products',
      {
        schema: {
          tags: ['catalog'],
          summary: `Products of a department or category, or matching a text; ${PRODUCT_PAGE_SIZE} a page`,
          querystring: productListQuery,
          response: { 200: productListResponse },
        },
      },
      async (request) => deps.catalog.searchProducts(request.query, viewer(request)),
    );

    app.get(
      '/catalog/images/:productId/:file',
      {
        schema: {
          tags: ['catalog'],
          summary: 'A product picture (SVG drawn by the shop)',
          params: z.object({ productId: z.string().max(20), file: z.string().regex(/^[1-4]\.svg$/) }),
        },
      },
      async (request, reply) => {
        const svg = await deps.catalog.picture(request.params.productId, Number(request.params.file[0]));
        return reply
          .header('content-type', 'image/svg+xml; charset=utf-8')
          .header('cache-control', 'public, max-age=604800, stale-while-revalidate=2592000')
          .send(svg);
      },
    );
  };
}

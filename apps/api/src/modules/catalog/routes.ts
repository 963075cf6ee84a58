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
  type MenuEntry,
} from '@shop/contracts/catalog';
import { shopMessages } from '@shop/contracts/shop-messages';
import type { Db } from '@shop/db/client';
import type { CustomerRow } from '@shop/db/schema/customers';
import { slugify } from '@shop/db/catalog';
import { PICKIT_POINTS } from '@shop/domain/pickit-points';
import { HttpError } from '../../lib/http-errors';
import {
  availabilityFor,
  findProduct,
  listProducts,
  listStores,
  menuRows,
  priceFor,
  productSkus,
  tierPrices,
} from './repository';
import { productSvg } from './images';

/** The signed-in customer when there is one (the catalogue is public; members see their price). */
export type OptionalCustomer = (request: FastifyRequest) => Promise<CustomerRow | null>;

export function catalogRoutes(deps: { db: Db; optionalCustomer: OptionalCustomer }): FastifyPluginAsyncZod {
  return async (app) => {
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
      async (request) => {
        const product = await findProduct(deps.db, request.params.id);
        if (!product) throw new HttpError(404, shopMessages.catalog.productNotFound);
        const [children, tiers, customer] = await Promise.all([
          productSkus(deps.db, product.id),
          tierPrices(deps.db, [product.id]),
          deps.optionalCustomer(request),
        ]);
        return {
          id: product.id,
          sku: product.id,
          slug: product.slug,
          name: product.name,
          description: product.description,
          brand: product.brand,
          category: product.category,
          department: product.department,
          price: product.priceCents,
          final_price: priceFor(product, tiers, customer?.role === 'rolMember'),
          is_digital: product.isDigital,
          image_urls: product.imageUrls,
          custom_attributes: [
            { attribute_code: 'next_arrival', value: product.nextArrival ? '1' : '0' },
            { attribute_code: 'color', value: product.color },
            { attribute_code: 'size_label', value: children.map((c) => c.sizeLabel).join(', ') },
          ],
          children: children.map((c) => ({ sku: c.sku, size: c.size, size_label: c.sizeLabel })),
          tier_prices: tiers.map((t) => ({ customer_group_id: t.customerGroupId, value: t.valueCents })),
        };
      },
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
      async (request) => {
        const product = await findProduct(deps.db, request.query.product_id);
        if (!product) throw new HttpError(404, shopMessages.catalog.productNotFound);
        const children = await productSkus(deps.db, product.id);
        const stock = await availabilityFor(
          deps.db,
          children.map((c) => c.sku),
          request.query.store_id,
        );
        return {
          product_id: product.id,
          availabilities: children.map((c) => {
            const s = stock.get(c.sku);
            const sellable = !product.nextArrival;
            return {
              sku: c.sku,
              size: c.size,
              size_label: c.sizeLabel,
              is_available_online: sellable && (product.isDigital || (s?.online ?? 0) > 0),
              is_available_pickup: sellable && !product.isDigital && (s?.pickup ?? 0) > 0,
            };
          }),
        };
      },
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
      async () =>
        (await listStores(deps.db)).map((s) => ({
          id: s.id,
          name: s.name,
          street: s.street,
          colony: s.colony,
          city: s.city,
          state: s.state,
          postcode: s.postcode,
          phone: s.phone,
          opening_hours: s.openingHours,
          pickup: s.pickup,
          is_default: s.isDefault,
        })),
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
      async () => {
        const rows = await menuRows(deps.db);
        const menu: MenuEntry[] = [];
        for (const r of rows) {
          let dept = menu.find((m) => m.name === r.department);
          if (!dept) {
            dept = {
              name: r.department,
              url: `/productos?department=${encodeURIComponent(slugify(r.department))}`,
              children: [],
            };
            menu.push(dept);
          }
          dept.children.push({
            name: categoryName(r.category),
            url: `${dept.url}&category=${encodeURIComponent(r.category)}`,
            children: [],
          });
        }
        return { menu };
      },
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
      async (request) => {
        const department = request.query.department ? deslug(request.query.department) : undefined;
        const [{ rows, total }, customer] = await Promise.all([
          listProducts(deps.db, { ...request.query, department, pageSize: PRODUCT_PAGE_SIZE }),
          deps.optionalCustomer(request),
        ]);
        const tiers = await tierPrices(
          deps.db,
          rows.map((r) => r.id),
        );
        return {
          total_count: total,
          products: rows.map((p) => ({
            id: p.id,
            slug: p.slug,
            name: p.name,
            price: p.priceCents,
            final_price: priceFor(p, tiers, customer?.role === 'rolMember'),
            image_url: p.imageUrls[0] ?? '',
            color: p.color,
            department: p.department,
            category: p.category,
          })),
        };
      },
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
        const product = await findProduct(deps.db, request.params.productId);
        if (!product) throw new HttpError(404, shopMessages.catalog.productNotFound);
        return reply
          .header('content-type', 'image/svg+xml; charset=utf-8')
          .header('cache-control', 'public, max-age=86400')
          .send(productSvg(product, Number(request.params.file[0])));
      },
    );
  };
}

const CATEGORY_NAMES: Record<string, string> = {
  calzado: 'Calzado',
  ropa: 'Ropa',
  accesorios: 'Accesorios',
  servicios: 'Servicios',
};
const categoryName = (c: string) => CATEGORY_NAMES[c] ?? c;
/** Menu urls carry slugs ('ninos'); the department column has the name ('Niños'). */
const DEPARTMENTS: Record<string, string> = {
  mujer: 'Mujer',
  hombre: 'Hombre',
  ninos: 'Niños',
  accesorios: 'Accesorios',
};
const deslug = (d: string) => DEPARTMENTS[d.toLowerCase()] ?? d;

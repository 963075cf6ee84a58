import type {
  InventoryResponse,
  MenuEntry,
  ProductFull,
  ProductListResponse,
  StoreView,
} from '@shop/contracts/catalog';
import { PRODUCT_PAGE_SIZE } from '@shop/contracts/catalog';
import { shopMessages } from '@shop/contracts/shop-messages';
import type { Db } from '@shop/db/client';
import { slugify } from '@shop/db/catalog';
import { HttpError } from '../../lib/http-errors';
import { productSvg } from './images';
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

/**
 * Who is looking: a member sees her price; with 'Modo cliente' on, her customers' price of it (decision 0522).
 */
export interface Viewer {
  member: boolean;
  clientPrice: ((memberPrice: number) => number) | null;
}

/**
 * The public catalogue: products with the price the visitor pays, availability, stores and the menu.
 * `viewer` is asked only once a product was found, in parallel with the product's other reads (the session
 * lookup it costs is skipped for an unknown product).
 */
export function createCatalogService(deps: { db: Db }) {
  const { db } = deps;

  async function product(idOrSlug: string) {
    const found = await findProduct(db, idOrSlug);
    if (!found) throw new HttpError(404, shopMessages.catalog.productNotFound);
    return found;
  }

  return {
    async productFull(idOrSlug: string, viewer: () => Promise<Viewer>): Promise<ProductFull> {
      const p = await product(idOrSlug);
      const [children, tiers, { member, clientPrice }] = await Promise.all([
        productSkus(db, p.id),
        tierPrices(db, [p.id]),
        viewer(),
      ]);
      const finalPrice = priceFor(p, tiers, member);
      return {
        id: p.id,
        sku: p.id,
        slug: p.slug,
        name: p.name,
        description: p.description,
        brand: p.brand,
        category: p.category,
        department: p.department,
        price: p.priceCents,
        final_price: clientPrice ? clientPrice(finalPrice) : finalPrice,
        ...(clientPrice ? { client_mode: true } : {}),
        is_digital: p.isDigital,
        image_urls: p.imageUrls,
        custom_attributes: [
          { attribute_code: 'next_arrival', value: p.nextArrival ? '1' : '0' },
          { attribute_code: 'color', value: p.color },
          { attribute_code: 'size_label', value: children.map((c) => c.sizeLabel).join(', ') },
        ],
        children: children.map((c) => ({ sku: c.sku, size: c.size, size_label: c.sizeLabel })),
        tier_prices: tiers.map((t) => ({ customer_group_id: t.customerGroupId, value: t.valueCents })),
      };
    },

    /** Online and pickup availability of each size (a product of the next arrival is not sellable yet). */
    async inventory(productId: string, storeId: string | undefined): Promise<InventoryResponse> {
      const p = await product(productId);
      const children = await productSkus(db, p.id);
      const stock = await availabilityFor(
        db,
        children.map((c) => c.sku),
        storeId,
      );
      return {
        product_id: p.id,
        availabilities: children.map((c) => {
          const s = stock.get(c.sku);
          const sellable = !p.nextArrival;
          return {
            sku: c.sku,
            size: c.size,
            size_label: c.sizeLabel,
            is_available_online: sellable && (p.isDigital || (s?.online ?? 0) > 0),
            is_available_pickup: sellable && !p.isDigital && (s?.pickup ?? 0) > 0,
          };
        }),
      };
    },

    async stores(): Promise<StoreView[]> {
      return (await listStores(db)).map((s) => ({
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
      }));
    },

    /** Departments and their categories, as links of the product list. */
    async menu(): Promise<{ menu: MenuEntry[] }> {
      const rows = await menuRows(db);
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

    async searchProducts(
      query: { department?: string | undefined; category?: string | undefined; q?: string | undefined; page: number },
      viewer: () => Promise<Viewer>,
    ): Promise<ProductListResponse> {
      const department = query.department ? deslug(query.department) : undefined;
      const [{ rows, total }, { member, clientPrice }] = await Promise.all([
        listProducts(db, { ...query, department, pageSize: PRODUCT_PAGE_SIZE }),
        viewer(),
      ]);
      const tiers = await tierPrices(
        db,
        rows.map((r) => r.id),
      );
      return {
        total_count: total,
        products: rows.map((p) => ({
          id: p.id,
          slug: p.slug,
          name: p.name,
          price: p.priceCents,
          final_price: clientPrice ? clientPrice(priceFor(p, tiers, true)) : priceFor(p, tiers, member),
          ...(clientPrice ? { client_mode: true } : {}),
          image_url: p.imageUrls[0] ?? '',
          color: p.color,
          department: p.department,
          category: p.category,
        })),
      };
    },

    /** Picture `n` (1–4) of a product, drawn as SVG. */
    async picture(productId: string, n: number): Promise<string> {
      return productSvg(await product(productId), n);
    },
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;

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

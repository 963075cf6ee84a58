import type { Clock } from '@shop/domain/clock';
import { mexicoDate } from '@shop/domain/mexico-dates';
import type { Db } from '@shop/db/client';
import type { CustomerRow } from '@shop/db/schema/customers';
import type { CredentialView } from '@shop/contracts/sales-tools';
import { salesToolsMessages as m } from '@shop/contracts/sales-tools-messages';
import { messages } from '@shop/contracts/messages';
import { HttpError } from '../../lib/http-errors';
import { customerPrice, type StoreMargins } from '@shop/domain/customer-prices';
import {
  catalogueItems,
  catalogueVersion,
  locationsOf,
  memberStore,
  physicalStores,
  productExists,
  storeExists,
  storeName,
  upsertLocation,
} from './repository';
import { cataloguePdf, priceListCsv, priceListPdf, type CatalogueItem } from './documents';

/** Generated documents, kept while the catalogue (and her margins) stay the same. */
const CACHE_MAX = 200;
type Rows = Awaited<ReturnType<typeof catalogueItems>>;
const toItems = (rows: Rows): CatalogueItem[] =>
  rows.map((r) => ({
    id: r.id,
    name: r.name,
    category: r.category,
    color: r.color,
    colorHex: r.color_hex,
    sizes: r.sizes,
    memberPrice: r.member_cents,
  }));

const ddmmyyyy = (isoDate: string) => isoDate.split('-').reverse().join('/');

/** 'Ubicación en tienda' and 'Mi credencial' (reseller-area.md §2, §3). */
export function createSalesToolsService(deps: {
  db: Db;
  clock: Clock;
  tollFreePhone: string;
  /** The shop's public address: the store link of her catalogue (decision 0720). */
  publicUrl: string;
}) {
  const { db, clock } = deps;
  const cache = new Map<string, { version: string; bytes: Buffer }>();
  /** Serves the cached document while `version` holds; otherwise generates and keeps it. */
  async function cached(key: string, version: string, make: () => Promise<Buffer>) {
    const hit = cache.get(key);
    if (hit?.version === version) return hit.bytes;
    const bytes = await make();
    cache.delete(key);
    cache.set(key, { version, bytes });
    if (cache.size > CACHE_MAX) cache.delete(cache.keys().next().value!);
    return bytes;
  }
  return {
    credential(me: CustomerRow): CredentialView {
      const end = me.consolidatedAffiliationEndDate;
      const today = mexicoDate(clock.now());
      return {
        name: `${me.firstname} ${me.lastname}`.trim().toLocaleUpperCase('es-MX'),
        member_number: me.username,
        employee: me.employee,
        valid_until: !me.employee && end ? ddmmyyyy(end) : null,
        expired: !me.employee && (!end || end < today),
        phone: deps.tollFreePhone,
      };
    },

    stores: () => physicalStores(db),

    async locate(storeId: string, productIds: string[]) {
      if (!(await storeExists(db, storeId))) throw new HttpError(404, m.storeRequired);
      const unique = [...new Set(productIds.map((p) => p.toUpperCase()))];
      const rows = await locationsOf(db, storeId, unique);
      const byId = new Map(rows.map((r) => [r.productId, r]));
      return unique.flatMap((id) => {
        const r = byId.get(id);
        if (!r) return [];
        const sizes = r.sizes ?? [];
        return [
          {
            product_id: r.productId,
            sku: r.productId,
            name: r.name,
            image_url: r.imageUrls[0] ?? null,
            size_range: sizes.length > 1 ? `${sizes[0]} - ${sizes[sizes.length - 1]}` : (sizes[0] ?? ''),
            building: r.building,
            tramo: r.tramo,
            location: r.aisle,
            level: r.level,
          },
        ];
      });
    },

    /** The member-price catalogue of the whole shop. */
    async memberCatalogue() {
      const version = await catalogueVersion(db);
      return cached('catalogue:member', version, async () =>
        cataloguePdf({
          title: 'Catálogo Price Shoes',
          subtitle: `Precios de socia vigentes al ${mexicoDate(clock.now()).split('-').reverse().join('/')}`,
          items: toItems(await catalogueItems(db)),
        }),
      );
    },

    /** Her edition: her customers' prices (her margins) and a QR code to her public store. */
    async personalCatalogue(me: CustomerRow) {
      // The shop's public address, never the request's Host header (decision 0720).
      const origin = deps.publicUrl;
      const store = await memberStore(db, me.id);
      const margins: StoreMargins = store ?? { earningsMargin: me.earningsMargin };
      const storeUrl = store ? `${origin}/tienda/${store.storeId}` : null;
      const version = `${await catalogueVersion(db)}|${JSON.stringify(margins)}|${storeUrl}`;
      return cached(`catalogue:personal:${me.id}`, version, async () =>
        cataloguePdf({
          title: `Catálogo de ${me.firstname} ${me.lastname}`.trim(),
          subtitle: 'Precios para mis clientes · Price Shoes',
          items: toItems(await catalogueItems(db)).map((i) => ({
            ...i,
            customerPrice: customerPrice(i.memberPrice, margins),
          })),
          personal: { storeUrl: storeUrl ?? `${origin}/`, priceLabel: 'Precio' },
        }),
      );
    },

    /** A store's price list (what it has on hand), as PDF or CSV; null for an unknown store. */
    async priceList(storeId: string, format: 'pdf' | 'csv') {
      const name = await storeName(db, storeId);
      if (!name) return null;
      const version = await catalogueVersion(db, storeId);
      return cached(`price-list:${storeId}:${format}`, version, async () => {
        const items = (await catalogueItems(db, storeId)).map((r) => ({ ...toItems([r])[0]!, price: r.price_cents }));
        return format === 'csv'
          ? priceListCsv(items)
          : priceListPdf({
              title: `Lista de precios · ${name}`,
              subtitle: `Generada el ${mexicoDate(clock.now()).split('-').reverse().join('/')}`,
              items,
            });
      });
    },

    /** Staff: set where a product sits in a store. */
    async setLocation(
      storeId: string,
      productId: string,
      v: { building: string; tramo: string; aisle: string; level: string | null },
    ) {
      const [store, product] = await Promise.all([storeExists(db, storeId), productExists(db, productId)]);
      if (!store || !product) throw new HttpError(404, messages.generic.notFound);
      await upsertLocation(db, { storeId, productId, ...v, level: v.level || null }, clock.now());
    },
  };
}
export type SalesToolsService = ReturnType<typeof createSalesToolsService>;

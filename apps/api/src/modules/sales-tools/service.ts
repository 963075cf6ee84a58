import type { Clock } from '@shop/domain/clock';
import { mexicoDate } from '@shop/domain/mexico-dates';
import type { Db } from '@shop/db/client';
import type { CustomerRow } from '@shop/db/schema/customers';
import type { CredentialView } from '@shop/contracts/sales-tools';
import { salesToolsMessages as m } from '@shop/contracts/sales-tools-messages';
import { messages } from '@shop/contracts/messages';
import { HttpError } from '../../lib/http-errors';
import { storeExists, locationsOf, physicalStores, productExists, upsertLocation } from './repository';

const ddmmyyyy = (isoDate: string) => isoDate.split('-').reverse().join('/');

/** 'Ubicación en tienda' and 'Mi credencial' (reseller-area.md §2, §3). */
export function createSalesToolsService(deps: { db: Db; clock: Clock; tollFreePhone: string }) {
  const { db, clock } = deps;
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

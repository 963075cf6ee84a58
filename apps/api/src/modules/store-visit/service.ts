import { byStoreLocation } from '@shop/domain/buy-for-clients';
import type { StoreVisitResponse } from '@shop/contracts/buy-for-clients';
import type { CustomCartsService } from '../custom-carts/service';
import type { SalesToolsService } from '../sales-tools/service';

/**
 * 'Visita a tienda' (issue 29 point 3, decision 0760): her items to buy as a pick list for one store, each line (a
 * product size, with the clients it is for) at its place in that store ('Ubicación en tienda'), in walking order.
 */
export function createStoreVisitService(deps: {
  carts: Pick<CustomCartsService, 'toBuy' | 'boughtInStore'>;
  salesTools: Pick<SalesToolsService, 'locate'>;
}) {
  return {
    async pickList(memberId: number, storeId: string): Promise<StoreVisitResponse> {
      const { groups } = await deps.carts.toBuy(memberId);
      // An unknown store is a 404 (the sales tools' rule), even with nothing to buy.
      const places = await deps.salesTools.locate(storeId, [...new Set(groups.map((g) => g.product_id))]);
      const at = new Map(places.map((p) => [p.product_id, p]));
      const lines = groups.map((g) => {
        const p = at.get(g.product_id.toUpperCase());
        return {
          ...g,
          location: p ? { building: p.building, tramo: p.tramo, aisle: p.location, level: p.level } : null,
        };
      });
      // A stable sort: the same place keeps the groups' order (name, then size).
      return { store_id: storeId, lines: lines.sort((a, b) => byStoreLocation(a.location, b.location)) };
    },
    bought: (memberId: number, items: { cart_id: string; sku: string }[]) => deps.carts.boughtInStore(memberId, items),
  };
}

export type StoreVisitService = ReturnType<typeof createStoreVisitService>;

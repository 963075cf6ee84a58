import { z } from './zod';
import { cents, customerId, uuid } from './custom-carts';
import { customCartsMessages as m } from './custom-carts-messages';
import { salesToolsMessages } from './sales-tools-messages';
import { buyForClientsMessages } from './buy-for-clients-messages';

/**
 * 'Comprar para mis clientes' (issue 29 point 2, decision 0760): GET custom-cart/to-buy lists her items still to buy
 * grouped by product and size (@shop/domain/buy-for-clients `groupToBuy`); POST custom-cart/to-buy/bag puts the ones
 * she picks in her shop bag in one step, each item remembering its bag (custom_cart_items.bag_cart_id).
 */
export const toBuyQuery = z.object({ customer_id: customerId });

/** At most this many items in one step (and in the list). */
export const TO_BUY_MAX_ITEMS = 200;

export const toBuyItemView = z.object({
  cart_id: z.string(),
  qty: z.number().int(),
  /** Her client's name ('' for an order without one). */
  client: z.string(),
});
export const toBuyGroupView = z.object({
  sku: z.string(),
  product_id: z.string(),
  name: z.string(),
  size_label: z.string(),
  image_url: z.string(),
  units: z.number().int(),
  /** At her (member) price. */
  total: cents,
  items: z.array(toBuyItemView),
});
export const toBuyResponse = z.object({
  groups: z.array(toBuyGroupView),
  units: z.number().int(),
  total: cents,
});
export type ToBuyResponse = z.infer<typeof toBuyResponse>;

export const toBagBody = z.object({
  customer_id: customerId,
  items: z
    .array(
      z.object({
        cart_id: uuid,
        sku: z
          .string()
          .trim()
          .min(1)
          .max(40)
          .refine((s) => !s.includes('\u0000'), m.itemNotFound),
      }),
    )
    .min(1)
    .max(TO_BUY_MAX_ITEMS),
});
export type ToBagBody = z.output<typeof toBagBody>;
export const toBagResponse = z.object({
  units: z.number().int(),
  clients: z.array(z.string()),
  message: z.string(),
});

/** 'Visita a tienda' (decision 0760): GET store-visit, her pick list for one store, sorted by its locations. */
export const storeVisitQuery = z.object({
  customer_id: customerId,
  store_id: z
    .string()
    .trim()
    .min(1, salesToolsMessages.storeRequired)
    .max(10, salesToolsMessages.storeRequired)
    .regex(/^\d+$/, salesToolsMessages.storeRequired),
});
export const storeVisitResponse = z.object({
  store_id: z.string(),
  lines: z.array(
    toBuyGroupView.extend({
      location: z
        .object({ building: z.string(), tramo: z.string(), aisle: z.string(), level: z.string().nullable() })
        .nullable(),
    }),
  ),
});
export type StoreVisitResponse = z.infer<typeof storeVisitResponse>;

/** Her recent shop orders that carry items of her customer orders (the packing lists she can open). */
export const purchasesForClientsResponse = z.object({
  purchases: z.array(
    z.object({
      order_number: z.string(),
      created_at: z.string(),
      status_label: z.string(),
      units: z.number().int(),
      clients: z.number().int(),
    }),
  ),
});
export type PurchasesForClientsResponse = z.infer<typeof purchasesForClientsResponse>;

export const packingListParams = z.object({
  orderNumber: z
    .string()
    .trim()
    .regex(/^\d{1,20}$/, { error: buyForClientsMessages.packing.notFound }),
});

/**
 * One purchase's packing list (issue 29 point 2): per client, the items of her orders that this shop order bought,
 * and what each order still owes (the ledger's `orderMoney` left), so the package goes with the right note.
 */
export const packingListResponse = z.object({
  order_number: z.string(),
  created_at: z.string(),
  clients: z.array(
    z.object({
      name: z.string(),
      phone: z.string(),
      orders: z.array(
        z.object({
          cart_id: z.string(),
          /** When she took the client's order. */
          ordered_at: z.string(),
          items: z.array(z.object({ name: z.string(), size_label: z.string(), qty: z.number().int() })),
          left: cents,
        }),
      ),
      units: z.number().int(),
      left: cents,
    }),
  ),
});
export type PackingListResponse = z.infer<typeof packingListResponse>;

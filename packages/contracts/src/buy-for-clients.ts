import { z } from './zod';
import { cents, customerId, uuid } from './custom-carts';
import { customCartsMessages as m } from './custom-carts-messages';
import { salesToolsMessages } from './sales-tools-messages';

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

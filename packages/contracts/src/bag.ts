import { z } from 'zod';
import { centavos } from './catalog';
import { shopMessages } from './shop-messages';

export const BAG_MAX_QTY = 50;
const qty = z
  .number({ error: shopMessages.bag.qtyRange })
  .int(shopMessages.bag.qtyRange)
  .min(1, shopMessages.bag.qtyRange)
  .max(BAG_MAX_QTY, shopMessages.bag.qtyRange);
const sku = z
  .string({ error: shopMessages.bag.skuRequired })
  .trim()
  .min(1, shopMessages.bag.skuRequired)
  .max(40, shopMessages.bag.skuRequired);

export const addToBagBody = z.object({ sku, qty: qty.default(1) });
export type AddToBagBody = z.infer<typeof addToBagBody>;
export const changeQtyBody = z.object({ qty });
export const bagSkuParams = z.object({ sku });

export const bagItem = z.object({
  sku: z.string(),
  product_id: z.string(),
  slug: z.string(),
  name: z.string(),
  color: z.string(),
  size: z.string(),
  size_label: z.string(),
  image_urls: z.array(z.string()),
  qty: z.number().int(),
  price: centavos,
  price_total: centavos,
  is_digital: z.boolean(),
  is_available_online: z.boolean(),
  is_available_pickup: z.boolean(),
  /** The most units of it one order can take now (warehouse or the best pickup store; issue 28: the quantity list). */
  max_qty: z.number().int(),
});
export const bagResponse = z.object({
  cart_id: z.string().nullable(),
  status: z.string(),
  items: z.array(bagItem),
  items_count: z.number().int(),
  subtotal: centavos,
});
export type Bag = z.infer<typeof bagResponse>;

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { stores } from './stores';

/**
 * The catalogue (docs/decisions/0201-catalogue-and-bag.md). A product is one model in one colour; its
 * sizes are skus. Money is integer centavos everywhere.
 */
export const products = pgTable(
  'products',
  {
    /** The product id of the spec's calls (id_art on order lines): a numeric string. */
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    brand: text('brand').notNull().default('Price Shoes'),
    /** 'calzado' | 'ropa' | 'accesorios' | 'servicios' (digital goods: return guides, CrediPrice fees). */
    category: text('category').notNull(),
    /** Menu entry, e.g. 'Mujer', 'Hombre', 'Niños'. */
    department: text('department').notNull(),
    color: text('color').notNull(),
    colorHex: text('color_hex').notNull().default('#333333'),
    priceCents: integer('price_cents').notNull(),
    imageUrls: jsonb('image_urls').$type<string[]>().notNull().default([]),
    /** Digital goods have no stock and no shipping (virtual orders). */
    isDigital: boolean('is_digital').notNull().default(false),
    /** Coming soon: shown as not found by multi-order (spec next_arrival '1'). */
    nextArrival: boolean('next_arrival').notNull().default(false),
    /** Hidden from the menu and search (still sold through its own flow). */
    listed: boolean('listed').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_slug_key').on(t.slug),
    index('products_department_idx').on(t.department, t.category),
    check('products_price_positive', sql`${t.priceCents} >= 0`),
  ],
);

/** Member prices: customer_group_id 4 is the socias group (spec tier_prices). */
export const productTierPrices = pgTable(
  'product_tier_prices',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    customerGroupId: integer('customer_group_id').notNull(),
    valueCents: integer('value_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.customerGroupId] })],
);

export const skus = pgTable(
  'skus',
  {
    sku: text('sku').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** '23.5', 'M', 'UNI'. */
    size: text('size').notNull(),
    sizeLabel: text('size_label').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('skus_product_idx').on(t.productId, t.position)],
);

/** Units on hand per sku and store. Store '1' (is_default) is the warehouse that serves online orders. */
export const inventory = pgTable(
  'inventory',
  {
    sku: text('sku')
      .notNull()
      .references(() => skus.sku, { onDelete: 'cascade' }),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id),
    qty: integer('qty').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sku, t.storeId] }),
    index('inventory_store_idx').on(t.storeId),
    check('inventory_qty_not_negative', sql`${t.qty} >= 0`),
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type SkuRow = typeof skus.$inferSelect;

import { pgTable, primaryKey, text, timestamp, index } from 'drizzle-orm/pg-core';
import { stores } from './stores';
import { products } from './catalog';

/**
 * Where a product sits in a physical store ('Ubicación en tienda', reseller-area.md §3 Product location
 * result): Nave, Tramo, Pasillo and Nivel (when any). Shop data, set by staff. Owned by issue 14.
 */
export const productLocations = pgTable(
  'product_locations',
  {
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Nave */
    building: text('building').notNull(),
    tramo: text('tramo').notNull(),
    /** Pasillo (location on the wire) */
    aisle: text('aisle').notNull(),
    /** Nivel; null when the shelf has no levels. */
    level: text('level'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.productId] }), index('product_locations_product_idx').on(t.productId)],
);

export type ProductLocationRow = typeof productLocations.$inferSelect;

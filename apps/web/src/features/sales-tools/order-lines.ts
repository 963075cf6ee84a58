import { MULTI_ORDER_QTY_MAX, MULTI_ORDER_QTY_MIN, SALES_TOOL_ROWS_MAX } from '@shop/contracts/sales-tools-messages';
import { cleanProductId } from './product-id';

export interface OrderLine {
  productId: string;
  /** The size as the customer wrote it ('24', '24.5', 'M'); null when the line has none. */
  size: string | null;
  qty: number;
}

/**
 * Lines as customers send them by WhatsApp: 'ID, talla, cantidad' (commas, semicolons, tabs or spaces;
 * 'talla'/'cant' words and 'x2' tolerated). Lines without a product ID are skipped; a missing or out-of-range
 * quantity becomes 1; at most 20 lines.
 */
export function parseOrderLines(text: string): OrderLine[] {
  const out: OrderLine[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const parts = raw
      .replace(/\b(talla|t|cantidad|cant|pzas?|piezas?|id)\b[:.]?/gi, ' ')
      .split(/[,;\t]+|\s+/)
      .map((p) => p.trim())
      .filter(Boolean);
    if (!parts.length) continue;
    const productId = cleanProductId(parts[0]!);
    if (productId.length < 1 || /[^A-Za-z0-9]/.test(parts[0]!.replace(/^#/, ''))) continue;
    const size = parts[1] ? parts[1].replace(/^x$/i, '') || null : null;
    const qtyRaw = Number((parts[2] ?? '').replace(/^x/i, ''));
    const qty = Number.isInteger(qtyRaw) && qtyRaw >= MULTI_ORDER_QTY_MIN && qtyRaw <= MULTI_ORDER_QTY_MAX ? qtyRaw : 1;
    out.push({ productId, size, qty });
    if (out.length === SALES_TOOL_ROWS_MAX) break;
  }
  return out;
}

/** The size option a written size names: by size ('24') or label ('24 MX'), case- and space-insensitive. */
export function matchSize<T extends { size: string; size_label: string }>(options: T[], wanted: string | null) {
  if (!wanted) return undefined;
  const norm = (s: string) => s.replace(/\s+/g, '').replace(/mx$/i, '').toUpperCase();
  return options.find((o) => norm(o.size) === norm(wanted) || norm(o.size_label) === norm(wanted));
}

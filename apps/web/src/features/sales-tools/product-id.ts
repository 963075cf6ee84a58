import { PRODUCT_ID_MAX } from '@shop/contracts/sales-tools-messages';

/** A product ID as typed or pasted: only letters and digits (the allowed keys), upper case, at most 10. */
export const cleanProductId = (raw: string) =>
  raw
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, PRODUCT_ID_MAX);

/** Keys a product ID input lets through (editing and navigation keys besides letters and digits). */
export function isAllowedProductIdKey(e: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean }) {
  if (e.ctrlKey || e.metaKey || e.altKey) return true;
  if (e.key.length > 1) return true;
  return /^[A-Za-z0-9]$/.test(e.key);
}

/** Catalogue facts that production code and the factories share (the factories import them from here). */

/** The customer group whose tier prices are the members' prices. */
export const MEMBER_GROUP_ID = 4;

/** The warehouse that ships home deliveries and holds online stock. */
export const WAREHOUSE_STORE_ID = '1';

/** A URL slug: accents dropped, lower case, runs of anything else as one hyphen. */
export function slugify(text: string) {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

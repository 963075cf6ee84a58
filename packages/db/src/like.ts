/** Text for a SQL `like`/`ilike` pattern, with its own `%`, `_` and `\` matching literally. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A contains-match pattern: `%text%` with the text's pattern characters escaped. */
export const containsPattern = (s: string) => `%${escapeLike(s)}%`;

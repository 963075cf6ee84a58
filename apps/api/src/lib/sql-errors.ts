/**
 * The SQLSTATE of a database error, wherever the driver put it (Drizzle wraps the driver's error in `cause`): one
 * reading for the error handler (decision 0704) and the services that answer a duplicate in their own words.
 */
export function sqlState(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A unique index refused the row (23505). */
export const isUniqueViolation = (err: unknown) => sqlState(err) === '23505';

import type { z } from './zod';

/**
 * A schema's checked shortcut (issue 32): for the common, valid input of a hot route, the schema's own output computed
 * without running zod; `undefined` for anything else, which zod then reads (every error, with its message, and every
 * unusual but valid input). The schema stays the definition: a shortcut may only say what the schema would say, and
 * its test (shortcut.test.ts) checks it against the schema on generated input.
 */
export type Shortcut<S extends z.ZodType> = (input: unknown) => z.output<S> | undefined;

const shortcuts = new WeakMap<object, (input: unknown) => unknown>();

/** Gives `schema` its shortcut; answers the schema. */
export function withShortcut<S extends z.ZodType>(schema: S, shortcut: Shortcut<S>): S {
  shortcuts.set(schema, shortcut);
  return schema;
}

/** The shortcut given to `schema`, if any (the API's validator tries it first). */
export const shortcutOf = (schema: unknown): ((input: unknown) => unknown) | undefined =>
  typeof schema === 'object' && schema !== null ? shortcuts.get(schema) : undefined;

/** A query's parsed values as an object (a query string's parser gives strings, or arrays for repeated keys). */
export function queryValues(input: unknown): Record<string, unknown> | undefined {
  return typeof input === 'object' && input !== null && !Array.isArray(input)
    ? (input as Record<string, unknown>)
    : undefined;
}

/** A page number or size written plainly ('1' to '999999999'), as a number; undefined for any other writing. */
export function plainCount(v: string, max: number): number | undefined {
  if (v.length === 0 || v.length > 9) return undefined;
  const first = v.charCodeAt(0);
  if (first < 49 || first > 57) return undefined;
  for (let i = 1; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (c < 48 || c > 57) return undefined;
  }
  const n = Number(v);
  return n <= max ? n : undefined;
}

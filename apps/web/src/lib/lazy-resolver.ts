import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose code (zod, the schema, the zod resolver) loads when the form first validates,
 * not with the page (issue 16: a page that shows a form at first paint does not download zod before it is used).
 * `preload` starts loading early, e.g. when a field of the form takes the focus.
 */
export function lazyResolver<TValues extends FieldValues, TOutput = TValues>(
  load: () => Promise<Resolver<TValues, unknown, TOutput>>,
): Resolver<TValues, unknown, TOutput> & { preload: () => void } {
  let loading: Promise<Resolver<TValues, unknown, TOutput>> | undefined;
  const get = () => (loading ??= load());
  const resolver = async (...args: Parameters<Resolver<TValues, unknown, TOutput>>) => (await get())(...args);
  return Object.assign(resolver, { preload: () => void get().catch(() => (loading = undefined)) });
}

/**
 * zod in jitless mode before any zod code runs (imported first by the entries): zod 4 probes `new Function` to
 * compile its parsers, which our CSP (script-src 'self') blocks and the browser logs as an error. zod keeps its
 * configuration on `globalThis.__zod_globalConfig` (shared by every copy of zod, and what `z.config()` writes), so
 * setting it here costs the entry nothing: zod itself loads only with the pages that validate a form (issue 16).
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

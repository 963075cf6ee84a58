import type { FastifyInstance } from 'fastify';
import { createRequire } from 'node:module';

/** Any Fastify instance, whatever its type provider: what plugins and route modules receive. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyApp = FastifyInstance<any, any, any, any, any>;

/**
 * A route's hooks of one stage as a list (route options hold none, one, or a list): what an onRoute hook adds its own
 * hook to (the session guard's check, the input rule for a body).
 */
export const hookList = <H>(hooks: H | H[] | undefined): H[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * A plugin that only declares routes (no hook, decorator, parser or error handler of its own), made to declare them in
 * the context it is registered in (what fastify-plugin's `skip-override` does), not in a context of its own. Decision
 * 0803 measured it when each context still had request and reply classes of its own (postal code after other routes:
 * 105.1 k → 98.2 k instructions a request); since `shareUndecoratedClasses` (below, decision 0804) every context shares
 * the root's, and what a context of its own still costs a route (its instance and hook lists) is not measured apart.
 */
export function routesOnly<P extends object>(plugin: P): P {
  (plugin as Record<symbol, unknown>)[Symbol.for('skip-override')] = true;
  return plugin;
}

// Fastify's own symbols for a context's request and reply classes and for "this class was decorated": not part of its
// typed API, read from the module that defines them (absent, the classes are left as Fastify builds them).
const fastifySymbols = createRequire(import.meta.url)('fastify/lib/symbols.js') as Partial<
  Record<'kRequest' | 'kReply' | 'kHasBeenDecorated', symbol>
>;

/**
 * Every encapsulated context (each plugin registered without `skip-override`: the `/api` prefix, the account's group
 * behind its session guard, a module with hooks of its own) gets request and reply classes of its own, and as the app
 * becomes ready each route walks up from its context's classes to the first one that was decorated, so that a context
 * which decorated nothing shares its parent's (Fastify's route.js: "avoid encapsulation if no decoration has been
 * done"). Fastify reads "decorated" as a static field, which a class inherits from its parent: once the root is
 * decorated (the shop's is), every context reads as decorated and keeps classes of its own, and the property reads of
 * Fastify's and Node's per-request code see one more object shape for each context a process serves (past four they
 * go megamorphic). Marking each new context's classes as not decorated (their own field; decorating one sets it
 * again) lets the walk do what it means: every route of a context that decorates nothing shares the root's classes.
 * The shop decorates requests and replies on the root only (app.ts), so every API route shares one request class and
 * one reply class (issue 32, decision 0804; a test counts them). Registered on the root before any plugin.
 */
export function shareUndecoratedClasses(app: AnyApp) {
  const { kRequest, kReply, kHasBeenDecorated } = fastifySymbols;
  if (!kRequest || !kReply || !kHasBeenDecorated) return;
  app.addHook('onRegister', (instance) => {
    for (const key of [kRequest, kReply]) {
      const klass = (instance as unknown as Record<symbol, Record<symbol, unknown> | undefined>)[key];
      if (klass && !Object.hasOwn(klass, kHasBeenDecorated)) klass[kHasBeenDecorated] = false;
    }
  });
}

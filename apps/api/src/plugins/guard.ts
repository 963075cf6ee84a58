import type {
  FastifyPluginAsync,
  FastifyPluginOptions,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
  preHandlerHookHandler,
} from 'fastify';
import { hookList, type AnyApp } from '../http';

/**
 * A check that lets a request through or throws an HttpError: synchronously when it needs no I/O, else as a
 * promise.
 */
type Check = (request: FastifyRequest, reply: FastifyReply) => Promise<void> | void;

/** What a guard does on the routes of its group. */
export interface GuardChecks {
  /** Every route's check, before its own preHandlers. */
  check: Check;
  /**
   * A route that checks its access in its own statement (decision 0780): instead of `check`, `prepare` runs right
   * before its handler, synchronously (it throws, or readies what the statement needs): no hook at all.
   */
  inStatement?: { applies(route: RouteOptions): boolean; prepare(request: FastifyRequest): void };
}

/**
 * A guard as a plugin for one route group (fastify/demo's folder-level autohooks): registered first inside the
 * group's own encapsulated context, it puts its check on every route of that group and names the OpenAPI security
 * scheme on them. The check is each route's first preHandler (so after validation, before the route's own
 * preHandlers and its handler), added as the route is declared (onRoute), not a hook of the whole group: a route
 * that checks the session in its own statement gets no hook (issue 32: each hook a request passes costs it Fastify's
 * hook runner, and a group hook would have to look up, on every request, which kind its route is). So a plugin of
 * the group whose check needs what the guard sets (request.customer) adds its own on its routes (onRoute, after
 * the guard's: sales-tools), never as a hook of its context, which would run before the guard's.
 * It does not open a context of its own (`skip-override`, what fastify-plugin sets), so its onRoute hook lands in
 * the group that registers it and nowhere else.
 */
export function guardPlugin<Options extends FastifyPluginOptions>(
  securityScheme: string,
  makeChecks: (scope: AnyApp, options: Options) => GuardChecks,
): FastifyPluginAsync<Options> {
  const plugin: FastifyPluginAsync<Options> = async (scope, options) => {
    const { check, inStatement } = makeChecks(scope, options);
    // A callback hook, so that a check that answers at once costs no promise.
    const preHandler: preHandlerHookHandler = (request, reply, done) => {
      let pending: Promise<void> | void;
      try {
        pending = check(request, reply);
      } catch (err) {
        done(err as Error);
        return;
      }
      if (pending) pending.then(() => done(), done);
      else done();
    };
    scope.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, security: route.schema?.security ?? [{ [securityScheme]: [] }] };
      if (inStatement?.applies(route)) {
        const handler = route.handler;
        // A throw here is the route's answer, as a throwing handler's is (Fastify sends it).
        route.handler = function (this: AnyApp, request, reply) {
          inStatement.prepare(request);
          return handler.call(this, request, reply);
        };
      } else route.preHandler = [preHandler, ...hookList(route.preHandler)];
    });
  };
  return Object.assign(plugin, { [Symbol.for('skip-override')]: true });
}

/** Adds `check` as the last preHandler of every route declared after it in `scope` (see guardPlugin). */
export function checkEveryRoute(scope: AnyApp, check: (request: FastifyRequest) => void) {
  const preHandler: preHandlerHookHandler = (request, _reply, done) => {
    try {
      check(request);
    } catch (err) {
      done(err as Error);
      return;
    }
    done();
  };
  scope.addHook('onRoute', (route) => {
    route.preHandler = [...hookList(route.preHandler), preHandler];
  });
}

/**
 * The request fields a guard sets must be decorated on the root (app.ts), not by the guard in its group: a context that
 * decorates its requests keeps a request class of its own (http.ts, shareUndecoratedClasses).
 */
export function requireRequestFields(scope: AnyApp, ...fields: string[]) {
  for (const field of fields)
    if (!scope.hasRequestDecorator(field)) throw new Error(`decorate request.${field} on the root (app.ts)`);
}

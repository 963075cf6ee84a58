import type { FastifyPluginAsync, FastifyPluginOptions, FastifyReply, FastifyRequest } from 'fastify';
import type { AnyApp } from '../http';

/**
 * A preHandler that lets a request through or throws an HttpError: synchronously when it needs no I/O (a route
 * that checks its session in its own statement), else as a promise.
 */
type Check = (request: FastifyRequest, reply: FastifyReply) => Promise<void> | void;

/**
 * A guard as a plugin for one route group (fastify/demo's folder-level autohooks): registered first inside
 * the group's own encapsulated context, it adds `check` as a preHandler of every route of that group (so
 * after validation, as a route-level preHandler would run) and names the OpenAPI security scheme on them.
 * It does not open a context of its own (`skip-override`, what fastify-plugin sets), so the hook lands in
 * the group that registers it and nowhere else.
 */
export function guardPlugin<Options extends FastifyPluginOptions>(
  securityScheme: string,
  makeCheck: (scope: AnyApp, options: Options) => Check,
): FastifyPluginAsync<Options> {
  const plugin: FastifyPluginAsync<Options> = async (scope, options) => {
    const check = makeCheck(scope, options);
    scope.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, security: route.schema?.security ?? [{ [securityScheme]: [] }] };
    });
    // A callback hook, so that a check that answers at once costs no promise (issue 32: it runs on every request
    // of the group).
    scope.addHook('preHandler', (request, reply, done) => {
      let pending: Promise<void> | void;
      try {
        pending = check(request, reply);
      } catch (err) {
        done(err as Error);
        return;
      }
      if (pending) pending.then(() => done(), done);
      else done();
    });
  };
  return Object.assign(plugin, { [Symbol.for('skip-override')]: true });
}

import type { FastifyInstance } from 'fastify';

/** Any Fastify instance, whatever its type provider: what plugins and route modules receive. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyApp = FastifyInstance<any, any, any, any, any>;

/**
 * A route's hooks of one stage as a list (route options hold none, one, or a list): what an onRoute hook adds its own
 * hook to (the session guard's check, the input rule for a body).
 */
export const hookList = <H>(hooks: H | H[] | undefined): H[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

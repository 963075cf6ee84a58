import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Any Fastify instance, whatever its type provider: what plugins and route modules receive. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyApp = FastifyInstance<any, any, any, any, any>;

/** A preHandler that lets a request through or throws an HttpError. */
export type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

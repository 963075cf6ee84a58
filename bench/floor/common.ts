/**
 * What the floor's routes share (bench/floor/server.ts): the session's digest, the signed-in customer as a sub-select
 * on the statement's first parameter, and the shop's answers for a missing session (401) and another's id (404).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type pg from 'pg';
import { messages } from '@shop/contracts/messages';

/** A scenario's routes on the floor's app, reading the bench's database through the pool. */
export type FloorRoutes = (app: FastifyInstance, pool: pg.Pool) => void;

/** The session's cookie token, as the shop reads it (`sid`), as its stored digest. */
export function sessionId(cookie: string | undefined): string | null {
  const token = /(?:^|;\s*)sid=([^;]+)/.exec(cookie ?? '')?.[1];
  return token ? createHash('sha256').update(token).digest('hex') : null;
}

/** A bearer token (the credit service's), as its stored digest. */
export function bearerId(authorization: string | undefined): string | null {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  return token ? createHash('sha256').update(token).digest('hex') : null;
}

/** The signed-in customer's id, as a sub-select on the statement's first parameter (the session's digest). */
export const ME = `(select c.id from customers c
  where c.id = (select s.customer_id from sessions s where s.id = $1 and s.expires_at > now()) and c.deleted_at is null)`;

/**
 * The signed-in customer as a one-row relation (id, customer_id, role) on the statement's first parameter: a read
 * selects from it, so that no row is a 401 and the customer_id the request carries is compared in the same statement.
 */
export const ME_ROW = `(select c.id, c.customer_id, c.role from customers c
  where c.id = (select s.customer_id from sessions s where s.id = $1 and s.expires_at > now()) and c.deleted_at is null)`;

/** JSON text PostgreSQL (or the floor, once) already serialised, sent as it is. */
export const sendJson = (reply: FastifyReply, body: string) => reply.type('application/json; charset=utf-8').send(body);

export const unauthenticated = (reply: FastifyReply) =>
  reply.code(401).send({ message: messages.generic.unauthenticated });

export const notFound = (reply: FastifyReply) => reply.code(404).send({ message: messages.generic.notFound });

/** A query-string value as one string (the first, when repeated). */
export function queryText(query: unknown, key: string): string | undefined {
  const v = (query as Record<string, string | string[] | undefined>)[key];
  return (Array.isArray(v) ? v[0] : v)?.trim();
}

/** A positive integer query value within `max`, or its default; null when it is not one (the shop's 400). */
export function queryInt(query: unknown, key: string, fallback: number, max: number): number | null {
  const v = queryText(query, key);
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : null;
}

export const badRequest = (reply: FastifyReply) => reply.code(400).send({ message: messages.generic.invalidBody });

import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { AnyApp } from '../http';
import type { RequestLog } from '../logger';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { messages } from '@shop/contracts/messages';
import { HttpError, sendError } from '../lib/http-errors';
import { sqlState } from '../lib/sql-errors';

/**
 * Failures of the router itself (a malformed percent-encoding, a path parameter over the length limit), which
 * Fastify answers before any hook runs: the same `{message}` shape in Spanish, never the input echoed back.
 */
export function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const message = tooLong
    ? messages.generic.urlTooLong
    : err.code === 'FST_ERR_BAD_URL'
      ? messages.generic.invalidUrl
      : messages.generic.invalidBody;
  void reply.code(tooLong ? 414 : 400).send({ message });
}

/** True when a string anywhere in the value holds a NUL character, which PostgreSQL cannot store. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return false;
  if (Array.isArray(value)) {
    for (const v of value) if (holdsNul(v, depth + 1)) return true;
    return false;
  }
  // A loop, not Object.entries: this runs on every request's params and query (issue 32).
  for (const k in value)
    if (k.includes('\u0000') || holdsNul((value as Record<string, unknown>)[k], depth + 1)) return true;
  return false;
}

/**
 * Input the database cannot hold is refused at the edge for every route, before validation: a NUL character
 * in a path parameter, the query or the body is a 400 with a Spanish message and nothing is written. The path's
 * and the query's are read as the request arrives (`unstorableUrlInput`, from the app's onRequest hook: Fastify has
 * parsed both by then); a body's once parsed, by a preValidation hook on each route that takes one
 * (`refuseUnstorableBody`: a GET has no body, and so no hook to pass).
 */
export function unstorableUrlInput(request: FastifyRequest): HttpError | undefined {
  // A NUL reaches a parameter or the query only as `%00` in the URL (the HTTP parser refuses a raw one): without it,
  // nothing to read (issue 32: this runs on every request).
  if (!request.url.includes('%00')) return undefined;
  if (holdsNul(request.params) || holdsNul(request.query))
    return new HttpError(400, messages.generic.invalidCharacters);
  return undefined;
}

export function refuseUnstorableBody(request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) {
  if (holdsNul(request.body)) done(new HttpError(400, messages.generic.invalidCharacters));
  else done();
}

/**
 * Input that the shared schemas should have refused but that reached the database: class 22 (data exception:
 * a number out of range, a text the encoding or a cast refuses, a value too long) and 54000 (a value over an
 * index's limit) are the request's fault, so a 400, never a 500. The statement failed, so its transaction
 * wrote nothing. Logged as a warning: it names a schema that should be tightened.
 */
function databaseRefusedInput(err: unknown): boolean {
  const state = sqlState(err);
  return state !== undefined && (state.startsWith('22') || state === '54000');
}

/**
 * Integrity errors (class 23) that a request can cause although validation let it through: an id that passes its
 * schema but references nothing (23503 on insert or update) is a 404; a row still referenced (23503 on delete) or
 * a duplicate (23505) is a 409. The statement failed, so nothing was written. Decision 0704.
 */
function integrityAnswer(err: unknown): { status: number; message: string } | null {
  const state = sqlState(err);
  if (state === '23505') return { status: 409, message: messages.generic.conflict };
  if (state !== '23503') return null;
  let text = '';
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const { detail, message } = e as { detail?: unknown; message?: unknown };
    text += ` ${typeof detail === 'string' ? detail : ''} ${typeof message === 'string' ? message : ''}`;
    e = (e as { cause?: unknown }).cause;
  }
  // 'Key (…)=(…) is still referenced from table …' / 'update or delete on table … violates …': the row is in use.
  const inUse = /still referenced|update or delete on table/i.test(text);
  return inUse
    ? { status: 409, message: messages.generic.conflict }
    : { status: 404, message: messages.generic.referenceNotFound };
}

/** Maps every failure to a status and a Spanish `message`, the same shape for all routes. */
export function registerErrorHandling(app: AnyApp, log: RequestLog) {
  app.setErrorHandler((err, request, reply: FastifyReply) => {
    if (err instanceof HttpError) return sendError(reply, err);
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = err.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? messages.generic.invalidBody,
      }));
      const first = errors[0];
      const message = first && first.message ? first.message : messages.generic.invalidBody;
      return reply.code(400).send({ message, errors });
    }
    if (isResponseSerializationError(err)) {
      log(request).error({ err: err.cause }, 'response does not match its schema');
      return reply.code(500).send({ message: messages.generic.later });
    }
    const code = (err as { code?: string }).code;
    const status = (err as { statusCode?: number }).statusCode;
    if (
      code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      err instanceof SyntaxError
    ) {
      return reply.code(400).send({ message: messages.generic.invalidJson });
    }
    if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.code(413).send({ message: messages.generic.bodyTooLarge });
    if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
      return reply.code(415).send({ message: messages.generic.unsupportedMediaType });
    if (status === 429) return reply.code(429).send({ message: messages.generic.tooManyRequests });
    if (code === 'FST_ERR_BAD_URL') return reply.code(400).send({ message: messages.generic.invalidUrl });
    if (status && status >= 400 && status < 500) {
      return reply
        .code(status)
        .send({ message: status === 404 ? messages.generic.notFound : messages.generic.invalidBody });
    }
    const integrity = integrityAnswer(err);
    if (integrity) {
      log(request).warn({ err }, 'the database refused a reference or a duplicate that validation let through');
      return reply.code(integrity.status).send({ message: integrity.message });
    }
    if (databaseRefusedInput(err)) {
      log(request).warn({ err }, 'the database refused a value that validation let through');
      return reply.code(400).send({ message: messages.generic.invalidBody });
    }
    log(request).error({ err }, 'unhandled error');
    return reply.code(500).send({ message: messages.generic.later });
  });
}

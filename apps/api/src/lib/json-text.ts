import type { FastifyReply } from 'fastify';

type TextCheck = (reply: FastifyReply, text: string) => void;
let check: TextCheck | undefined;

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Set by `sendJsonText`: the answer is the API's JSON text, and this is its `Cache-Control` ('' for the API's own,
     * `no-store`); null for any other answer. The app's onSend reads it instead of asking for the answer's headers
     * (plugins/security.ts, issue 32).
     */
    jsonTextCaching: string | null;
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Sends JSON text as it is: a hot read's answer that PostgreSQL built (or that was serialised once), not parsed and
 * not serialised again (issue 32, decision 0782). Fastify sends a string with a JSON content type without its
 * serializer, so the route's response schema stays for OpenAPI but is not run here: the contract is checked by the
 * tests instead (`checkJsonTextWith`, and tests that parse the answers strictly for rows with every column set).
 * `caching` is the answer's `Cache-Control` when a cache may keep it; without it the answer is `no-store`, as every
 * API answer that names no caching of its own. For the API's routes only (`/api/…`): the answer gets the API's
 * headers, not a page's.
 */
export function sendJsonText(reply: FastifyReply, text: string, caching = ''): FastifyReply {
  check?.(reply, text);
  reply.jsonTextCaching = caching;
  return reply.header('content-type', JSON_TYPE).send(text);
}

/**
 * Tests only (apps/api/test/helpers.ts): every answer sent as JSON text is first checked against its route's
 * response schema, strictly (no key the contract lacks, nothing the schema would change), so that an answer's
 * SQL drifting from its contract fails whichever API test reads it. Production never sets it.
 */
export function checkJsonTextWith(next: TextCheck | undefined) {
  check = next;
}

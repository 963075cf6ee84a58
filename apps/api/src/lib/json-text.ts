import type { FastifyReply } from 'fastify';

type TextCheck = (reply: FastifyReply, text: string) => void;
let check: TextCheck | undefined;

/**
 * Sends JSON text as it is: a hot read's answer that PostgreSQL built (or that was serialised once), not parsed and
 * not serialised again (issue 32, decision 0782). Fastify sends a string with a JSON content type without its
 * serializer, so the route's response schema stays for OpenAPI but is not run here: the contract is checked by the
 * tests instead (`checkJsonTextWith`, and tests that parse the answers strictly for rows with every column set).
 */
export function sendJsonText(reply: FastifyReply, text: string): FastifyReply {
  check?.(reply, text);
  return reply.header('content-type', 'application/json; charset=utf-8').send(text);
}

/**
 * Tests only (apps/api/test/helpers.ts): every answer sent as JSON text is first checked against its route's
 * response schema, strictly (no key the contract lacks, nothing the schema would change), so that an answer's
 * SQL drifting from its contract fails whichever API test reads it. Production never sets it.
 */
export function checkJsonTextWith(next: TextCheck | undefined) {
  check = next;
}

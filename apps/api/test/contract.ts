import { isDeepStrictEqual } from 'node:util';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/**
 * A contract's strict reading of an answer: it parses with the schema, and the parsed value is the answer itself
 * (zod's objects drop keys they do not know, so an extra key, or a value the schema would transform, differs).
 * Throws with the difference; undefined when it holds.
 */
export function contractProblem(schema: z.ZodType, body: unknown): string | undefined {
  const parsed = schema.safeParse(body);
  if (!parsed.success) return parsed.error.message;
  if (!isDeepStrictEqual(parsed.data, body))
    return `the answer has more than its contract: ${JSON.stringify(body)} read as ${JSON.stringify(parsed.data)}`;
  return undefined;
}

/** Throws unless the answer reads strictly as the schema (see contractProblem). */
export function expectContract(schema: z.ZodType, body: unknown) {
  const problem = contractProblem(schema, body);
  if (problem) throw new Error(problem);
}

/**
 * The check tests install on `sendJsonText` (lib/json-text.ts): the JSON text of a 2xx answer against its route's
 * response schema for that status, strictly. A drift throws, and the request answers 500.
 */
export function strictContractCheck(reply: FastifyReply, text: string) {
  const schema = (reply.request.routeOptions.schema?.response as Record<number, z.ZodType> | undefined)?.[
    reply.statusCode
  ];
  if (!schema) throw new Error(`${reply.request.routeOptions.url} sends JSON text without a response schema`);
  const problem = contractProblem(schema, JSON.parse(text));
  if (problem) throw new Error(`${reply.request.routeOptions.url}: ${problem}`);
}

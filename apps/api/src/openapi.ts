import type { SwaggerOptions } from '@fastify/swagger';
import { z } from 'zod';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { errorBody } from '@shop/contracts/auth';
import { menuEntry } from '@shop/contracts/catalog';

/**
 * The OpenAPI document others build on (issue 33): `redocly lint` passes it (redocly.yaml records the exceptions)
 * and `openapi-typescript` makes a client of it (apps/api/test/openapi). Besides what the route schemas give:
 * - schemas that refer to themselves (the menu) are components, so their `$ref` resolves;
 * - every operation has an `operationId`, from its method and path (`GET /api/custom-cart/{cartId}/items` is
 *   `getCustomCartByCartIdItems`);
 * - an operation without a security requirement says so (`security: []`: public);
 * - every operation names a 4xx: where its schema gives none, the 400 every route answers to a character it
 *   cannot store (NUL) in its query (plugins/errors.ts);
 * - `servers` is PUBLIC_URL, the shop's own address.
 */

/** Self-referring schemas, as named components (the registry is global: registered once per process). */
const COMPONENTS: [z.ZodType, string][] = [[menuEntry, 'MenuEntry']];
for (const [schema, id] of COMPONENTS) if (!z.globalRegistry.has(schema)) z.globalRegistry.add(schema, { id });

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'] as const;

const pascal = (text: string) =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');

/** `get` + the path's words after /api, a parameter as `By` + its name. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '/')
    .split('/')
    .filter(Boolean)
    .map((segment) => (/^\{.+\}$/.test(segment) ? `By${pascal(segment.slice(1, -1))}` : pascal(segment)));
  return method.toLowerCase() + words.join('');
}

interface Operation {
  operationId?: string;
  security?: unknown[];
  responses?: Record<string, unknown>;
}

function completeDocument(doc: Record<string, unknown>, publicUrl: string) {
  const paths = (doc.paths ?? {}) as Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
  const taken = new Set<string>();
  const errorSchema = z.toJSONSchema(errorBody, { target: 'openapi-3.0' });
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      if (!op.operationId) {
        const base = operationIdOf(method, path);
        let id = base;
        for (let n = 2; taken.has(id); n++) id = `${base}${n}`;
        op.operationId = id;
      }
      taken.add(op.operationId);
      op.security ??= [];
      op.responses ??= {};
      if (!Object.keys(op.responses).some((status) => /^4(\d\d|XX)$/.test(status)))
        op.responses['400'] = {
          description: 'Solicitud no válida (por ejemplo, un carácter que no se puede guardar)',
          content: { 'application/json': { schema: errorSchema } },
        };
    }
  }
  return { ...doc, servers: [{ url: publicUrl, description: 'La tienda' }] };
}

/** The options of @fastify/swagger for the shop's document. */
export function openapiOptions(o: { publicUrl: string; securitySchemes: Record<string, unknown> }): SwaggerOptions {
  return {
    openapi: {
      info: {
        title: 'Price Shoes: cuenta de cliente y área de socias',
        version: '1.0.0',
        description:
          'La API de la cuenta de cliente y del área de socias. Los importes son centavos enteros (MXN); los textos, en español.',
      },
      components: { securitySchemes: o.securitySchemes as never },
    },
    transform: jsonSchemaTransform,
    transformObject: (input) => completeDocument(jsonSchemaTransformObject(input), o.publicUrl),
  };
}

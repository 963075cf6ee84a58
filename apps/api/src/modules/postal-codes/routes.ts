import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@shop/contracts/auth';
import { postalCodeLookup, postalCodeMessages, postalCodeParams } from '@shop/contracts/postal-codes';
import { HttpError } from '../../lib/http-errors';
import { sendJsonText } from '../../lib/json-text';
import type { PostalCodeLookupService } from './lookup-cache';

/**
 * The postal-code lookup of the address form (path not shown in the spec: docs/decisions/0103). Public
 * catalogue data, so no session is needed; answers may be cached by the browser for a day.
 */
export function postalCodeRoutes(deps: { findPostalCode: PostalCodeLookupService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/postal-codes/:zip_code',
      {
        schema: {
          tags: ['addresses'],
          summary: 'State, municipality, city and colonies of a Mexican postal code (SEPOMEX)',
          params: postalCodeParams,
          response: { 200: postalCodeLookup, 400: errorBody, 404: errorBody },
        },
      },
      (request, reply) => {
        const zip = request.params.zip_code;
        // Already checked against postalCodeLookup and serialised by the cache: sent as it is, at once when cached.
        // After a lookup, the handler's promise settles only once the answer has gone (`send` gives the reply, which
        // Fastify's replies resolve when sent): an answer compressed as it is sent (over 8 KB, plugins/compression.ts)
        // is not on its way when `send` returns, and a promise settled then would have Fastify send a second answer.
        const send = (json: string | null) => {
          if (json === null) throw new HttpError(404, postalCodeMessages.unknown(zip));
          return sendJsonText(reply, json, 'public, max-age=86400');
        };
        const found = deps.findPostalCode(zip);
        if (typeof found === 'string' || found === null) {
          send(found);
          return;
        }
        return found.then(send) as Promise<void>;
      },
    );
  };
}

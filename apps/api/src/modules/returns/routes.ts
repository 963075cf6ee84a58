import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@shop/contracts/auth';
import {
  guidesQuery,
  guidesResponse,
  returnRequestBody,
  returnRequestResponse,
  returnsMessages,
} from '@shop/contracts/returns';
import { assertOwnCustomer, currentCustomer } from '../../plugins/session';
import type { ReturnsService } from './service';

export function returnRoutes(deps: { returns: ReturnsService }): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['returns'];
    const guideParams = z.object({
      id: z
        .string()
        .trim()
        .regex(/^\d{1,12}-\d{1,3}$/, { error: returnsMessages.notFound }),
    });
    app.get(
      '/devolution-guide/guides',
      {
        schema: {
          tags,
          summary: "The customer's return guides, newest first, 10 a page, optionally of one status",
          querystring: guidesQuery,
          response: { 200: guidesResponse, 400: errorBody, 401: errorBody, 404: errorBody },
        },
      },
      async (request) =>
        deps.returns.list(assertOwnCustomer(request, { customerId: request.query.customerId }), request.query),
    );
    app.post(
      '/devolution-guide/returns',
      {
        schema: {
          tags,
          summary: "'Devolver' on a delivered order's item: its return guide goes in her bag (one unit; decision 0734)",
          body: returnRequestBody,
          response: {
            201: returnRequestResponse,
            400: errorBody,
            401: errorBody,
            404: errorBody,
            409: errorBody,
          },
        },
      },
      async (request, reply) => {
        const me = currentCustomer(request);
        const done = await deps.returns.requestReturn(me, request.body);
        return reply.code(201).send(done);
      },
    );
    app.get(
      '/devolution-guide/guides/:id/pdf',
      {
        schema: {
          tags,
          summary: 'The printable PDF of a generated return guide (pdf_url; path not shown by the spec: decision 0403)',
          params: guideParams,
          response: {
            200: z.instanceof(Buffer).describe('application/pdf'),
            400: errorBody,
            401: errorBody,
            404: errorBody,
            409: errorBody,
          },
        },
      },
      async (request, reply) => {
        const pdf = await deps.returns.pdf(currentCustomer(request), request.params.id);
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="guia-de-devolucion-${request.params.id}.pdf"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );
  };
}

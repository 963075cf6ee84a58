import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@shop/contracts/auth';
import {
  creditListQuery,
  creditListResponse,
  creditSummary,
  creditTokenResponse,
  eligibilityBody,
  eligibilityResponse,
  idSocioQuery,
  localCreditTokenBody,
  promiseBody,
  referencesResponse,
} from '@shop/contracts/credit';
import { creditSocio } from '../../plugins/credit-token';
import { sendJsonText } from '../../lib/json-text';
import { assertOwnCustomer } from '../../plugins/session';
import type { CreditService } from './service';
import type { ApplicationService } from './application-service';
import {
  applicationBody,
  applicationErrorBody,
  applicationStatusResponse,
  applicationStepResponse,
} from '@shop/contracts/credit-application';
import type { CreditTokenStore } from './token-store';

const errors = { 400: errorBody, 401: errorBody, 404: errorBody };

/**
 * The credit service (customer-account.md §7). The spec calls it a separate credit host; here it is served
 * in-process under /api/cliente with its own bearer token, issued to a signed-in customer by GET credit/auth
 * (docs/decisions/0301-credit-service.md).
 */
export function creditAuthRoutes(deps: { tokens: CreditTokenStore }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/credit/auth',
      {
        schema: {
          tags: ['credit'],
          summary: 'A bearer token for the credit calls, for the signed-in customer; cache it for expire_in seconds',
          headers: z.object({ 'customer-id': z.string().max(20).optional() }),
          response: { 200: creditTokenResponse, 401: errorBody, 404: errorBody },
        },
      },
      async (request) => {
        const me = assertOwnCustomer(request, { customerId: request.headers['customer-id'] });
        return deps.tokens.issue(me.id);
      },
    );

    // customer-account.md §7 'GET credit/auth … otherwise POST /api/credit locally': the same token, issued by the
    // shop itself from the session when the web has no customer id to send or credit/auth did not answer (0681).
    app.post(
      '/credit',
      {
        schema: {
          tags: ['credit'],
          summary: 'Local fallback of GET credit/auth: a credit bearer token for the signed-in customer',
          body: localCreditTokenBody,
          response: { 200: creditTokenResponse, 400: errorBody, 401: errorBody, 404: errorBody },
        },
      },
      async (request) => {
        const given = request.body.customer_id;
        const me = assertOwnCustomer(request, { customerId: given === '' ? undefined : given });
        return deps.tokens.issue(me.id);
      },
    );
  };
}

/** The credit calls, in the group the `creditToken` guard (plugins/credit-token.ts) protects. */
export function creditRoutes(deps: { credit: CreditService; applications: ApplicationService }): FastifyPluginAsyncZod {
  const { credit: service, applications } = deps;
  return async (app) => {
    app.get(
      '/cliente/resumen',
      {
        schema: {
          tags: ['credit'],
          summary: 'The credit line summary (bearer token)',
          querystring: idSocioQuery,
          response: { 200: creditSummary, ...errors },
        },
      },
      // Serialised once, without the zod serializer's second pass (decision 0782; credit.test.ts parses it strictly).
      async (request, reply) =>
        sendJsonText(reply, JSON.stringify(await service.summary(creditSocio(request, request.query.id_socio).id))),
    );

    app.get(
      '/cliente/creditos',
      {
        schema: {
          tags: ['credit'],
          summary:
            'One page (6) of a credit list: pagos, proximos, futuros, activos, liquidados or generar (bearer token)',
          querystring: creditListQuery,
          response: { 200: creditListResponse, ...errors },
        },
      },
      async (request, reply) =>
        sendJsonText(
          reply,
          JSON.stringify(
            await service.list(
              creditSocio(request, request.query.id_socio).id,
              request.query.estado,
              request.query.page,
            ),
          ),
        ),
    );

    app.get(
      '/cliente/referencias',
      {
        schema: {
          tags: ['credit'],
          summary: 'The payment references of the promise still valid today, until 22:00 Mexico City (bearer token)',
          querystring: idSocioQuery,
          response: { 200: referencesResponse, ...errors },
        },
      },
      async (request) => service.references(creditSocio(request, request.query.id_socio).id),
    );

    app.post(
      '/cliente/disponibilidad',
      {
        schema: {
          tags: ['credit'],
          summary: 'Eligibility for a CrediPrice line (bearer token)',
          body: eligibilityBody,
          response: { 200: eligibilityResponse, ...errors },
        },
      },
      async (request) => service.eligibility(creditSocio(request, request.body.id_socio).id),
    );

    app.get(
      '/cliente/solicitud',
      {
        schema: {
          tags: ['credit'],
          summary: 'Which application steps are saved, and whether it was sent (bearer token)',
          querystring: idSocioQuery,
          response: { 200: applicationStatusResponse, ...errors },
        },
      },
      async (request) => applications.status(creditSocio(request, request.query.id_socio).id),
    );

    app.post(
      '/cliente/solicitud',
      {
        // Step 5 carries three compressed images of at most 5 MB each, as base64.
        bodyLimit: 22 * 1024 * 1024,
        schema: {
          tags: ['credit'],
          summary:
            'Saves one step of the seven-step application; 400 with codigo 200 (validation), 102 (RFC) or 101 (phone) (bearer token)',
          body: applicationBody,
          response: {
            200: applicationStepResponse,
            400: applicationErrorBody,
            401: errorBody,
            404: errorBody,
            409: applicationErrorBody,
          },
        },
      },
      async (request, reply) => {
        const customer = creditSocio(request, request.body.id_socio);
        const result = await applications.saveStep(customer.id, request.body);
        return result.ok ? { response: result.response } : reply.code(result.status).send(result.body);
      },
    );

    app.post(
      '/cliente/credito',
      {
        schema: {
          tags: ['credit'],
          summary: 'A payment promise for some credits; answers the references to pay it (bearer token)',
          body: promiseBody,
          response: { 201: referencesResponse, ...errors },
        },
      },
      async (request, reply) => {
        const customer = creditSocio(request, request.body.id_socio);
        return reply.code(201).send(await service.promise(customer.id, request.body));
      },
    );
  };
}

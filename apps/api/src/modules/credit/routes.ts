import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@shop/contracts/auth';
import { messages } from '@shop/contracts/messages';
import {
  creditListQuery,
  creditListResponse,
  creditMessages,
  creditSummary,
  creditTokenResponse,
  eligibilityBody,
  eligibilityResponse,
  idSocioQuery,
  promiseBody,
  referencesResponse,
} from '@shop/contracts/credit';
import type { Clock } from '@shop/domain/clock';
import type { Db } from '@shop/db/client';
import type { CustomerRow } from '@shop/db/schema/customers';
import { HttpError } from '../../lib/http-errors';
import type { SmsSender } from '../../lib/messaging';
import { assertOwnCustomer } from '../../plugins/session';
import type { Guard } from '../../http';
import { createCreditService } from './service';
import { createApplicationService } from './application-service';
import {
  applicationBody,
  applicationErrorBody,
  applicationStatusResponse,
  applicationStepResponse,
} from '@shop/contracts/credit-application';
import { createCreditTokenStore } from './token-store';

const errors = { 400: errorBody, 401: errorBody, 404: errorBody };

/**
 * The credit service (customer-account.md §7). The spec calls it a separate credit host; here it is served
 * in-process under /api/cliente with its own bearer token, issued to a signed-in customer by GET credit/auth
 * (docs/decisions/0301-credit-service.md).
 */
export function creditRoutes(deps: { db: Db; clock: Clock; sms: SmsSender; guard: Guard }): FastifyPluginAsyncZod {
  const tokens = createCreditTokenStore(deps.db, deps.clock);
  const service = createCreditService(deps);
  const applications = createApplicationService(deps);

  /** preHandler: a live bearer token; the customer it was issued to. */
  const creditCustomers = new WeakMap<FastifyRequest, CustomerRow>();
  const requireCreditToken = async (request: FastifyRequest, _reply: FastifyReply) => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    const customer = match ? await tokens.customerFor(match[1]!) : null;
    if (!customer) throw new HttpError(401, creditMessages.tokenMissing, undefined, { 'www-authenticate': 'Bearer' });
    creditCustomers.set(request, customer);
  };
  /** The id_socio a credit call carries must be the token's own customer (its customer_id). */
  const socio = (request: FastifyRequest, idSocio: string): CustomerRow => {
    const customer = creditCustomers.get(request);
    if (!customer) throw new HttpError(401, creditMessages.tokenMissing);
    if (idSocio !== customer.customerId) throw new HttpError(404, messages.generic.notFound);
    return customer;
  };

  return async (app) => {
    app.get(
      '/credit/auth',
      {
        preHandler: deps.guard,
        schema: {
          tags: ['credit'],
          summary: 'A bearer token for the credit calls, for the signed-in customer; cache it for expire_in seconds',
          headers: z.object({ 'customer-id': z.string().max(20).optional() }),
          response: { 200: creditTokenResponse, 401: errorBody, 404: errorBody },
        },
      },
      async (request) => {
        const me = assertOwnCustomer(request, { customerId: request.headers['customer-id'] });
        return tokens.issue(me.id);
      },
    );

    app.get(
      '/cliente/resumen',
      {
        preHandler: requireCreditToken,
        schema: {
          tags: ['credit'],
          summary: 'The credit line summary (bearer token)',
          querystring: idSocioQuery,
          response: { 200: creditSummary, ...errors },
        },
      },
      async (request) => service.summary(socio(request, request.query.id_socio).id),
    );

    app.get(
      '/cliente/creditos',
      {
        preHandler: requireCreditToken,
        schema: {
          tags: ['credit'],
          summary:
            'One page (6) of a credit list: pagos, proximos, futuros, activos, liquidados or generar (bearer token)',
          querystring: creditListQuery,
          response: { 200: creditListResponse, ...errors },
        },
      },
      async (request) =>
        service.list(socio(request, request.query.id_socio).id, request.query.estado, request.query.page),
    );

    app.get(
      '/cliente/referencias',
      {
        preHandler: requireCreditToken,
        schema: {
          tags: ['credit'],
          summary: 'The payment references of the promise still valid today, until 22:00 Mexico City (bearer token)',
          querystring: idSocioQuery,
          response: { 200: referencesResponse, ...errors },
        },
      },
      async (request) => service.references(socio(request, request.query.id_socio).id),
    );

    app.post(
      '/cliente/disponibilidad',
      {
        preHandler: requireCreditToken,
        schema: {
          tags: ['credit'],
          summary: 'Eligibility for a CrediPrice line (bearer token)',
          body: eligibilityBody,
          response: { 200: eligibilityResponse, ...errors },
        },
      },
      async (request) => service.eligibility(socio(request, request.body.id_socio).id),
    );

    app.get(
      '/cliente/solicitud',
      {
        preHandler: requireCreditToken,
        schema: {
          tags: ['credit'],
          summary: 'Which application steps are saved, and whether it was sent (bearer token)',
          querystring: idSocioQuery,
          response: { 200: applicationStatusResponse, ...errors },
        },
      },
      async (request) => applications.status(socio(request, request.query.id_socio).id),
    );

    app.post(
      '/cliente/solicitud',
      {
        preHandler: requireCreditToken,
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
        const customer = socio(request, request.body.id_socio);
        const result = await applications.saveStep(customer.id, request.body);
        return result.ok ? { response: result.response } : reply.code(result.status).send(result.body);
      },
    );

    app.post(
      '/cliente/credito',
      {
        preHandler: requireCreditToken,
        schema: {
          tags: ['credit'],
          summary: 'A payment promise for some credits; answers the references to pay it (bearer token)',
          body: promiseBody,
          response: { 201: referencesResponse, ...errors },
        },
      },
      async (request, reply) => {
        const customer = socio(request, request.body.id_socio);
        return reply.code(201).send(await service.promise(customer.id, request.body));
      },
    );
  };
}

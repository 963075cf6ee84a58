import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '@shop/contracts/auth';
import {
  PROFILE_UPDATE_TOKEN_HEADER,
  otpRequestBody,
  otpRequestResponse,
  otpValidationBody,
  otpValidationResponse,
} from '@shop/contracts/one-time-codes';
import { assertOwnCustomer } from '../../plugins/session';
import type { OneTimeCodeService } from './service';

export function oneTimeCodeRoutes(deps: { codes: OneTimeCodeService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/otps/customer/:customerId',
      {
        schema: {
          tags: ['personal-data'],
          summary: 'Send a 6-digit code to a new phone ({phone}, by SMS) or e-mail ({mail})',
          params: z.object({ customerId: z.string().max(20) }),
          body: otpRequestBody,
          response: {
            201: otpRequestResponse,
            400: errorBody,
            401: errorBody,
            404: errorBody,
            409: errorBody,
            429: errorBody,
            502: errorBody,
          },
        },
      },
      async (request, reply) => {
        const me = assertOwnCustomer(request, { customerId: request.params.customerId });
        return reply.code(201).send(await deps.codes.request(me, request.body));
      },
    );

    app.post(
      '/v1/otps/validation/profile',
      {
        schema: {
          tags: ['personal-data'],
          summary: 'Check a code; the answer header X-Manage-Profile-Update-Token allows one profile update',
          body: otpValidationBody,
          response: { 200: otpValidationResponse, 400: errorBody, 401: errorBody, 404: errorBody },
        },
      },
      async (request, reply) => {
        const me = assertOwnCustomer(request, { customerId: request.body.customer_id });
        const result = await deps.codes.validate(me, request.body.otp);
        reply.header(PROFILE_UPDATE_TOKEN_HEADER, result.token);
        return { channel: result.channel, destination: result.destination };
      },
    );
  };
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@shop/contracts/auth';
import { passwordResetConfirmBody, passwordResetRequestBody } from '@shop/contracts/password-reset';
import { messageResponse } from '@shop/contracts/personal-data';
import type { PasswordResetService } from './service';

/** Password recovery (decision 0610): public routes, beside sign-in. */
export function passwordResetRoutes(deps: { passwordReset: PasswordResetService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/auth/password-reset',
      {
        schema: {
          tags: ['auth'],
          summary:
            'Ask for a password recovery link by e-mail; the same answer whether or not the e-mail has an account',
          body: passwordResetRequestBody,
          response: { 202: messageResponse, 400: errorBody, 429: errorBody },
        },
      },
      async (request, reply) => reply.code(202).send(await deps.passwordReset.request(request.body.email, request.ip)),
    );

    app.post(
      '/auth/password-reset/confirm',
      {
        schema: {
          tags: ['auth'],
          summary: 'Set a new password with the e-mailed link; ends every session of the account',
          body: passwordResetConfirmBody,
          response: { 200: messageResponse, 400: errorBody },
        },
      },
      async (request) => deps.passwordReset.confirm(request.body),
    );
  };
}

import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, loginBody, registerBody, registrationAccepted, signedIn } from '@shop/contracts/auth';
import { emailConfirmationBody } from '@shop/contracts/email-confirmation';
import { messages } from '@shop/contracts/messages';
import type { AuthService } from './service';
import type { SessionCookie } from '../../plugins/session';

export function authRoutes(deps: {
  auth: AuthService;
  cookie: SessionCookie;
  device: SessionCookie;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const setCookie = (reply: FastifyReply, token: string, expiresAt: Date) =>
      reply.setCookie(deps.cookie.name, token, { ...deps.cookie.options, expires: expiresAt });

    app.post(
      '/auth/login',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sign in with e-mail and password; sets the session cookie',
          body: loginBody,
          response: { 200: signedIn, 400: errorBody, 401: errorBody, 429: errorBody },
        },
      },
      async (request, reply) => {
        const { customer, session, device } = await deps.auth.login(
          request.body,
          request.ip,
          request.cookies[deps.device.name],
        );
        setCookie(reply, session.token, session.expiresAt);
        reply.setCookie(deps.device.name, device.token, { ...deps.device.options, expires: device.expiresAt });
        return { username: customer.username, role: customer.role, firstname: customer.firstname };
      },
    );

    app.post(
      '/auth/register',
      {
        schema: {
          tags: ['auth'],
          summary:
            'Create a customer account (not signed in). The same 202 whether the e-mail already has an account: the owner is told by e-mail',
          body: registerBody,
          response: { 202: registrationAccepted, 400: errorBody, 429: errorBody },
        },
      },
      async (request, reply) => {
        await deps.auth.register(request.body, request.ip);
        return reply.code(202).send({ message: messages.auth.registered });
      },
    );

    app.post(
      '/auth/confirm-email',
      {
        schema: {
          tags: ['auth'],
          summary:
            'Open the e-mailed confirmation link of a new account: confirms it and signs in (sets the session cookie)',
          body: emailConfirmationBody,
          response: { 200: signedIn, 400: errorBody },
        },
      },
      async (request, reply) => {
        const { customer, session, device } = await deps.auth.confirmEmail(request.body.token);
        setCookie(reply, session.token, session.expiresAt);
        reply.setCookie(deps.device.name, device.token, { ...deps.device.options, expires: device.expiresAt });
        return { username: customer.username, role: customer.role, firstname: customer.firstname };
      },
    );

    app.post(
      '/auth/logout',
      { schema: { tags: ['auth'], summary: 'Sign out: deletes the session', response: { 204: z.null() } } },
      async (request, reply) => {
        await deps.auth.logout(request.cookies[deps.cookie.name]);
        reply.clearCookie(deps.cookie.name, deps.cookie.options);
        return reply.code(204).send(null);
      },
    );
  };
}

import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, loginBody, registerBody, signedIn } from '@shop/contracts/auth';
import type { AuthService } from './service';
import type { SessionCookie } from '../../plugins/session';

export function authRoutes(deps: { auth: AuthService; cookie: SessionCookie }): FastifyPluginAsyncZod {
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
        const { customer, session } = await deps.auth.login(request.body, request.ip);
        setCookie(reply, session.token, session.expiresAt);
        return { username: customer.username, role: customer.role, firstname: customer.firstname };
      },
    );

    app.post(
      '/auth/register',
      {
        schema: {
          tags: ['auth'],
          summary: 'Create a customer account and sign in',
          body: registerBody,
          response: { 201: signedIn, 400: errorBody, 409: errorBody },
        },
      },
      async (request, reply) => {
        const { customer, session } = await deps.auth.register(request.body);
        setCookie(reply, session.token, session.expiresAt);
        return reply
          .code(201)
          .send({ username: customer.username, role: customer.role, firstname: customer.firstname });
      },
    );

    app.post(
      '/auth/logout',
      { schema: { tags: ['auth'], summary: 'Sign out: deletes the session', response: { 204: z.null() } } },
      async (request, reply) => {
        await deps.auth.logout(request.cookies[deps.cookie.name]);
        reply.clearCookie(deps.cookie.name, { path: '/' });
        return reply.code(204).send(null);
      },
    );
  };
}

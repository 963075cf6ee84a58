import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@shop/contracts/auth';
import {
  createStatementBody,
  revokeStatementParams,
  revokeStatementQuery,
  revokeStatementResponse,
  statementLinkResponse,
  statementParams,
  statementResponse,
} from '@shop/contracts/statements';
import { assertOwnMember } from '../../plugins/session';
import type { StatementService } from './service';

const tags = ['statements'];
const errors = { 400: errorBody, 404: errorBody };

/** The socia's side: a statement link for one of her clients, and revoking them (member only; decision 0770). */
export function statementRoutes(deps: { statements: StatementService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/statement-links',
      {
        schema: {
          tags,
          summary: "A link to one of her clients' statement (30 days; the token is shown once)",
          body: createStatementBody,
          response: { 201: statementLinkResponse, ...errors },
        },
      },
      async (request, reply) => {
        const me = assertOwnMember(request, request.body.customer_id);
        return reply.code(201).send(await deps.statements.create(me.id, request.body.contact_id));
      },
    );

    app.delete(
      '/statement-links/:contactId',
      {
        schema: {
          tags,
          summary: 'Revokes every live statement link of one of her clients',
          params: revokeStatementParams,
          querystring: revokeStatementQuery,
          response: { 200: revokeStatementResponse, ...errors },
        },
      },
      async (request) =>
        deps.statements.revoke(assertOwnMember(request, request.query.customer_id).id, request.params.contactId),
    );
  };
}

/** The client's side: her statement, for whoever holds a live link (no session). */
export function publicStatementRoutes(deps: { statements: StatementService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/estado-de-cuenta/:token',
      {
        schema: {
          tags,
          summary: 'A client’s statement with one socia, by its link (404 when unknown, revoked or expired)',
          params: statementParams,
          response: { 200: statementResponse, ...errors, 429: errorBody },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        reply.header('referrer-policy', 'no-referrer');
        return deps.statements.view(request.params.token, request.ip);
      },
    );
  };
}

import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@shop/contracts/auth';
import { messages } from '@shop/contracts/messages';
import { PAY_LINK_LIMITS } from '@shop/contracts/pay-link-messages';
import {
  decideReportBody,
  decideReportResponse,
  payLinkActivity,
  payLinkPaymentParams,
  payLinkPaymentView,
  paymentReportParams,
  paymentReportsQuery,
  paymentReportsResponse,
  reportBody,
  reportPhotoParams,
  reportResponse,
  startPayLinkBody,
} from '@shop/contracts/pay-links';
import { statementParams } from '@shop/contracts/statements';
import { HttpError } from '../../lib/http-errors';
import { assertOwnMember } from '../../plugins/session';
import type { PayLinkService } from './service';

const tags = ['statements: paying'];
const errors = { 400: errorBody, 404: errorBody, 409: errorBody, 429: errorBody };
/** The shape the description shows; the route checks the dates against today. */
const reportBodyShape = reportBody('9999-12-31', '2014-05-11');

/** The client's side, by the statement link (no session; decisions 0771, 0772). Answers are `no-store`. */
export function publicPayLinkRoutes(deps: { payLinks: PayLinkService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser(
      ['image/jpeg', 'image/png', 'image/webp', 'application/octet-stream'],
      { parseAs: 'buffer', bodyLimit: PAY_LINK_LIMITS.photoMaxBytes },
      (_request, body, done) => done(null, body),
    );
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      reply.header('referrer-policy', 'no-referrer');
    });

    app.get(
      '/estado-de-cuenta/:token/pagos',
      {
        schema: {
          tags,
          summary:
            "The client's latest payments through her links and her reports (confirmed when the provider says so)",
          params: statementParams,
          response: { 200: payLinkActivity, ...errors },
        },
      },
      async (request) => deps.payLinks.activity(request.params.token, request.ip),
    );

    app.post(
      '/estado-de-cuenta/:token/pagos',
      {
        schema: {
          tags,
          summary: 'Pay from the statement: an amount up to what is left, by card, SPEI transfer or cash voucher',
          params: statementParams,
          body: startPayLinkBody,
          response: { 201: payLinkPaymentView, ...errors, 502: errorBody },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await deps.payLinks.start(request.params.token, request.ip, request.body)),
    );

    app.get(
      '/estado-de-cuenta/:token/pagos/:paymentId',
      {
        schema: {
          tags,
          summary: 'One payment from the link, after asking the provider',
          params: payLinkPaymentParams,
          response: { 200: payLinkPaymentView, ...errors },
        },
      },
      async (request) => deps.payLinks.payment(request.params.token, request.ip, request.params.paymentId),
    );

    app.post(
      '/estado-de-cuenta/:token/reportes',
      {
        schema: {
          tags,
          summary: 'Report a payment made elsewhere: amount, date, SPEI tracking key and/or a photo (PUT …/foto)',
          params: statementParams,
          body: reportBodyShape,
          response: { 201: reportResponse, ...errors },
        },
      },
      async (request, reply) => {
        const checked = reportBody(deps.payLinks.today(), deps.payLinks.earliestReportDate()).safeParse(request.body);
        if (!checked.success) {
          const issues = checked.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
          throw new HttpError(400, issues[0]?.message ?? messages.generic.invalidBody, issues);
        }
        return reply.code(201).send(await deps.payLinks.report(request.params.token, request.ip, checked.data));
      },
    );

    app.put(
      '/estado-de-cuenta/:token/reportes/:reportId/foto',
      {
        schema: {
          tags,
          summary: "The receipt's photo of a pending report: the image's bytes (JPEG, PNG or WebP, at most 1 MiB)",
          params: reportPhotoParams,
          body: z.instanceof(Buffer),
          response: { 200: reportResponse, ...errors, 413: errorBody, 415: errorBody },
        },
      },
      async (request) =>
        deps.payLinks.reportPhoto(
          request.params.token,
          request.ip,
          request.params.reportId,
          new Uint8Array(request.body),
        ),
    );
  };
}

/** The socia's side: reports waiting for her, her decision, a receipt's photo (member only). */
export function payLinkRoutes(deps: { payLinks: PayLinkService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/payment-reports',
      {
        schema: {
          tags,
          summary: 'Her pending reports of payments made elsewhere, oldest first',
          querystring: paymentReportsQuery,
          response: { 200: paymentReportsResponse, ...errors },
        },
      },
      async (request) => deps.payLinks.pendingReports(assertOwnMember(request, request.query.customer_id).id),
    );

    app.post(
      '/payment-reports/:reportId',
      {
        schema: {
          tags,
          summary: 'Confirm (an abono, source report) or reject one of her pending reports',
          params: paymentReportParams,
          body: decideReportBody,
          response: { 200: decideReportResponse, ...errors },
        },
      },
      async (request) =>
        deps.payLinks.decide(
          assertOwnMember(request, request.body.customer_id).id,
          request.params.reportId,
          request.body.decision,
        ),
    );

    app.get(
      '/payment-reports/:reportId/photo',
      {
        schema: {
          tags,
          summary: "The receipt's photo of one of her reports (JPEG)",
          params: paymentReportParams,
          querystring: paymentReportsQuery,
          response: { 200: z.any(), ...errors },
        },
      },
      async (request, reply) => {
        const photo = await deps.payLinks.photoOf(
          assertOwnMember(request, request.query.customer_id).id,
          request.params.reportId,
        );
        return reply
          .type('image/jpeg')
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(Buffer.from(photo));
      },
    );
  };
}

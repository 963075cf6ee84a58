import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@shop/contracts/auth';
import { CREDIT_CONTRACT_VERSION, creditContractMessages } from '@shop/contracts/credit-texts';
import { CREDIT_CONTRACT, contractText } from '@shop/domain/credit-contract';
import { renderContractPdf } from './contract-pdf';

/**
 * GET /api/crediprice/contrato.pdf?linea= (signed in: who applies has an account): the contract she reads at step 7 as
 * a PDF with the figures of her line, the same words as its page (decision 0733).
 */
export function creditContractRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/crediprice/contrato.pdf',
      {
        schema: {
          tags: ['credit'],
          summary: 'The CrediPrice contract as a PDF, with the figures of a line (centavos; the largest when absent)',
          querystring: z.object({
            linea: z.coerce
              .number({ error: creditContractMessages.line })
              .int({ error: creditContractMessages.line })
              .min(1, { error: creditContractMessages.line })
              .max(CREDIT_CONTRACT.maxLineCents, { error: creditContractMessages.line })
              .default(CREDIT_CONTRACT.maxLineCents),
          }),
          response: { 200: z.instanceof(Buffer).describe('application/pdf'), 400: errorBody, 401: errorBody },
        },
      },
      async (request, reply) => {
        const pdf = await renderContractPdf(contractText(request.query.linea, CREDIT_CONTRACT_VERSION));
        return reply
          .type('application/pdf')
          .header('cache-control', 'private, max-age=3600')
          .header('content-disposition', `attachment; filename="contrato-crediprice-${CREDIT_CONTRACT_VERSION}.pdf"`)
          .send(pdf);
      },
    );
  };
}

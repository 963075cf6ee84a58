import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { esc, formatCentavos, hostedPage } from '../payments/hosted-page';

/**
 * The partner wallet page's built-in sandbox (docs/decisions/0309-partner-wallet.md). The real page belongs
 * to the partner, lives on its site and is embedded by /mi-cuenta/adidas with `?id={member number}`; it
 * cannot be reached from here, so this stands in for it the way the payment sandboxes do: same query, a
 * page made to be framed by the account, the wallet of the member it is given (empty: the sandbox keeps no
 * movements) and a clear answer for an id that is not a member number.
 */
export function partnerWalletSandboxRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/sandbox/partner-wallet',
      {
        schema: {
          tags: ['sandbox'],
          summary: 'Sandbox of the partner wallet page (framed by the account with ?id={member number})',
          querystring: z.object({ id: z.string().max(40).optional() }),
        },
      },
      async (request, reply) => {
        const id = request.query.id ?? '';
        const known = /^\d{4,12}$/.test(id);
        const body = known
          ? `<dl><dt>Número de socio</dt><dd><code>${esc(id)}</code></dd><dt>Saldo disponible</dt><dd>${formatCentavos(0)}</dd></dl>
<p>Aún no tienes movimientos en tu monedero.</p>`
          : '<p>No encontramos tu número de socio. Vuelve a entrar desde tu cuenta.</p>';
        return (
          reply
            .code(known ? 200 : 404)
            // Framed by the account pages of this site only; nothing else may embed it, and it runs no scripts.
            .header(
              'content-security-policy',
              "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'",
            )
            .header('x-frame-options', 'SAMEORIGIN')
            .type('text/html; charset=utf-8')
            .send(hostedPage('Monedero', 'Monedero de socios', body))
        );
      },
    );
  };
}

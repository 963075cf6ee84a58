import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@shop/contracts/auth';
import { balanceResponse } from '@shop/contracts/balance';
import { messages } from '@shop/contracts/messages';
import { HttpError } from '../../lib/http-errors';
import { assertOwnCustomer } from '../../plugins/session';
import type { BalanceService } from './service';

/** Mi saldo (reseller-area §2): served only while the flag purchase_with_balance_crediprice is on. */
export function balanceRoutes(deps: { balance: BalanceService; enabled: boolean }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/balance/:username',
      {
        schema: {
          tags: ['balance'],
          summary: 'The total balance and its usable parts (SALDOS, VALES, NOTAS CREDITO) with store and expiry',
          params: z.object({ username: z.string().max(40) }),
          response: { 200: balanceResponse, 401: errorBody, 404: errorBody },
        },
      },
      async (request) => {
        if (!deps.enabled) throw new HttpError(404, messages.generic.notFound);
        const me = assertOwnCustomer(request, { username: request.params.username });
        return deps.balance.usable(me.id);
      },
    );
  };
}

import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@shop/contracts/auth';
import { balanceResponse } from '@shop/contracts/balance';
import { messages } from '@shop/contracts/messages';
import type { Clock } from '@shop/domain/clock';
import { mexicoDate } from '@shop/domain/mexico-dates';
import type { Db } from '@shop/db/client';
import { HttpError } from '../../lib/http-errors';
import { assertOwnCustomer } from '../../plugins/session';
import { findUsableBalances } from './repository';

/** Mi saldo (reseller-area §2): served only while the flag purchase_with_balance_crediprice is on. */
export function balanceRoutes(deps: { db: Db; clock: Clock; enabled: boolean }): FastifyPluginAsyncZod {
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
        const parts = await findUsableBalances(deps.db, me.id, mexicoDate(deps.clock.now()));
        return {
          total_balance: parts.reduce((sum, p) => sum + p.balanceCents, 0),
          partial_balances: parts.map((p) => ({
            id: p.id,
            type: p.type,
            store_name: p.storeName,
            expiration_date: p.expirationDate,
            balance: p.balanceCents,
          })),
        };
      },
    );
  };
}

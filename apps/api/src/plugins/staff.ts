import { timingSafeEqual, createHash } from 'node:crypto';
import { shopMessages } from '@shop/contracts/shop-messages';
import { HttpError } from '../lib/http-errors';
import { guardPlugin } from './guard';

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * The staff guard of the admin API (docs/decisions/0206-staff-operations.md): bearer ADMIN_TOKEN, no
 * customer session. Answers 404 to everything when no token is configured.
 */
export const staffToken = guardPlugin<{ token: string | undefined }>('staffToken', (_scope, { token }) => ({
  check: (request) => {
    if (!token) throw new HttpError(404, shopMessages.orders.notFound);
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!timingSafeEqual(digest(given), digest(token))) throw new HttpError(401, shopMessages.admin.unauthorized);
  },
}));

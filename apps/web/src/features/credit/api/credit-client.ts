import type { CreditToken } from '@shop/contracts/credit';
import { ApiError, apiRequest, type RequestOptions } from '../../../lib/api-client';
import { isClientError } from '../../../lib/error-message';
import { readPageData } from '../../../lib/page-data';

/**
 * The credit calls carry a bearer token from GET credit/auth, cached until its expire_in runs out
 * (customer-account.md §7). A 401 drops the cached token and retries once with a fresh one.
 */
let cached: { token: string; expiresAt: number; customerId: string } | null = null;
/**
 * The token her CrediPrice page's HTML carried (decision 0624), taken once: then the calls go as above. Her summary
 * comes in the page's query cache (decision 0790).
 */
let embedded = readPageData()?.credit;

async function creditToken(customerId: string, fresh = false): Promise<string> {
  if (embedded && !fresh) {
    // Issued to this page's session for the signed-in customer, whose id the calls send.
    cached = { token: embedded.token, expiresAt: Date.now() + embedded.expire_in * 1000, customerId };
    embedded = undefined;
  }
  if (!fresh && cached && cached.customerId === customerId && cached.expiresAt > Date.now() + 5_000)
    return cached.token;
  const t = await issueToken(customerId);
  cached = { token: t.token, expiresAt: Date.now() + t.expire_in * 1000, customerId };
  return t.token;
}

/**
 * GET credit/auth with the customer id header; otherwise POST /api/credit locally (customer-account.md §7,
 * docs/decisions/0681): when the profile names no customer id, or credit/auth did not answer (a network
 * failure or a 5xx). A 4xx of credit/auth is final (not her account, signed out).
 */
async function issueToken(customerId: string): Promise<CreditToken> {
  if (customerId) {
    try {
      return await apiRequest<CreditToken>('credit/auth', { headers: { 'customer-id': customerId } });
    } catch (error) {
      if (isClientError(error)) throw error;
    }
  }
  return apiRequest<CreditToken>('/api/credit', {
    method: 'POST',
    body: customerId ? { customer_id: customerId } : {},
  });
}

export async function creditRequest<T>(customerId: string, path: string, options: RequestOptions = {}): Promise<T> {
  const send = async (fresh: boolean) =>
    apiRequest<T>(path, {
      ...options,
      headers: { ...options.headers, authorization: `Bearer ${await creditToken(customerId, fresh)}` },
    });
  try {
    return await send(false);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return send(true);
    throw error;
  }
}

export function forgetCreditToken() {
  cached = null;
  embedded = undefined;
}

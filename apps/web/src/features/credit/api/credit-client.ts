import type { CreditToken } from '@shop/contracts/credit';
import { ApiError, apiRequest, type RequestOptions } from '../../../lib/api-client';

/**
 * The credit calls carry a bearer token from GET credit/auth, cached until its expire_in runs out
 * (customer-account.md §7). A 401 drops the cached token and retries once with a fresh one.
 */
let cached: { token: string; expiresAt: number; customerId: string } | null = null;

async function creditToken(customerId: string, fresh = false): Promise<string> {
  if (!fresh && cached && cached.customerId === customerId && cached.expiresAt > Date.now() + 5_000)
    return cached.token;
  const t = await apiRequest<CreditToken>('credit/auth', { headers: { 'customer-id': customerId } });
  cached = { token: t.token, expiresAt: Date.now() + t.expire_in * 1000, customerId };
  return t.token;
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
}

export const creditKeys = {
  all: ['credit'] as const,
  summary: (customerId: string) => ['credit', customerId, 'summary'] as const,
  list: (customerId: string, estado: string, page: number) => ['credit', customerId, 'list', estado, page] as const,
  payable: (customerId: string) => ['credit', customerId, 'payable'] as const,
  references: (customerId: string) => ['credit', customerId, 'references'] as const,
  eligibility: (customerId: string) => ['credit', customerId, 'eligibility'] as const,
  application: (customerId: string) => ['credit', customerId, 'application'] as const,
};

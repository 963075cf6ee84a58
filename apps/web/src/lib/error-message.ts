import { messages } from '@shop/contracts/messages';
import { ApiError } from './api-client';

/**
 * The one Spanish text shown for a failed request: a 4xx carries the server's own Spanish `message` (a rule
 * the customer can act on); a 5xx, a network failure or anything else shows the generic text, never the
 * server's raw or English text.
 */
export function errorMessage(error: unknown, fallback: string = messages.generic.later): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return fallback;
}

/** 4xx answers are final: retrying them cannot succeed. */
export const isClientError = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

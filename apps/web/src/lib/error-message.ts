import { genericMessages } from '@shop/contracts/generic-messages';
import { ApiError } from './api-client';

/**
 * The one Spanish text shown for a failed request: a 4xx carries the server's own Spanish `message` (a rule
 * the customer can act on); a 5xx, a network failure or anything else shows the generic text, never the
 * server's raw or English text.
 */
export function errorMessage(error: unknown, fallback: string = genericMessages.later): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return fallback;
}

const GENERIC_TEXTS: ReadonlySet<string> = new Set<string>(Object.values(genericMessages));

/**
 * Where the spec says "the server message, else <text>" (customer-account.md §8, phone and e-mail code request):
 * the server's own message whatever the status, unless it is only one of the generic texts; otherwise the
 * spec's text, never the generic one in its place (a network failure, a 500 without a message).
 */
export function serverMessageOr(error: unknown, specText: string): string {
  if (error instanceof ApiError && error.serverMessage && !GENERIC_TEXTS.has(error.serverMessage))
    return error.serverMessage;
  return specText;
}

/** 4xx answers are final: retrying them cannot succeed. */
export const isClientError = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

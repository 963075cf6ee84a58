import { messages } from '@shop/contracts/messages';
import { otpMessages } from '@shop/contracts/one-time-code-messages';
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

const GENERIC_TEXTS: ReadonlySet<string> = new Set<string>(Object.values(messages.generic));

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

/**
 * A one-time code that was not accepted: a 4xx's own message ('Código incorrecto.', an expired or throttled
 * code), else the spec's text for an OTP failure (customer-account.md §8 'Ha ocurrido un error o el código no
 * es valido. Intenta nuevamente'), never the generic one — a network failure or a 5xx (decision 0685).
 */
export const otpCheckMessage = (error: unknown): string => errorMessage(error, otpMessages.validationFailed);

/** 4xx answers are final: retrying them cannot succeed. */
export const isClientError = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

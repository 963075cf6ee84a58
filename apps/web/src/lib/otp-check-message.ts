import { otpMessages } from '@shop/contracts/one-time-code-messages';
import { errorMessage } from './error-message';

/**
 * A one-time code that was not accepted: a 4xx's own message ('Código incorrecto.', an expired or throttled
 * code), else the spec's text for an OTP failure (customer-account.md §8 'Ha ocurrido un error o el código no
 * es valido. Intenta nuevamente'), never the generic one — a network failure or a 5xx (decision 0685). Apart from
 * error-message.ts, which every page loads: the code texts load with the forms that check a code (issue 16).
 */
export const otpCheckMessage = (error: unknown): string => errorMessage(error, otpMessages.validationFailed);

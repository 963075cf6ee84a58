import { describe, expect, it } from 'vitest';
import { messages } from '@shop/contracts/messages';
import { otpMessages } from '@shop/contracts/one-time-code-messages';
import { ApiError } from './api-client';
import { errorMessage, isClientError, serverMessageOr } from './error-message';
import { otpCheckMessage } from './otp-check-message';

describe('errorMessage', () => {
  it("shows a 4xx's own Spanish message", () => {
    expect(errorMessage(new ApiError(409, 'Ya no hay existencias de esta talla.'))).toBe(
      'Ya no hay existencias de esta talla.',
    );
  });

  it('shows the generic Spanish text for a 5xx, a network failure or anything else, never the raw text', () => {
    expect(errorMessage(new ApiError(500, 'Internal Server Error'))).toBe(messages.generic.later);
    expect(errorMessage(new ApiError(0, 'Failed to fetch'))).toBe(messages.generic.later);
    expect(errorMessage(new TypeError('x is undefined'))).toBe(messages.generic.later);
  });

  it("uses the read's own contract text instead of the generic one when given", () => {
    expect(errorMessage(new ApiError(503, 'Service Unavailable'), 'Ocurrió un error')).toBe('Ocurrió un error');
  });

  it('treats only 4xx answers as final (no retry)', () => {
    expect(isClientError(new ApiError(404, 'No encontrado'))).toBe(true);
    expect(isClientError(new ApiError(502, 'Bad Gateway'))).toBe(false);
    expect(isClientError(new ApiError(0, ''))).toBe(false);
  });
});

/** An answer whose body carried this `message`. */
const fromServer = (status: number, message: string) => new ApiError(status, message, [], 'req-1', message);

// customer-account.md §8 'Phone code request failure: the server message, else …' — the customer's own phone
// or e-mail code and a client's phone code in the clients area (decisions 0683, 0685).
describe('serverMessageOr', () => {
  it("shows the server's own message whatever the status", () => {
    const wait = otpMessages.resendWait(30);
    expect(serverMessageOr(fromServer(429, wait), otpMessages.requestFailed)).toBe(wait);
    const provider = 'El proveedor de SMS no respondió.';
    expect(serverMessageOr(fromServer(502, provider), otpMessages.requestFailed)).toBe(provider);
  });

  it("shows the spec's text, not the generic one, for a network failure, a bare 500 or a generic server text", () => {
    expect(serverMessageOr(new ApiError(0, messages.generic.retry), otpMessages.requestFailed)).toBe(
      'Ha ocurrido un error inesperado. Intente nuevamente',
    );
    expect(serverMessageOr(new ApiError(500, messages.generic.retry), otpMessages.requestFailed)).toBe(
      otpMessages.requestFailed,
    );
    expect(serverMessageOr(fromServer(500, messages.generic.later), otpMessages.requestFailed)).toBe(
      otpMessages.requestFailed,
    );
    expect(serverMessageOr(new TypeError('Failed to fetch'), otpMessages.requestFailed)).toBe(
      otpMessages.requestFailed,
    );
  });
});

// A code that was not accepted: the customer's contact change and a client's phone (decision 0685).
describe('otpCheckMessage', () => {
  it("shows the server's reason for a refused code", () => {
    expect(otpCheckMessage(fromServer(400, otpMessages.wrong))).toBe('Código incorrecto.');
    expect(otpCheckMessage(fromServer(410, otpMessages.expired))).toBe(otpMessages.expired);
  });

  it("shows the spec's OTP-failure text, never the generic one, for a network failure or a 5xx", () => {
    const spec = 'Ha ocurrido un error o el código no es valido. Intenta nuevamente';
    expect(otpCheckMessage(new ApiError(0, messages.generic.retry))).toBe(spec);
    expect(otpCheckMessage(new ApiError(503, 'Service Unavailable'))).toBe(spec);
  });
});

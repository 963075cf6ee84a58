import { describe, expect, it } from 'vitest';
import { messages } from '@shop/contracts/messages';
import { ApiError } from './api-client';
import { errorMessage, isClientError } from './error-message';

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

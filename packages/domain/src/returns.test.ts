import { describe, expect, it } from 'vitest';
import { guideStatus, guideStatusLabel } from './returns';

describe('return guide status', () => {
  it('follows the payment of the order that bought it', () => {
    expect(guideStatus('created', false)).toBe('payment_pending');
    expect(guideStatus('pending', false)).toBe('payment_pending');
    expect(guideStatus('FAILED', false)).toBe('payment_pending');
    expect(guideStatus('confirmed', false)).toBe('guide_created');
    expect(guideStatus('delivered', false)).toBe('guide_created');
    expect(guideStatus('canceled', false)).toBe('guide_creation_failed');
    expect(guideStatus('cancelled', false)).toBe('guide_creation_failed');
    expect(guideStatus('refund', false)).toBe('guide_creation_failed');
  });
  it('is used once the courier scanned it, whatever the order says', () => {
    expect(guideStatus('delivered', true)).toBe('guide_used');
  });
  it('labels a cancelled guide and a used guide with tracking as the spec says', () => {
    expect(guideStatusLabel('guide_creation_failed', false)).toBe('Cancelada por falta de pago');
    expect(guideStatusLabel('guide_used', true)).toBe('Entregado');
    expect(guideStatusLabel('guide_used', false)).toBe('Utilizada');
  });
});

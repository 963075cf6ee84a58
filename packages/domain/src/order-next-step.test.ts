import { describe, expect, it } from 'vitest';
import { cardIntentReferences, orderMoneyState, orderNextStep } from './order-next-step';

describe('orderNextStep', () => {
  const web = (status: string, delivery = 'STANDARD_DELIVERY') =>
    orderNextStep({ platform: 'ecommerce', status, delivery });
  it('an unpaid web order is paid; a ready pickup is scheduled; a shipment is tracked', () => {
    expect(web('created')).toBe('pay');
    expect(web('PENDING')).toBe('pay');
    expect(web('ready', 'PICKUP')).toBe('schedule');
    expect(web('shipped')).toBe('track');
  });
  it('a delivered order is returned, a digital one or a closed one is bought again', () => {
    expect(web('delivered')).toBe('return');
    expect(web('collected', 'PICKUP')).toBe('return');
    expect(web('delivered', 'DIGITAL')).toBe('buy-again');
    expect(web('canceled_refund_pending')).toBe('buy-again');
    expect(web('expired', 'PICKUP')).toBe('buy-again');
  });
  it('orders waiting on the shop, or of the phone and store channels before delivery, only open their detail', () => {
    expect(web('confirmed')).toBe('detail');
    expect(web('failed')).toBe('detail');
    expect(web('scheduled', 'PICKUP')).toBe('detail');
    expect(orderNextStep({ platform: 'call_center', status: 'created', delivery: 'call_center' })).toBe('detail');
    expect(orderNextStep({ platform: 'physical_store', status: 'delivered', delivery: 'store' })).toBe('return');
    expect(web('nonsense')).toBe('detail');
  });
});

describe('orderMoneyState', () => {
  it('never says paid for an unpaid, failed or refunded order', () => {
    expect(orderMoneyState('created', false)).toBe('unpaid');
    expect(orderMoneyState('failed', false)).toBe('confirming');
    expect(orderMoneyState('canceled_refund_pending', true)).toBe('refund-pending');
    expect(orderMoneyState('refund', true)).toBe('refund-pending');
    expect(orderMoneyState('canceled_refund_succeeded', true)).toBe('refunded');
    expect(orderMoneyState('canceled', true)).toBe('refund-pending');
    expect(orderMoneyState('canceled', false)).toBe('not-charged');
    expect(orderMoneyState('delivered', true)).toBe('paid');
  });
});

describe('cardIntentReferences', () => {
  const card = { status: 'requires_payment_method', payment_method: 'stripe', reference: 'R-1' };
  const wallet = { status: 'pending', payment_method: 'mercado_pago', reference: 'R-2' };
  it("lists an unpaid web order's card provider payments, the ones its payment section reads", () => {
    expect(cardIntentReferences({ platform: 'ecommerce', status: 'created', payment: [card, wallet] })).toEqual([
      'R-1',
    ]);
  });
  it('lists none once the order is paid or closed, nor for a store or call-centre order', () => {
    const paid = { ...card, status: 'succeeded' };
    expect(cardIntentReferences({ platform: 'ecommerce', status: 'confirmed', payment: [paid] })).toEqual([]);
    expect(cardIntentReferences({ platform: 'ecommerce', status: 'canceled', payment: [card] })).toEqual([]);
    expect(cardIntentReferences({ platform: 'physical_store', status: 'created', payment: [card] })).toEqual([]);
    expect(cardIntentReferences({ platform: 'call_center', status: 'pending', payment: [card] })).toEqual([]);
  });
});

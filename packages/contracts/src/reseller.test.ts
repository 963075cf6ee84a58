import { describe, expect, it } from 'vitest';
import { customCartListQuery, paymentPaidBody } from './custom-carts';
import { contactBody } from './contacts';
import { customStoreEditBody } from './custom-stores';
import { multiOrderQty, productId } from './sales-tools';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('customer orders list query', () => {
  it('defaults the page, uppercases the status and asks for 5 letters before searching', () => {
    expect(customCartListQuery.parse({ customer_id: '300002', status: 'created' })).toEqual({
      customer_id: '300002',
      page_size: 10,
      current_page: 1,
      status: 'CREATED',
      overdue: false,
    });
    expect(firstMessage(customCartListQuery.safeParse({ customer_id: '1', find: 'Mar' }))).toBe(
      'Ingresa al menos 5 letras para buscar resultados',
    );
    expect(customCartListQuery.safeParse({ customer_id: '1', find: 'x'.repeat(51) }).success).toBe(false);
    expect(customCartListQuery.safeParse({ customer_id: '1', status: 'other' }).success).toBe(false);
  });
});

describe('payment paid', () => {
  const body = paymentPaidBody('2026-11-21');
  it('strips non-word and non-space characters from a typed amount (whole pesos → centavos)', () => {
    expect(body.parse({ amount: '$1,250' })).toEqual({ amount: 125_000 });
    expect(body.parse({ amount: 4550 })).toEqual({ amount: 4550 });
    expect(body.safeParse({ amount: 'abc' }).success).toBe(false);
  });
  it('takes a payment date from 2014-05-11 to today', () => {
    expect(body.safeParse({ amount: 100, payment_date: '2014-05-11' }).success).toBe(true);
    expect(body.safeParse({ amount: 100, payment_date: '2014-05-10' }).success).toBe(false);
    expect(body.safeParse({ amount: 100, payment_date: '2026-11-22' }).success).toBe(false);
  });
});

describe('client form', () => {
  it('answers the spec messages for names and phone', () => {
    expect(firstMessage(contactBody.safeParse({ first_name: '', last_name: 'Pérez', phone: '525511112222' }))).toBe(
      'El cliente nombre es obligatorio',
    );
    expect(firstMessage(contactBody.safeParse({ first_name: 'Rosa', last_name: '', phone: '525511112222' }))).toBe(
      'El apellido nombre es obligatorio',
    );
    expect(firstMessage(contactBody.safeParse({ first_name: 'Rosa', last_name: 'Pérez', phone: '' }))).toBe(
      'Tu número de celular es requerido',
    );
    expect(firstMessage(contactBody.safeParse({ first_name: 'Rosa', last_name: 'Pérez', phone: '52551' }))).toBe(
      'Tu número de celular esta incompleto',
    );
    expect(
      contactBody.parse({ first_name: 'Rosa', last_name: 'Pérez', phone: '525511112222', email: '' }).email,
    ).toBeUndefined();
  });
});

describe('store edit', () => {
  const ok = {
    welcome_message: 'Hola',
    phone: '525587654321',
    email: 'socia@demo.mx',
    display_inventory_darkstore: true,
    display_inventory_favorite_store: false,
  };
  it('answers the spec messages', () => {
    expect(firstMessage(customStoreEditBody.safeParse({ ...ok, welcome_message: ' ' }))).toBe(
      'Este campo es requerido',
    );
    expect(customStoreEditBody.safeParse({ ...ok, welcome_message: 'x'.repeat(161) }).success).toBe(false);
    expect(firstMessage(customStoreEditBody.safeParse({ ...ok, phone: '' }))).toBe(
      'Tu celular de contacto es requerido',
    );
    expect(firstMessage(customStoreEditBody.safeParse({ ...ok, phone: '5255' }))).toBe(
      'Tu celular de contacto esta incompleto',
    );
    expect(firstMessage(customStoreEditBody.safeParse({ ...ok, email: '' }))).toBe('Tu email de contacto es requerido');
  });
});

describe('sales tools', () => {
  it('takes product IDs of up to 10 characters and quantities 1 to 50', () => {
    expect(productId.safeParse('1234567890').success).toBe(true);
    expect(productId.safeParse('12345678901').success).toBe(false);
    expect(multiOrderQty.safeParse(50).success).toBe(true);
    expect(multiOrderQty.safeParse(51).success).toBe(false);
    expect(multiOrderQty.safeParse(0).success).toBe(false);
  });
});

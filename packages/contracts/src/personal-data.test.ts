import { describe, expect, it } from 'vitest';
import { accountDeletionBody, isConfirmationWord } from './account-deletion';
import { otpCode } from './one-time-codes';
import { isPlaceholderEmail, passwordChangeBody, storePreferenceBody } from './personal-data';
import { stockAlertPreferencesBody } from './stock-alerts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the rules the web forms and the API share', () => {
  it('accepts BORRAR in any case and nothing else', () => {
    expect(['BORRAR', 'borrar', ' Borrar '].every(isConfirmationWord)).toBe(true);
    expect(['BORRA', 'BORRAR!', '', 'eliminar'].some(isConfirmationWord)).toBe(false);
    expect(firstMessage(accountDeletionBody.safeParse({ reason: 2, confirmation: 'borar' }))).toBe(
      'palabra incorrecta',
    );
  });

  it('recognises the noemail_ placeholder', () => {
    expect(isPlaceholderEmail('noemail_300123@priceshoes.mx')).toBe(true);
    expect(isPlaceholderEmail('NOEMAIL_1@x.mx')).toBe(true);
    expect(isPlaceholderEmail('lucia@correo.mx')).toBe(false);
  });

  it.each([
    ['', 'Por favor, introduce el código recibido antes de continuar'],
    ['12345', 'Tu código esta incompleto'],
    ['12 456', 'Por favor ingresa 6 digitos.'],
  ])('refuses the code %j with %s', (code, message) => {
    expect(firstMessage(otpCode.safeParse(code))).toBe(message);
  });

  it('rules the account e-mail out as a new password only when the form knows it', () => {
    const body = {
      current_password: 'Demo1234!',
      new_password: 'lucia@correo.mx',
      new_password_verification: 'lucia@correo.mx',
    };
    expect(passwordChangeBody('Lucia@Correo.mx').safeParse(body).success).toBe(false);
    expect(passwordChangeBody().safeParse(body).success).toBe(true);
  });

  it('needs a delivery choice and, for pickup, a store', () => {
    expect(firstMessage(storePreferenceBody.safeParse({ deliver_home: false, pickup_in_store: false }))).toBe(
      'Al menos un valor es requerido',
    );
    expect(
      firstMessage(storePreferenceBody.safeParse({ deliver_home: false, pickup_in_store: true, store_id: '' })),
    ).toBe('Debes seleccionar una tienda favorita');
    expect(storePreferenceBody.safeParse({ deliver_home: true, pickup_in_store: false }).success).toBe(true);
  });

  it('keeps exactly one stock-alert method on', () => {
    expect(stockAlertPreferencesBody.safeParse({ notificationMethods: ['whatsapp'] }).success).toBe(true);
    expect(stockAlertPreferencesBody.safeParse({ notificationMethods: ['email', 'whatsapp'] }).success).toBe(false);
    expect(stockAlertPreferencesBody.safeParse({ notificationMethods: [] }).success).toBe(false);
  });
});

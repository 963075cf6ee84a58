/**
 * What a person types in the card form, formatted as she types and checked with Spanish messages under each field
 * (issue 28: the expiry refused '1230' with a browser bubble and opened the letters keyboard). Pure; the card provider
 * still decides whether the card pays.
 */

export const cardInputMessages = {
  nameRequired: 'Escribe el nombre como aparece en la tarjeta.',
  numberRequired: 'Escribe el número de tu tarjeta.',
  numberInvalid: 'Revisa el número de tu tarjeta: le faltan dígitos o alguno no es correcto.',
  expiryRequired: 'Escribe el vencimiento como aparece en la tarjeta (MM/AA).',
  expiryInvalid: 'Escribe el vencimiento como MM/AA, por ejemplo 12/30.',
  expiryPast: 'Tu tarjeta está vencida: revisa la fecha o usa otra tarjeta.',
  cvcRequired: 'Escribe el código de seguridad (CVC) del reverso de tu tarjeta.',
  cvcInvalid: 'El código de seguridad tiene 3 o 4 dígitos.',
} as const;

const digits = (s: string) => s.replace(/\D/g, '');

/** '4242424242424242' → '4242 4242 4242 4242' (at most 19 digits). */
export function formatCardNumber(typed: string): string {
  return (
    digits(typed)
      .slice(0, 19)
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}

/** '1230' or '12/30' → '12/30'; '1' stays '1'; a first digit above 1 is a month: '4' → '04/'. */
export function formatExpiry(typed: string): string {
  let d = digits(typed).slice(0, 4);
  if (d.length === 1 && Number(d) > 1) d = `0${d}`;
  if (d.length <= 2) return d.length === 2 && typed.length > 2 ? `${d}/` : d;
  return `${d.slice(0, 2)}/${d.slice(2)}`;
}

export const formatCvc = (typed: string) => digits(typed).slice(0, 4);

function luhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let n = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

export interface CardInput {
  name: string;
  number: string;
  exp: string;
  cvc: string;
}

/** The message of each field that is not right yet; `now` decides an expired card (month of the card included). */
export function checkCardInput(v: CardInput, now: Date): Partial<Record<keyof CardInput, string>> {
  const errors: Partial<Record<keyof CardInput, string>> = {};
  if (!v.name.trim()) errors.name = cardInputMessages.nameRequired;
  const number = digits(v.number);
  if (!number) errors.number = cardInputMessages.numberRequired;
  else if (number.length < 13 || number.length > 19 || !luhn(number)) errors.number = cardInputMessages.numberInvalid;
  const exp = /^(\d{2})\/(\d{2})$/.exec(formatExpiry(v.exp));
  if (!digits(v.exp)) errors.exp = cardInputMessages.expiryRequired;
  else if (!exp || Number(exp[1]) < 1 || Number(exp[1]) > 12) errors.exp = cardInputMessages.expiryInvalid;
  else {
    const year = 2000 + Number(exp[2]);
    const month = Number(exp[1]);
    if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1))
      errors.exp = cardInputMessages.expiryPast;
  }
  const cvc = digits(v.cvc);
  if (!cvc) errors.cvc = cardInputMessages.cvcRequired;
  else if (cvc.length < 3 || cvc.length > 4) errors.cvc = cardInputMessages.cvcInvalid;
  return errors;
}

/**
 * One rule for a Mexican mobile number, whoever types it (decision 0741): the person writes the ten digits of
 * her number, as Mexico writes them ('55 8765 4321'); the shop stores and sends it as it always has, '52' and the
 * ten digits ('525587654321', reseller-area.md §5 "min length 12, Mexico format"). Zod-free, so a page can read a
 * phone without loading zod; the schemas of auth.ts and addresses.ts call it.
 */

/** The ten digits of a Mexican number (since 2019 every number has ten, area code included). */
export const NATIONAL_PHONE_DIGITS = 10;

export type PhoneIssue = 'required' | 'incomplete' | 'invalid';

/** What may surround the digits as people write a number: spaces, dashes, dots, brackets and a leading '+'. */
const WRITTEN = /^\+?[\d\s().-]*$/;

/**
 * The digits of the national number typed so far, without the country code: '+52 55 8765 4321', '525587654321'
 * and '55-8765-4321' all give '5587654321'. A leading '52' is the country code only when it is followed by ten
 * digits (no Mexican area code starts with 52), and '521' (the old mobile prefix) with ten more.
 */
export function nationalDigits(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('52')) return digits.slice(2);
  if (digits.length === 13 && digits.startsWith('521')) return digits.slice(3);
  if (raw.trim().startsWith('+') && digits.startsWith('52')) return digits.slice(2);
  return digits;
}

/**
 * Reads a typed mobile number: '52' and its ten digits, or why not. Empty is 'required'; fewer than ten digits
 * 'incomplete'; letters, more digits, another country's code or a number starting with 0 or 1 'invalid'.
 */
export function readPhone(raw: string): { phone: string } | { issue: PhoneIssue } {
  const text = raw.trim();
  if (text === '') return { issue: 'required' };
  if (!WRITTEN.test(text)) return { issue: 'invalid' };
  if (text.startsWith('+') && !text.replace(/\D/g, '').startsWith('52')) return { issue: 'invalid' };
  const national = nationalDigits(text);
  if (national.length < NATIONAL_PHONE_DIGITS) return { issue: 'incomplete' };
  if (national.length > NATIONAL_PHONE_DIGITS || !/^[2-9]/.test(national)) return { issue: 'invalid' };
  return { phone: `52${national}` };
}

/** The texts of one form's phone field: 'Tu número de celular …' or 'Tu celular de contacto …'. */
export type PhoneMessages = Record<PhoneIssue, string>;

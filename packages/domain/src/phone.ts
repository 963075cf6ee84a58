/**
 * One way to show a phone number everywhere (decision 0612). Stored numbers are digits: a Mexican number is
 * '52' and 10 digits (or the 10 digits alone); a toll-free number is '800…'. Shown as Mexico writes them since
 * 10-digit dialling: '+52 55 8765 4321' for the two-digit areas (Mexico City 55/56, Guadalajara 33,
 * Monterrey 81), '+52 222 123 4567' for the rest, '800 400 3030' for toll-free numbers.
 */
const TWO_DIGIT_AREAS = new Set(['55', '56', '33', '81']);
const isTollFree = (national: string) => national.startsWith('800');

/** The 10 national digits of a Mexican number, or null when it is not one. */
function nationalDigits(raw: string): string | null {
  const digits = raw.replace(/[^\d]/g, '');
  if (/^52\d{10}$/.test(digits)) return digits.slice(2);
  if (/^\d{10}$/.test(digits)) return digits;
  return null;
}

function group(national: string): string {
  if (isTollFree(national)) return `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
  if (TWO_DIGIT_AREAS.has(national.slice(0, 2)))
    return `${national.slice(0, 2)} ${national.slice(2, 6)} ${national.slice(6)}`;
  return `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
}

/** '525587654321' → '+52 55 8765 4321'; '8004003030' → '800 400 3030'; anything else as given. */
export function formatPhone(raw: string): string {
  const national = nationalDigits(raw);
  if (!national) return raw.trim();
  return isTollFree(national) ? group(national) : `+52 ${group(national)}`;
}

/** The `tel:` address of a number ('tel:+525587654321'); toll-free numbers are dialled without the prefix. */
export function telHref(raw: string): string {
  const national = nationalDigits(raw);
  if (!national) return `tel:${raw.replace(/[^\d+]/g, '')}`;
  return isTollFree(national) ? `tel:${national}` : `tel:+52${national}`;
}

/** A WhatsApp chat with a Mexican number (wa.me wants the country code and digits only), or null. */
export function whatsappHref(raw: string, text?: string): string | null {
  const national = nationalDigits(raw);
  if (!national || isTollFree(national)) return null;
  return `https://wa.me/52${national}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

/**
 * A phone as the phone field shows it while she types (decision 0741): the national digits grouped as Mexico
 * writes them ('55 8765 4321', '222 123 4567'), whatever surrounded them ('+52', dashes, brackets) dropped; a
 * stored '525587654321' opens as '55 8765 4321'. More than ten digits stay ungrouped, so the rule can refuse them.
 */
export function typedPhone(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  const national =
    digits.length === 12 && digits.startsWith('52')
      ? digits.slice(2)
      : digits.length === 13 && digits.startsWith('521')
        ? digits.slice(3)
        : raw.trim().startsWith('+') && digits.startsWith('52')
          ? digits.slice(2)
          : digits;
  if (national.length > 10) return national;
  const area = TWO_DIGIT_AREAS.has(national.slice(0, 2)) && !isTollFree(national) ? 2 : 3;
  const parts = [
    national.slice(0, area),
    national.slice(area, area + (area === 2 ? 4 : 3)),
    national.slice(area + (area === 2 ? 4 : 3)),
  ];
  return parts.filter(Boolean).join(' ');
}

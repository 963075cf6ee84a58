import { forwardRef, type ChangeEvent } from 'react';
import { typedPhone } from '@shop/domain/phone';
import { TextField, type TextFieldProps } from './text-field';

/** The digits before the caret, so the caret stays after the same digit once the value is regrouped. */
function caretAfterDigits(text: string, digits: number): number {
  if (digits === 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i++) if (/\d/.test(text[i]!) && ++seen === digits) return i + 1;
  return text.length;
}

/**
 * The one phone field (decision 0741): a Mexican mobile as its ten digits, grouped as she types ('55 8765 4321'),
 * on the numeric keypad; letters never enter it; a pasted '+52 55 8765 4321' or '525587654321' becomes its ten
 * digits. Its value is read by `readPhone` (@shop/contracts/phone) through the form's schema, which answers what
 * the shop stores ('525587654321'). Open a stored number with `typedPhone(stored)` as its default value.
 */
export const PhoneField = forwardRef<HTMLInputElement, TextFieldProps>(function PhoneField(
  { onChange, hint = '10 dígitos, por ejemplo 55 1234 5678', ...props },
  ref,
) {
  function regroup(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const caret = input.selectionStart ?? input.value.length;
    const digitsBefore = input.value.slice(0, caret).replace(/\D/g, '').length;
    const atEnd = caret >= input.value.length;
    const next = typedPhone(input.value);
    if (next !== input.value) {
      input.value = next;
      const at = atEnd ? next.length : caretAfterDigits(next, digitsBefore);
      if (document.activeElement === input) input.setSelectionRange(at, at);
    }
    onChange?.(event);
  }
  return (
    <TextField
      ref={ref}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={20}
      hint={hint}
      onChange={regroup}
      {...props}
    />
  );
});

import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from './text-field';

/**
 * An amount of money as a person types it ('261.58', '$1,250'): the decimal keypad, no autocomplete. What it
 * holds is read by `readAmount` (@shop/contracts/amount), the one parser the API uses too (decision 0710).
 */
export const MoneyField = forwardRef<HTMLInputElement, TextFieldProps>(function MoneyField(props, ref) {
  return <TextField ref={ref} inputMode="decimal" autoComplete="off" placeholder="0.00" {...props} />;
});

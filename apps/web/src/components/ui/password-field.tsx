import { forwardRef, useState } from 'react';
import { TextField, type TextFieldProps } from './text-field';

/**
 * A password input with a 'Mostrar' toggle: a real button (keyboard reachable, after the input) whose
 * aria-pressed tells whether the password is visible. Its name is 'Mostrar'/'Ocultar' without the word
 * 'contraseña', so the field's own label stays the only name that finds the input.
 */
export const PasswordField = forwardRef<
  HTMLInputElement,
  Omit<TextFieldProps, 'type' | 'adornment'> & {
    /** Shown at first (the live sign-in form taking over from home's placeholder, where she had shown it). */
    defaultVisible?: boolean;
  }
>(function PasswordField({ defaultVisible = false, ...props }, ref) {
  const [visible, setVisible] = useState(defaultVisible);
  return (
    <TextField
      ref={ref}
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      adornment={
        <button
          type="button"
          aria-pressed={visible}
          aria-label={visible ? 'Ocultar' : 'Mostrar'}
          title={visible ? 'Ocultar contraseña' : 'Mostrar contraseña'}
          onClick={() => setVisible((v) => !v)}
          className="absolute inset-y-0 right-0 inline-flex min-h-11 min-w-12 items-center justify-center rounded-r-md px-2 text-brand-700 hover:bg-brand-50"
        >
          {visible ? <EyeOff /> : <Eye />}
        </button>
      }
    />
  );
});

const Eye = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </svg>
);

const EyeOff = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M3 3l18 18" />
    <path d="M10.6 5.1A10 10 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-3.2 4.2M6.6 6.6C3.8 8.4 2 12 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  </svg>
);

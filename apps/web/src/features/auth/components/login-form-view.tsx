import type { FormEventHandler, Ref, RefCallback } from 'react';
import type { LoginBody } from '@shop/contracts/auth';
import { passwordResetMessages } from '@shop/contracts/password-reset-messages';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { PasswordField } from '../../../components/ui/password-field';
import { Alert } from '../../../components/ui/alert';
import { AppLink } from '../../../lib/app-link';
import { paths } from '../../../lib/paths';

/** The form's controls, in the same order in the placeholder and the live form (the focus carries over by index). */
export const FOCUSABLE = 'input, button, a[href]';

/** What an input of the form receives: its name, and react-hook-form's handlers once the form is live. */
export interface LoginFieldProps {
  name: keyof LoginBody;
  ref?: RefCallback<HTMLInputElement>;
  onChange?: (event: { target: unknown; type?: unknown }) => unknown;
  onBlur?: (event: { target: unknown; type?: unknown }) => unknown;
}

/**
 * The sign-in form's markup, without react-hook-form: drawn by the live form (login-form.tsx) and, on home until
 * the visitor shows an intent to sign in, by its placeholder (sign-in-box.tsx), which looks and sits the same.
 */
export function LoginFormView({
  field,
  errors,
  error,
  busy,
  onSubmit,
  onFocus,
  formRef,
  passwordVisible,
}: {
  field: (name: keyof LoginBody) => LoginFieldProps;
  errors: Partial<Record<keyof LoginBody, string | undefined>>;
  error: string | null;
  busy: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onFocus?: () => void;
  formRef?: Ref<HTMLFormElement>;
  /** The password shown at first. */
  passwordVisible?: boolean;
}) {
  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      onFocus={onFocus}
      noValidate
      className="flex flex-col gap-4"
      aria-label="Iniciar sesión"
    >
      {error && <Alert tone="error">{error}</Alert>}
      <TextField
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        required
        error={errors.email}
        {...field('email')}
      />
      <PasswordField
        label="Contraseña"
        autoComplete="current-password"
        required
        defaultVisible={passwordVisible}
        error={errors.password}
        {...field('password')}
      />
      <AppLink
        to={paths.passwordRequest}
        className="-mt-2 self-start text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        {passwordResetMessages.forgotLink}
      </AppLink>
      <Button type="submit" busy={busy}>
        Iniciar sesión
      </Button>
    </form>
  );
}

import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { newPasswordFields, type NewPasswordFields } from '@shop/contracts/password-reset';
import { passwordResetMessages } from '@shop/contracts/password-reset-messages';
import { PasswordField } from '../../../components/ui/password-field';
import { paths } from '../../../lib/paths';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { ResetForm, ResetOutcome, resetError } from './password-reset-parts';

const linkClass =
  'inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800';

/** The new password, set with the token of the e-mailed link (read from the address' fragment by the page). */
export function PasswordResetForm({ token }: { token: string | null }) {
  const confirm = useConfirmPasswordReset();
  const form = useForm<NewPasswordFields>({
    resolver: zodResolver(newPasswordFields),
    defaultValues: { password: '', password_verification: '' },
  });
  if (!token) {
    return (
      <ResetOutcome tone="error" message={passwordResetMessages.linkMissing}>
        <Link to={paths.passwordRequest} className={linkClass}>
          {passwordResetMessages.requestAnother}
        </Link>
      </ResetOutcome>
    );
  }
  if (confirm.isSuccess) {
    return (
      <ResetOutcome tone="success" message={confirm.data.message}>
        <Link to={paths.home} className={linkClass}>
          {passwordResetMessages.backToSignIn}
        </Link>
      </ResetOutcome>
    );
  }
  const error = resetError(confirm.error);
  return (
    <ResetForm
      label={passwordResetMessages.resetTitle}
      action={passwordResetMessages.resetAction}
      busy={confirm.isPending}
      error={error}
      onSubmit={form.handleSubmit((values) => confirm.mutate({ token, password: values.password }))}
    >
      {error === passwordResetMessages.linkInvalid && (
        <Link to={paths.passwordRequest} className="self-start text-sm font-semibold text-brand-700 underline">
          {passwordResetMessages.requestAnother}
        </Link>
      )}
      <PasswordField
        label="Contraseña nueva"
        autoComplete="new-password"
        required
        hint="De 8 a 64 caracteres. No uses tu correo ni una contraseña común."
        error={form.formState.errors.password?.message}
        {...form.register('password')}
      />
      <PasswordField
        label="Confirma tu contraseña nueva"
        autoComplete="new-password"
        required
        error={form.formState.errors.password_verification?.message}
        {...form.register('password_verification')}
      />
    </ResetForm>
  );
}

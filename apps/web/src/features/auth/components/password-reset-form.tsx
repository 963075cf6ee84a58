import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { newPasswordFields, type NewPasswordFields } from '@shop/contracts/password-reset';
import { passwordResetMessages } from '@shop/contracts/password-reset-messages';
import { messages } from '@shop/contracts/messages';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { Alert } from '../../../components/ui/alert';
import { errorMessage } from '../../../lib/error-message';
import { paths } from '../../../lib/paths';
import { useConfirmPasswordReset } from '../api/password-reset';

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
      <div className="flex flex-col gap-4">
        <Alert tone="error">{passwordResetMessages.linkMissing}</Alert>
        <Link to={paths.passwordRequest} className={linkClass}>
          {passwordResetMessages.requestAnother}
        </Link>
      </div>
    );
  }
  if (confirm.isSuccess) {
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="success">{confirm.data.message}</Alert>
        <Link to={paths.home} className={linkClass}>
          {passwordResetMessages.backToSignIn}
        </Link>
      </div>
    );
  }
  const onSubmit = form.handleSubmit((values) => confirm.mutate({ token, password: values.password }));
  const error = confirm.error ? errorMessage(confirm.error, messages.generic.retry) : null;
  const linkSpent = error === passwordResetMessages.linkInvalid;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={passwordResetMessages.resetTitle}>
      {error && <Alert tone="error">{error}</Alert>}
      {linkSpent && (
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
      <Button type="submit" busy={confirm.isPending}>
        {passwordResetMessages.resetAction}
      </Button>
    </form>
  );
}

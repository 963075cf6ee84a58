import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { passwordResetRequestBody, type PasswordResetRequestBody } from '@shop/contracts/password-reset';
import { passwordResetMessages } from '@shop/contracts/password-reset-messages';
import { messages } from '@shop/contracts/messages';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { Alert } from '../../../components/ui/alert';
import { errorMessage } from '../../../lib/error-message';
import { useRequestPasswordReset } from '../api/password-reset';

/** '¿Olvidaste tu contraseña?': the e-mail of the account; the answer never tells whether it has one. */
export function PasswordResetRequestForm() {
  const request = useRequestPasswordReset();
  const form = useForm<PasswordResetRequestBody>({
    resolver: zodResolver(passwordResetRequestBody),
    defaultValues: { email: '' },
  });
  const onSubmit = form.handleSubmit((values) => request.mutate(values));
  if (request.isSuccess) {
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="success">{request.data.message}</Alert>
        <Button variant="secondary" onClick={() => request.reset()}>
          {passwordResetMessages.requestAnother}
        </Button>
      </div>
    );
  }
  const error = request.error ? errorMessage(request.error, messages.generic.retry) : null;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4"
      aria-label={passwordResetMessages.requestTitle}
    >
      <p className="text-sm text-muted">{passwordResetMessages.requestIntro}</p>
      {error && <Alert tone="error">{error}</Alert>}
      <TextField
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        required
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <Button type="submit" busy={request.isPending}>
        {passwordResetMessages.requestAction}
      </Button>
    </form>
  );
}

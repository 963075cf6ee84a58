import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { passwordResetRequestBody, type PasswordResetRequestBody } from '@shop/contracts/password-reset';
import { passwordResetMessages } from '@shop/contracts/password-reset-messages';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { ResetForm, ResetOutcome, resetError } from './password-reset-parts';

/** '¿Olvidaste tu contraseña?': the e-mail of the account; the answer never tells whether it has one. */
export function PasswordResetRequestForm() {
  const request = useRequestPasswordReset();
  const form = useForm<PasswordResetRequestBody>({
    resolver: zodResolver(passwordResetRequestBody),
    defaultValues: { email: '' },
  });
  if (request.isSuccess) {
    return (
      <ResetOutcome tone="success" message={request.data.message}>
        <Button variant="secondary" onClick={() => request.reset()}>
          {passwordResetMessages.requestAnother}
        </Button>
      </ResetOutcome>
    );
  }
  return (
    <ResetForm
      label={passwordResetMessages.requestTitle}
      action={passwordResetMessages.requestAction}
      busy={request.isPending}
      error={resetError(request.error)}
      onSubmit={form.handleSubmit((values) => request.mutate(values))}
    >
      <p className="text-sm text-muted">{passwordResetMessages.requestIntro}</p>
      <TextField
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        required
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
    </ResetForm>
  );
}

import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { passwordResetMessages } from '@shop/contracts/password-reset-messages';
import type { LoginBody } from '@shop/contracts/auth';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { PasswordField } from '../../../components/ui/password-field';
import { Alert } from '../../../components/ui/alert';
import { paths } from '../../../lib/paths';
import { useLogin } from '../api/login';
import { messages } from '@shop/contracts/messages';
import { errorMessage } from '../../../lib/error-message';
import { lazyResolver } from '../../../lib/lazy-resolver';

// zod and the schema load when the form first validates (home shows this form at first paint: issue 16).
const resolver = lazyResolver<LoginBody>(async () => {
  const [{ zodResolver }, { loginBody }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@shop/contracts/auth'),
  ]);
  return zodResolver(loginBody);
});

export function LoginForm() {
  const navigate = useNavigate();
  const login = useLogin();
  const form = useForm<LoginBody>({ resolver, defaultValues: { email: '', password: '' } });
  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, { onSuccess: () => void navigate(paths.account) }),
  );
  const error = login.error ? errorMessage(login.error, messages.generic.retry) : null;
  return (
    <form
      onSubmit={onSubmit}
      onFocus={resolver.preload}
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
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <PasswordField
        label="Contraseña"
        autoComplete="current-password"
        required
        error={form.formState.errors.password?.message}
        {...form.register('password')}
      />
      <Link
        to={paths.passwordRequest}
        className="-mt-2 self-start text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        {passwordResetMessages.forgotLink}
      </Link>
      <Button type="submit" busy={login.isPending}>
        Iniciar sesión
      </Button>
    </form>
  );
}

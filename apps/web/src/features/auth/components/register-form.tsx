import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAppNavigate } from '../../../lib/app-link';
import type { z } from 'zod';
import type { registerBody } from '@shop/contracts/auth';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { PasswordField } from '../../../components/ui/password-field';
import { Alert } from '../../../components/ui/alert';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useRegister } from '../api/register';
import { messages } from '@shop/contracts/messages';
import { errorMessage } from '../../../lib/error-message';
import { lazyResolver } from '../../../lib/lazy-resolver';

type Values = z.input<typeof registerBody>;

// zod and the schema load when the form first validates (it sits on home, a page that must stay small: issue 16).
const resolver = lazyResolver<Values, z.output<typeof registerBody>>(async () => {
  const [{ zodResolver }, { registerBody }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@shop/contracts/auth'),
  ]);
  return zodResolver(registerBody);
});

export function RegisterForm() {
  const navigate = useAppNavigate();
  const register = useRegister();
  /** The address we wrote to when the new account could not be opened at once. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver,
    defaultValues: {
      firstname: '',
      lastname: '',
      mother_last_name: '',
      email: '',
      mobile_telephone: '52',
      password: '',
    },
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit((values) => {
    setSentTo(null);
    register.mutate(values, {
      onSuccess: (signedIn) => {
        if (signedIn) navigate(paths.account);
        else setSentTo(values.email.trim());
      },
      onError: (err) => {
        if (err instanceof ApiError)
          for (const e of err.errors) form.setError(e.path as keyof Values, { message: e.message });
      },
    });
  });
  const error = register.error ? errorMessage(register.error, messages.generic.retry) : null;
  return (
    <form
      onSubmit={onSubmit}
      onFocus={resolver.preload}
      noValidate
      className="flex flex-col gap-4"
      aria-label="Crear cuenta"
    >
      {error && <Alert tone="error">{error}</Alert>}
      {sentTo && !error && <Alert tone="info">{messages.auth.checkYourMail(sentTo)}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Nombre"
          autoComplete="given-name"
          maxLength={30}
          required
          error={errors.firstname?.message}
          {...form.register('firstname')}
        />
        <TextField
          label="Apellido paterno"
          autoComplete="family-name"
          maxLength={30}
          required
          error={errors.lastname?.message}
          {...form.register('lastname')}
        />
      </div>
      <TextField
        label="Apellido materno"
        maxLength={30}
        error={errors.mother_last_name?.message}
        {...form.register('mother_last_name')}
      />
      <TextField
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label="Número de celular"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={12}
        required
        hint="Con la clave de país 52, por ejemplo 525512345678."
        error={errors.mobile_telephone?.message}
        {...form.register('mobile_telephone')}
      />
      <PasswordField
        label="Contraseña"
        autoComplete="new-password"
        required
        hint="De 8 a 64 caracteres; evita contraseñas comunes."
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" busy={register.isPending}>
        Crear cuenta
      </Button>
    </form>
  );
}

import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../lib/toast';
import { passwordChangeBody, personalDataMessages, type PasswordChangeBody } from '@shop/contracts/personal-data';
import { Dialog } from '../../../components/ui/dialog';
import { PasswordField } from '../../../components/ui/password-field';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useChangePassword } from '../api/change-password';

/** PersonalDataPasswordModal: 'Editar contraseña'. */
export function PasswordModal({
  open,
  onOpenChange,
  customerId,
  email,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  customerId: string;
  email: string;
}) {
  const change = useChangePassword(customerId);
  const form = useForm<PasswordChangeBody>({
    resolver: zodResolver(passwordChangeBody(email)),
    defaultValues: { current_password: '', new_password: '', new_password_verification: '' },
  });
  const errors = form.formState.errors;
  const close = (next: boolean) => {
    if (!next) form.reset();
    onOpenChange(next);
  };
  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        toast.success(personalDataMessages.passwordUpdated);
        close(false);
      },
      onError: (err) => {
        if (err instanceof ApiError)
          for (const e of err.errors) form.setError(e.path as keyof PasswordChangeBody, { message: e.message });
        if (err instanceof ApiError && err.status === 429) toast.error(err.message);
        else toast.error(personalDataMessages.passwordUpdateFailed);
      },
    }),
  );
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Editar contraseña"
      description="Al cambiarla cerraremos tu sesión en tus otros dispositivos."
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <PasswordField
          label="Contraseña actual"
          autoComplete="current-password"
          required
          error={errors.current_password?.message}
          {...form.register('current_password')}
        />
        <PasswordField
          label="Nueva contraseña"
          autoComplete="new-password"
          required
          hint="De 8 a 64 caracteres. No uses tu correo ni una contraseña común."
          error={errors.new_password?.message}
          {...form.register('new_password')}
        />
        <PasswordField
          label="Confirma tu nueva contraseña"
          autoComplete="new-password"
          required
          error={errors.new_password_verification?.message}
          {...form.register('new_password_verification')}
        />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => close(false)}>
            Cancelar
          </Button>
          <Button type="submit" busy={change.isPending}>
            Guardar contraseña
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../lib/toast';
import type { z } from 'zod';
import { personalDataMessages, storePreferenceBody } from '@shop/contracts/personal-data';
import type { CustomerProfile } from '@shop/contracts/profile';
import { Dialog } from '../../../components/ui/dialog';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField } from '../../../components/ui/select-field';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { useStores } from '../api/get-stores';
import { useUpdateStorePreference } from '../api/update-store-preference';
import { errorMessage } from '../../../lib/error-message';

type Values = z.input<typeof storePreferenceBody>;

/** SelectFavoriteStoreModal: home delivery and/or pickup at a favourite store (GET stores/). */
export function FavoriteStoreModal({
  open,
  onOpenChange,
  profile,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  profile: CustomerProfile;
}) {
  const stores = useStores(open);
  const save = useUpdateStorePreference();
  const form = useForm<Values>({
    resolver: zodResolver(storePreferenceBody),
    values: {
      deliver_home: profile.delivery_preference.deliver_home,
      pickup_in_store: profile.delivery_preference.pickup_in_store,
      store_id: profile.favoriteStore?.id ?? '',
    },
  });
  const errors = form.formState.errors;
  const pickup = useWatch({ control: form.control, name: 'pickup_in_store' });
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      { ...values, store_id: values.store_id || null },
      {
        onSuccess: () => {
          toast.success(personalDataMessages.storePreferenceSaved);
          onOpenChange(false);
        },
        onError: (err) => toast.error(errorMessage(err)),
      },
    ),
  );
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Mi tienda favorita"
      description="Elige cómo prefieres recibir tus pedidos."
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-3" aria-describedby={errors.deliver_home ? 'delivery-error' : undefined}>
          <legend className="mb-1 text-sm font-semibold">¿Cómo quieres recibir tus pedidos?</legend>
          <Controller
            control={form.control}
            name="deliver_home"
            render={({ field }) => (
              <CheckboxField
                label="Entregar a mi domicilio"
                checked={field.value}
                onChange={(e) => field.onChange(e.target.checked)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="pickup_in_store"
            render={({ field }) => (
              <CheckboxField
                label="Recoger en tienda"
                checked={field.value}
                onChange={(e) => field.onChange(e.target.checked)}
              />
            )}
          />
          {errors.deliver_home && (
            <p id="delivery-error" role="alert" className="text-sm text-red-700">
              {errors.deliver_home.message}
            </p>
          )}
        </fieldset>
        {stores.isPending && open ? (
          <Spinner label="Cargando tiendas…" />
        ) : stores.isError ? (
          <Alert tone="error">No pudimos cargar las tiendas. Cierra y vuelve a intentarlo.</Alert>
        ) : (
          <SelectField
            label="Tienda favorita"
            required={pickup}
            error={errors.store_id?.message}
            {...form.register('store_id')}
          >
            <option value="">Selecciona una tienda</option>
            {stores.data
              ?.filter((store) => store.pickup && !store.is_default)
              .map((store) => (
                <option key={store.id} value={store.id}>
                  {store.name} ({store.city})
                </option>
              ))}
          </SelectField>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          <Button type="submit" busy={save.isPending}>
            Guardar
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

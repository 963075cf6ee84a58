import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../lib/toast';
import { ADDRESS_LIMITS, addressInput, addressMessages, type AddressInput } from '@shop/contracts/addresses';
import { attribute } from '@shop/contracts/profile-helpers';
import type { CustomerAddress } from '@shop/contracts/profile';
import { addressControls } from '@shop/domain/addresses';
import { ZipAreaFields, zipArea } from '../../../components/address/zip-area-fields';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { usePostalCode } from '../../../lib/postal-code';
import { useSaveAddress } from '../api/save-address';

const emptyValues: AddressInput = {
  street: '',
  external_number: '',
  internal_number: '',
  zip_code: '',
  colony: undefined as unknown as AddressInput['colony'],
  mobile_telephone: '52',
  reference: '',
  default_shipping: false,
  default_billing: false,
};

function valuesOf(address: CustomerAddress): AddressInput {
  const colonyId = Number(attribute(address, 'colony_id'));
  return {
    street: address.street[0] ?? '',
    external_number: attribute(address, 'external_number') ?? '',
    internal_number: attribute(address, 'internal_number') ?? '',
    zip_code: address.postcode,
    colony: { id: colonyId, name: attribute(address, 'colony') ?? '' },
    mobile_telephone: address.telephone,
    reference: attribute(address, 'reference') ?? '',
    default_shipping: address.default_shipping,
    default_billing: address.default_billing,
  };
}

/**
 * The shipping and billing address form (customer-account.md §5). Everything but the zip code stays
 * disabled until the zip resolves; state, municipality and city are then read-only, from SEPOMEX.
 */
export function AddressFormModal({
  open,
  onOpenChange,
  customerId,
  address,
  count,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  customerId: string;
  address: CustomerAddress | null;
  count: number;
}) {
  const save = useSaveAddress(customerId);
  const form = useForm<AddressInput>({ resolver: zodResolver(addressInput), defaultValues: emptyValues });
  // Reset when the modal opens for an address (not when the profile refetches while it is open).
  const addressId = address?.id;
  useEffect(() => {
    if (open)
      form.reset(
        address ? valuesOf(address) : { ...emptyValues, default_shipping: count === 0, default_billing: count === 0 },
      );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, addressId]);

  const zip = useWatch({ control: form.control, name: 'zip_code' }) ?? '';
  const lookup = usePostalCode(zip);
  const { resolved } = zipArea(zip, lookup);
  const locked = !resolved;
  const controls = addressControls(
    address && { default_shipping: address.default_shipping, default_billing: address.default_billing },
    count,
  );
  const errors = form.formState.errors;

  // Fill the read-only fields from the catalogue; forget a colony that is not in the new zip.
  useEffect(() => {
    if (!resolved) return;
    form.setValue('state', resolved.state);
    form.setValue('municipality', resolved.municipality);
    form.setValue('city', resolved.city);
    const colony = form.getValues('colony');
    if (colony && !resolved.colonies.some((c) => c.id === colony.id))
      form.setValue('colony', undefined as unknown as AddressInput['colony']);
    if (!colony && resolved.colonies.length === 1)
      form.setValue('colony', { id: resolved.colonies[0]!.id, name: resolved.colonies[0]!.name });
  }, [resolved, form]);

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      { id: address?.id, input: values },
      {
        onSuccess: () => {
          toast.success(address ? addressMessages.updated : addressMessages.added);
          onOpenChange(false);
        },
        onError: (err) => {
          if (err instanceof ApiError)
            for (const e of err.errors)
              form.setError(e.path.split('.')[0] as keyof AddressInput, { message: e.message });
          toast.error(address ? addressMessages.updateFailed : addressMessages.addFailed);
        },
      },
    ),
  );

  const colonyError =
    errors.colony?.message ?? (errors.colony as { id?: { message?: string } } | undefined)?.id?.message;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={address ? 'Editar dirección' : 'Agregar dirección'}
      description={addressMessages.requiredFields}
    >
      <form
        onSubmit={onSubmit}
        noValidate
        className="flex flex-col gap-4"
        aria-label={address ? 'Editar dirección' : 'Agregar dirección'}
      >
        <TextField
          label="Código postal"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          required
          error={errors.zip_code?.message}
          hint="Escribe tu código postal para completar estado, municipio y colonia."
          {...form.register('zip_code')}
        />
        <Controller
          control={form.control}
          name="colony"
          render={({ field }) => (
            <ZipAreaFields
              zip={zip}
              lookup={lookup}
              colonyId={field.value?.id ? String(field.value.id) : ''}
              onColony={(c) => field.onChange(c ? { id: c.id, name: c.name } : undefined)}
              colonyError={colonyError}
            />
          )}
        />

        <fieldset disabled={locked} className="flex flex-col gap-4 disabled:opacity-70">
          <TextField
            label="Calle"
            autoComplete="address-line1"
            maxLength={ADDRESS_LIMITS.street}
            required
            error={errors.street?.message}
            {...form.register('street')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Número exterior"
              maxLength={ADDRESS_LIMITS.externalNumber}
              required
              error={errors.external_number?.message}
              {...form.register('external_number')}
            />
            {/* No maxLength: a longer value is said under the field, never cut without a word (issue 28). */}
            <TextField
              label="Número interior"
              hint={addressMessages.internalNumberHint}
              error={errors.internal_number?.message}
              {...form.register('internal_number')}
            />
          </div>
          <TextField
            label="Celular de contacto"
            type="tel"
            inputMode="numeric"
            maxLength={12}
            required
            hint="Con la clave de país 52, por ejemplo 525512345678."
            error={errors.mobile_telephone?.message}
            {...form.register('mobile_telephone')}
          />
          <TextField
            label="Referencias"
            maxLength={ADDRESS_LIMITS.reference}
            required
            hint="Entre qué calles está, color de la fachada…"
            error={errors.reference?.message}
            {...form.register('reference')}
          />
          <CheckboxField
            label="Usar como dirección de envío predeterminada"
            disabled={controls.defaultShippingDisabled}
            hint={controls.defaultShippingDisabled ? 'Ya es tu dirección predeterminada, o es la única.' : undefined}
            {...form.register('default_shipping')}
          />
          <CheckboxField
            label="Usar como dirección de facturación predeterminada"
            disabled={controls.defaultBillingDisabled}
            hint={
              controls.defaultBillingDisabled
                ? 'Ya es tu dirección de facturación predeterminada, o es la única.'
                : undefined
            }
            {...form.register('default_billing')}
          />
        </fieldset>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          <Button type="submit" busy={save.isPending} disabled={locked}>
            Guardar dirección
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

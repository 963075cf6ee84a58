import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { addressMessages } from '@shop/contracts/addresses';
import { contactsMessages as m } from '@shop/contracts/contacts-messages';
import { postalCodeMessages } from '@shop/contracts/postal-codes';
import { ZipAreaFields, zipArea } from '../../../components/address/zip-area-fields';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { usePostalCode } from '../../../lib/postal-code';
import { useSaveContactAddress } from '../api/save-contact-address';
import type { ContactAddress } from '../api/get-contacts';

/** Add or edit one address of a client: the postal code fills state, municipality and the colonies (SEPOMEX). */
export function ContactAddressModal({
  open,
  onOpenChange,
  contactId,
  address,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contactId: string;
  address: ContactAddress | null;
}) {
  const save = useSaveContactAddress();
  // Mounted per address (the caller renders it only while open), so the fields start from it.
  const [postcode, setPostcode] = useState(address?.postcode ?? '');
  const [street, setStreet] = useState(address?.street ?? '');
  const [number, setNumber] = useState(address?.external_number ?? '');
  const [colony, setColony] = useState(address?.colony ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const lookup = usePostalCode(postcode);
  const { resolved: zip } = zipArea(postcode, lookup);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (!/^\d{5}$/.test(postcode)) found.postcode = postalCodeMessages.invalid;
    if (!street.trim()) found.street = addressMessages.streetRequired;
    if (!number.trim()) found.external_number = addressMessages.externalNumberRequired;
    if (!colony) found.colony = addressMessages.colonyRequired;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      {
        contactId,
        ...(address ? { addressId: address.address_id } : {}),
        input: { postcode, street, external_number: number, colony },
      },
      {
        onSuccess: () => {
          onOpenChange(false);
          toast.success(m.addressSaved);
        },
        onError: (err) => {
          if (err instanceof ApiError) setErrors(Object.fromEntries(err.errors.map((x) => [x.path, x.message])));
          toast.error(m.addressesFailed);
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={address ? 'Editar dirección' : m.addAddress}>
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-4"
        aria-label={address ? 'Editar dirección' : m.addAddress}
      >
        <TextField
          label="Código postal"
          inputMode="numeric"
          maxLength={5}
          required
          value={postcode}
          onChange={(e) => setPostcode(e.target.value.replace(/\D/g, ''))}
          error={errors.postcode}
        />
        <TextField
          label="Calle"
          required
          maxLength={100}
          value={street}
          onChange={(e) => setStreet(e.target.value)}
          error={errors.street}
        />
        <TextField
          label="Número exterior"
          required
          maxLength={20}
          value={number}
          onChange={(e) => setNumber(e.target.value)}
          error={errors.external_number}
        />
        <ZipAreaFields
          zip={postcode}
          lookup={lookup}
          colonyId={String(zip?.colonies.find((c) => c.name === colony)?.id ?? '')}
          onColony={(c) => setColony(c?.name ?? '')}
          colonyError={errors.colony}
          fallback={address ?? undefined}
        />
        <Button type="submit" busy={save.isPending}>
          Guardar
        </Button>
      </form>
    </Dialog>
  );
}

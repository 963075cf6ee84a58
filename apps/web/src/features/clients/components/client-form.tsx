import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../lib/toast';
import type { z } from 'zod';
import { contactBody, type ContactBody } from '@shop/contracts/contacts';
import { contactCodeMessages, contactsMessages as m } from '@shop/contracts/contacts-messages';
import { otpMessages } from '@shop/contracts/one-time-code-messages';
import { TextField } from '../../../components/ui/text-field';
import { PhoneField } from '../../../components/ui/phone-field';
import { readPhone } from '@shop/contracts/phone';
import { typedPhone } from '@shop/domain/phone';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/alert';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, serverMessageOr } from '../../../lib/error-message';
import { Dialog } from '../../../components/ui/dialog';
import { otpCheckMessage } from '../../../lib/otp-check-message';
import { pushEvent } from '../../../lib/analytics';
import { useDeleteContactAddress } from '../api/delete-contact-address';
import { useRequestContactCode } from '../api/request-contact-code';
import { useSaveContact } from '../api/save-contact';
import { useValidateContactCode } from '../api/validate-contact-code';
import type { Contact, ContactAddress } from '../api/get-contacts';
import { ContactAddressModal } from './contact-address-modal';
import { logWarning } from '../../../lib/client-log';

const formatAddress = (a: ContactAddress) =>
  `${a.street} ${a.external_number}, ${a.colony}, ${a.municipality}, ${a.state}, C.P. ${a.postcode}`;

/**
 * The client form (reseller-area.md §4): an existing client opens read-only until the edit icon; a new client, or
 * a new phone, is confirmed with the 6-digit code the client receives by SMS (decision 0530).
 */
export function ClientForm({
  contact,
  onDone,
  onSaved,
}: {
  contact: Contact | null;
  onDone: () => void;
  /** Called with the saved client instead of returning to the list (register order picks her). */
  onSaved?: (contact: Contact) => void;
}) {
  const [editing, setEditing] = useState(contact === null);
  const [addressModal, setAddressModal] = useState<{ address: ContactAddress | null } | null>(null);
  const [addressToDelete, setAddressToDelete] = useState<ContactAddress | null>(null);
  const save = useSaveContact();
  const removeAddress = useDeleteContactAddress();
  const form = useForm<z.input<typeof contactBody>, unknown, ContactBody>({
    resolver: zodResolver(contactBody),
    defaultValues: {
      first_name: contact?.first_name ?? '',
      last_name: contact?.last_name ?? '',
      phone: contact ? typedPhone(contact.phone) : '',
      email: contact?.email ?? '',
    },
  });
  const typed = useWatch({ control: form.control, name: 'phone' }) ?? '';
  const read = readPhone(typed);
  /** The number as the shop stores it ('52' and ten digits), or '' while it is not one. */
  const phone = 'phone' in read ? read.phone : '';
  const needsCode = contact === null || phone !== contact.phone;
  const [confirmed, setConfirmed] = useState<{ token: string; phone: string } | null>(null);
  const tokenOk = confirmed !== null && confirmed.phone === phone;
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((values) => {
    if (needsCode && !tokenOk) {
      form.setError('phone', { message: contactCodeMessages.tokenMissing });
      return;
    }
    save.mutate(
      { id: contact?.contact_id, input: values, token: needsCode ? confirmed?.token : null },
      {
        onSuccess: (saved) => {
          // The spec's one text for a create and an edit; what was saved said under it (decision 0740).
          toast.success(
            m.saved,
            contact ? { description: m.updatedDetail(`${saved.first_name} ${saved.last_name}`) } : {},
          );
          if (!contact) pushEvent({ event: 'add_new_client' });
          if (onSaved) onSaved(saved);
          else onDone();
        },
        onError: (err) => {
          logWarning('Client save failed', err);
          if (err instanceof ApiError)
            for (const e of err.errors) form.setError(e.path as 'phone', { message: e.message });
          if (err instanceof ApiError && err.status === 403) setConfirmed(null);
          // What the server said (a taken phone, an expired confirmation, a bad field), not always the phone text.
          toast.error(errorMessage(err));
        },
      },
    );
  });

  return (
    <section aria-labelledby="client-form-title" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="client-form-title" className="text-xl font-bold">
          {contact ? `${contact.first_name} ${contact.last_name}` : m.addNew}
        </h2>
        <div className="flex gap-2">
          {contact && !editing && (
            <Button variant="secondary" onClick={() => setEditing(true)} aria-label={`${m.columns.edit} cliente`}>
              <PencilIcon /> {m.columns.edit}
            </Button>
          )}
          {/* The screen's one back control: the account shell hides its own on phones (data-page-back, 0611). */}
          <Button variant="ghost" onClick={onDone} data-page-back>
            Regresar a {m.title}
          </Button>
        </div>
      </div>
      <form
        onSubmit={onSubmit}
        noValidate
        className="grid grid-cols-1 gap-4 md:grid-cols-2"
        aria-label="Datos del cliente"
      >
        <TextField
          label="Nombre"
          required
          maxLength={30}
          readOnly={!editing}
          error={errors.first_name?.message}
          {...form.register('first_name')}
        />
        <TextField
          label="Apellido"
          required
          maxLength={30}
          readOnly={!editing}
          error={errors.last_name?.message}
          {...form.register('last_name')}
        />
        <PhoneField
          label="Celular"
          required
          readOnly={!editing}
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <TextField
          label="E-mail"
          type="email"
          maxLength={80}
          readOnly={!editing}
          error={errors.email?.message}
          {...form.register('email')}
        />
        {editing && needsCode && (
          <PhoneCode phone={phone} confirmed={tokenOk} onConfirmed={setConfirmed} className="md:col-span-2" />
        )}
        {editing && (
          <div className="md:col-span-2">
            <Button type="submit" busy={save.isPending}>
              Guardar
            </Button>
          </div>
        )}
      </form>

      {contact && (
        <section aria-labelledby="client-addresses-heading" className="flex flex-col gap-3">
          <h3 id="client-addresses-heading" className="text-lg font-bold">
            {m.addresses}
          </h3>
          {contact.addresses.length === 0 && <p className="text-sm text-muted">Sin direcciones.</p>}
          <ul className="flex flex-col gap-2">
            {contact.addresses.map((a) => (
              <li
                key={a.address_id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-neutral-200 p-3 text-sm"
              >
                <span>{formatAddress(a)}</span>
                <span className="flex gap-2">
                  <Button
                    variant="link"
                    onClick={() => setAddressModal({ address: a })}
                    aria-label={`${m.columns.edit} la dirección ${a.street} ${a.external_number}`}
                  >
                    {m.columns.edit}
                  </Button>
                  <Button
                    variant="link"
                    onClick={() => setAddressToDelete(a)}
                    aria-label={`${m.columns.delete} la dirección ${a.street} ${a.external_number}`}
                  >
                    {m.columns.delete}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
          <div>
            <Button variant="secondary" onClick={() => setAddressModal({ address: null })}>
              {m.addAddress}
            </Button>
          </div>
          <Dialog
            open={addressToDelete !== null}
            onOpenChange={(o) => !o && setAddressToDelete(null)}
            title={m.deleteAddressTitle}
            description={
              addressToDelete
                ? m.deleteAddressQuestion(
                    `${addressToDelete.street} ${addressToDelete.external_number}`,
                    `${contact.first_name} ${contact.last_name}`,
                  )
                : undefined
            }
          >
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={() => setAddressToDelete(null)}>
                Cancelar
              </Button>
              <Button
                variant="danger"
                busy={removeAddress.isPending}
                onClick={() =>
                  addressToDelete &&
                  removeAddress.mutate(
                    { contactId: contact.contact_id, addressId: addressToDelete.address_id },
                    {
                      onSuccess: () => {
                        setAddressToDelete(null);
                        toast.success(m.addressDeleted);
                      },
                      onError: () => toast.error(m.addressesFailed),
                    },
                  )
                }
              >
                {m.deleteAddressTitle}
              </Button>
            </div>
          </Dialog>
          {addressModal && (
            <ContactAddressModal
              key={addressModal.address?.address_id ?? 'new'}
              open
              onOpenChange={(open) => !open && setAddressModal(null)}
              contactId={contact.contact_id}
              address={addressModal.address}
            />
          )}
        </section>
      )}
    </section>
  );
}

/** 'Enviar código' to the client's phone, then the 6 digits she read out: answers the manage-contact token. */
function PhoneCode({
  phone,
  confirmed,
  onConfirmed,
  className,
}: {
  phone: string;
  confirmed: boolean;
  onConfirmed: (value: { token: string; phone: string }) => void;
  className?: string;
}) {
  const request = useRequestContactCode();
  const validate = useValidateContactCode();
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string>();
  if (confirmed)
    return (
      <Alert tone="success" className={className}>
        {contactCodeMessages.confirmed}
      </Alert>
    );
  return (
    <div className={`flex flex-col gap-3 rounded-md border border-neutral-200 p-4 ${className ?? ''}`}>
      <p className="text-sm">{contactCodeMessages.tokenMissing}</p>
      <div>
        <Button
          variant="secondary"
          busy={request.isPending}
          disabled={phone === ''}
          onClick={() => request.mutate(phone)}
        >
          {contactCodeMessages.sendCode}
        </Button>
      </div>
      {request.isSuccess && <Alert tone="info">{contactCodeMessages.sent}</Alert>}
      {request.isError && <Alert tone="error">{serverMessageOr(request.error, otpMessages.requestFailed)}</Alert>}
      {request.isSuccess && (
        <div className="flex flex-wrap items-end gap-3">
          <TextField
            label={contactCodeMessages.codeLabel}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={otp}
            onChange={(e) => setOtp(e.target.value.replace(/\D/g, ''))}
            error={otpError}
          />
          <Button
            variant="secondary"
            busy={validate.isPending}
            onClick={() => {
              if (otp.length !== 6) return setOtpError(otpMessages.sixDigits);
              setOtpError(undefined);
              validate.mutate(otp, {
                onSuccess: onConfirmed,
                onError: (err) => setOtpError(otpCheckMessage(err)),
              });
            }}
          >
            {contactCodeMessages.confirm}
          </Button>
        </div>
      )}
    </div>
  );
}

function PencilIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
      <path d="M13.6 2.6a2 2 0 0 1 2.8 2.8l-9.5 9.5-3.6.8.8-3.6 9.5-9.5Z" />
    </svg>
  );
}

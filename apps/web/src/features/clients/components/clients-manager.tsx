import { useState } from 'react';
import { PhoneLink } from '../../../components/ui/phone-link';
import { toast } from '../../../lib/toast';
import { CONTACT_SEARCH_MAX, contactsMessages as m } from '@shop/contracts/contacts-messages';
import { PageTitle } from '../../../components/ui/page-title';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { QueryError } from '../../../components/ui/query-error';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { useDeleteContact } from '../api/delete-contact';
import { useContacts, type Contact } from '../api/get-contacts';
import { ClientForm } from './client-form';

const addressLine = (c: Contact) => {
  const a = c.addresses[0];
  return a ? `${a.street} ${a.external_number}, ${a.colony}, C.P. ${a.postcode}` : '—';
};

/** 'Mis clientes' (reseller-area.md §2, §4): the list, then the form of one client, then back to the list. */
export function ClientsManager({ memberId }: { memberId: string }) {
  const [find, setFind] = useState('');
  const [open, setOpen] = useState<{ contact: Contact | null } | null>(null);
  const [toDelete, setToDelete] = useState<Contact | null>(null);
  const list = useContacts(find.trim());
  const remove = useDeleteContact(memberId);

  if (open) {
    // The form shows the freshest copy of the client (addresses change under it).
    const current = open.contact
      ? (list.data?.contacts.find((c) => c.contact_id === open.contact!.contact_id) ?? open.contact)
      : null;
    return (
      <div className="flex flex-col gap-2">
        <PageTitle>{m.title}</PageTitle>
        <ClientForm key={open.contact?.contact_id ?? 'new'} contact={current} onDone={() => setOpen(null)} />
      </div>
    );
  }

  const contacts = list.data?.contacts ?? [];
  return (
    <div className="flex flex-col gap-6">
      <PageTitle>{m.title}</PageTitle>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <TextField
          label={m.searchPlaceholder}
          type="search"
          placeholder={m.searchPlaceholder}
          maxLength={CONTACT_SEARCH_MAX}
          value={find}
          onChange={(e) => setFind(e.target.value)}
          className="w-full sm:w-72"
        />
        <Button onClick={() => setOpen({ contact: null })}>{m.addNew}</Button>
      </div>
      {list.isPending && <Spinner label="Cargando tus clientes…" />}
      {list.isError && <QueryError error={list.error} onRetry={() => list.refetch()} />}
      {list.isSuccess && contacts.length === 0 && (
        <p className="text-muted">{find.trim() ? m.emptySearch(find.trim()) : m.empty}</p>
      )}
      {contacts.length > 0 && (
        <div className="hidden overflow-x-auto rounded-lg border border-neutral-200 bg-white md:block">
          <table className="w-full min-w-[640px] text-left text-sm">
            <thead className="bg-neutral-50">
              <tr>
                {[m.columns.name, m.columns.email, m.columns.phone, m.columns.address].map((h) => (
                  <th key={h} scope="col" className="px-3 py-2 font-semibold">
                    {h}
                  </th>
                ))}
                <th scope="col" className="px-3 py-2 text-center font-semibold">
                  {m.columns.edit}
                </th>
                <th scope="col" className="px-3 py-2 text-center font-semibold">
                  {m.columns.delete}
                </th>
              </tr>
            </thead>
            <tbody>
              {contacts.map((c) => (
                <tr key={c.contact_id} className="border-t border-neutral-200">
                  <td className="px-3 py-2">
                    {c.first_name} {c.last_name}
                  </td>
                  <td className="px-3 py-2 break-all">{c.email ?? '—'}</td>
                  <td className="px-3 py-2">
                    {c.phone && (
                      <PhoneLink
                        phone={c.phone}
                        className="inline-flex min-h-6 items-center font-semibold whitespace-nowrap text-brand-700 underline"
                      />
                    )}
                  </td>
                  <td className="px-3 py-2">{addressLine(c)}</td>
                  <td className="px-3 py-2 text-center">
                    <Button
                      variant="ghost"
                      onClick={() => setOpen({ contact: c })}
                      aria-label={`${m.columns.edit} ${c.first_name} ${c.last_name}`}
                    >
                      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
                        <path d="M13.6 2.6a2 2 0 0 1 2.8 2.8l-9.5 9.5-3.6.8.8-3.6 9.5-9.5Z" />
                      </svg>
                    </Button>
                  </td>
                  <td className="px-3 py-2 text-center">
                    <Button
                      variant="ghost"
                      onClick={() => setToDelete(c)}
                      aria-label={`${m.columns.delete} ${c.first_name} ${c.last_name}`}
                    >
                      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 text-red-700" fill="currentColor">
                        <path d="M7 2h6l1 2h4v2H2V4h4l1-2Zm-3 6h12l-1 10H5L4 8Z" />
                      </svg>
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {contacts.length > 0 && (
        <ul className="flex flex-col gap-3 md:hidden" aria-label={m.title}>
          {contacts.map((c) => (
            <li key={c.contact_id} className="rounded-lg border border-neutral-200 bg-white p-4 text-sm">
              <p className="font-semibold">
                {c.first_name} {c.last_name}
              </p>
              <dl className="mt-2 grid grid-cols-[5.5rem_1fr] gap-x-2 gap-y-1">
                <dt className="text-muted">{m.columns.email}</dt>
                <dd className="break-all">{c.email ?? '—'}</dd>
                <dt className="text-muted">{m.columns.phone}</dt>
                <dd>
                  {c.phone && (
                    <PhoneLink
                      phone={c.phone}
                      className="inline-flex min-h-6 items-center font-semibold whitespace-nowrap text-brand-700 underline"
                    />
                  )}
                </dd>
                <dt className="text-muted">{m.columns.address}</dt>
                <dd>{addressLine(c)}</dd>
              </dl>
              <div className="mt-3 flex gap-2">
                <Button
                  variant="secondary"
                  onClick={() => setOpen({ contact: c })}
                  aria-label={`${m.columns.edit} ${c.first_name} ${c.last_name}`}
                >
                  {m.columns.edit}
                </Button>
                <Button
                  variant="ghost"
                  className="text-red-700"
                  onClick={() => setToDelete(c)}
                  aria-label={`${m.columns.delete} ${c.first_name} ${c.last_name}`}
                >
                  {m.columns.delete}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={toDelete !== null}
        onOpenChange={(o) => !o && setToDelete(null)}
        title={m.deleteTitle}
        description={
          toDelete ? `¿Quieres eliminar a ${toDelete.first_name} ${toDelete.last_name} de tus clientes?` : undefined
        }
      >
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setToDelete(null)}>
            Cancelar
          </Button>
          <Button
            variant="danger"
            busy={remove.isPending}
            onClick={() =>
              toDelete &&
              remove.mutate(toDelete.contact_id, {
                onSuccess: () => setToDelete(null),
                onError: () => toast.error(m.deleteFailed),
              })
            }
          >
            {m.deleteTitle}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

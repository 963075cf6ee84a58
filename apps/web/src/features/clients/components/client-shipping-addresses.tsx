import { useState } from 'react';
import { contactsMessages as m } from '@shop/contracts/contacts-messages';
import { Button } from '../../../components/ui/button';
import { QueryError } from '../../../components/ui/query-error';
import { Spinner } from '../../../components/ui/spinner';
import { useContacts, type ContactAddress } from '../api/get-contacts';
import { ContactAddressModal } from './contact-address-modal';

/**
 * 'Direcciones de envío de mis clientes' on the addresses page (members with web_ship_order_customer_house):
 * each client with her addresses, 'Añadir dirección' and edit. A failed save shows the spec's message and the
 * list reloads.
 */
export function ClientShippingAddresses() {
  const list = useContacts('');
  const [modal, setModal] = useState<{ contactId: string; address: ContactAddress | null } | null>(null);
  return (
    <section aria-labelledby="client-addresses-title" className="rounded-lg border border-neutral-200 bg-white p-5">
      <h2 id="client-addresses-title" className="mb-3 text-lg font-bold">
        {m.clientAddressesTitle}
      </h2>
      {list.isPending && <Spinner label="Cargando tus clientes…" />}
      {list.isError && <QueryError error={list.error} onRetry={() => list.refetch()} />}
      {list.isSuccess && list.data.contacts.length === 0 && <p className="text-sm text-muted">{m.empty}</p>}
      <ul className="flex flex-col gap-4">
        {list.data?.contacts.map((c) => (
          <li
            key={c.contact_id}
            className="flex flex-col gap-2 border-t border-neutral-200 pt-3 first:border-t-0 first:pt-0"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold">
                {c.first_name} {c.last_name}
              </h3>
              <Button variant="link" onClick={() => setModal({ contactId: c.contact_id, address: null })}>
                {m.addAddress}
                <span className="sr-only">
                  {' '}
                  para {c.first_name} {c.last_name}
                </span>
              </Button>
            </div>
            {c.addresses.map((a) => (
              <div key={a.address_id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span>
                  {a.street} {a.external_number}, {a.colony}, {a.municipality}, {a.state}, C.P. {a.postcode}
                </span>
                <Button variant="link" onClick={() => setModal({ contactId: c.contact_id, address: a })}>
                  {m.columns.edit}
                </Button>
              </div>
            ))}
          </li>
        ))}
      </ul>
      {modal && (
        <ContactAddressModal
          key={`${modal.contactId}-${modal.address?.address_id ?? 'new'}`}
          open
          onOpenChange={(o) => !o && setModal(null)}
          contactId={modal.contactId}
          address={modal.address}
        />
      )}
    </section>
  );
}

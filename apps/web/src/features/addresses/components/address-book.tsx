import { useState } from 'react';
import { PhoneLink } from '../../../components/ui/phone-link';
import { toast } from '../../../lib/toast';
import { addressMessages } from '@shop/contracts/addresses';
import { attribute } from '@shop/contracts/profile-helpers';
import type { CustomerAddress, CustomerProfile } from '@shop/contracts/profile';
import { addressControls } from '@shop/domain/addresses';
import { PageTitle } from '../../../components/ui/page-title';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useDeleteAddress } from '../api/delete-address';
import { AddressFormModal } from './address-form-modal';

function AddressCard({
  address,
  count,
  onEdit,
  onDelete,
}: {
  address: CustomerAddress;
  count: number;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const controls = addressControls(
    { default_shipping: address.default_shipping, default_billing: address.default_billing },
    count,
  );
  const internal = attribute(address, 'internal_number');
  const deleteReason = count <= 1 ? 'Es tu única dirección' : 'Es una dirección predeterminada';
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-neutral-200 bg-white p-5">
      <div className="flex flex-wrap gap-2">
        {address.default_shipping && (
          <span className="rounded bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
            Envío predeterminado
          </span>
        )}
        {address.default_billing && (
          <span className="rounded bg-neutral-100 px-2 py-0.5 text-xs font-semibold">Facturación predeterminada</span>
        )}
      </div>
      <address className="text-sm not-italic">
        <strong className="block">
          {address.firstname} {address.lastname}
        </strong>
        {address.street[0]} {attribute(address, 'external_number')}
        {internal ? `, int. ${internal}` : ''}
        <br />
        Col. {attribute(address, 'colony')}, C.P. {address.postcode}
        <br />
        {attribute(address, 'municipality')}, {address.region.region}
        <br />
        Tel. <PhoneLink phone={address.telephone} />
        <br />
        <span className="text-muted">Referencias: {attribute(address, 'reference')}</span>
      </address>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onEdit} aria-label={`Editar la dirección ${address.street[0]}`}>
          Editar
        </Button>
        <Button
          variant="ghost"
          onClick={onDelete}
          disabled={controls.deleteDisabled}
          title={controls.deleteDisabled ? deleteReason : undefined}
          aria-label={`Eliminar la dirección ${address.street[0]}`}
        >
          Eliminar
        </Button>
      </div>
    </li>
  );
}

/** 'Mis direcciones de envío': the list with the add/edit modal and the delete confirmation. */
export function AddressBook({ profile }: { profile: CustomerProfile }) {
  const customerId = attribute(profile, 'customer_id') ?? '';
  const [editing, setEditing] = useState<CustomerAddress | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CustomerAddress | null>(null);
  const remove = useDeleteAddress(customerId);
  const addresses = profile.addresses;
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(addressMessages.deleted);
        setDeleting(null);
      },
      onError: () => toast.error(addressMessages.deleteFailed),
    });
  };
  return (
    <section className="flex flex-col gap-6">
      <PageTitle actions={<Button onClick={() => setEditing('new')}>Agregar dirección</Button>}>
        Mis direcciones de envío
      </PageTitle>
      {addresses.length === 0 ? (
        <p className="rounded-lg border border-dashed border-neutral-300 bg-white p-6 text-sm text-muted">
          Aún no tienes direcciones. Agrega una para recibir tus pedidos.
        </p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2" aria-label="Mis direcciones">
          {addresses.map((a) => (
            <AddressCard
              key={a.id}
              address={a}
              count={addresses.length}
              onEdit={() => setEditing(a)}
              onDelete={() => setDeleting(a)}
            />
          ))}
        </ul>
      )}
      <AddressFormModal
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        customerId={customerId}
        address={editing === 'new' ? null : editing}
        count={addresses.length}
      />
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Eliminar dirección"
        description="¿Seguro que quieres eliminar esta dirección? No se puede deshacer."
      >
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => setDeleting(null)}>
            Cancelar
          </Button>
          <Button variant="danger" busy={remove.isPending} onClick={confirmDelete}>
            Eliminar
          </Button>
        </div>
      </Dialog>
    </section>
  );
}

import { lazy, Suspense } from 'react';
import { attribute } from '@shop/contracts/profile-helpers';
import { BagCheckout } from '../../features/shop/components/bag-checkout';
import { useMe } from '../../lib/me';

// The address form (react-hook-form, zod) loads only when she adds an address from the bag.
const AddressFormModal = lazy(() =>
  import('../../features/addresses/components/address-form-modal').then((m) => ({ default: m.AddressFormModal })),
);

export default function BagPage() {
  const me = useMe();
  const profile = me.data;
  return (
    <main id="contenido" className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="mb-6 text-3xl font-black tracking-tight">Mi bolsa</h1>
      <BagCheckout
        addAddress={
          profile
            ? (open, onOpenChange) =>
                open && (
                  <Suspense fallback={null}>
                    <AddressFormModal
                      open={open}
                      onOpenChange={onOpenChange}
                      customerId={attribute(profile, 'customer_id') ?? ''}
                      address={null}
                      count={profile.addresses.length}
                    />
                  </Suspense>
                )
            : undefined
        }
      />
    </main>
  );
}

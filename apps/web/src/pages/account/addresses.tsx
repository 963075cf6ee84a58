import { isMember } from '@shop/contracts/profile-helpers';
import { useProfile } from '../../lib/use-profile';
import { useFeatureFlags } from '../../lib/feature-flags';
import { AddressBook } from '../../features/addresses/components/address-book';
import { ClientShippingAddresses } from '../../features/clients/components/client-shipping-addresses';

export default function AddressesPage() {
  const profile = useProfile();
  const flags = useFeatureFlags();
  return (
    <div className="flex flex-col gap-8">
      <AddressBook profile={profile} />
      {isMember(profile) && flags.data?.web_ship_order_customer_house && <ClientShippingAddresses />}
    </div>
  );
}

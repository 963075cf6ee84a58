import { useProfile } from '../../features/account/use-profile';
import { AddressBook } from '../../features/addresses/components/address-book';

export default function AddressesPage() {
  return <AddressBook profile={useProfile()} />;
}

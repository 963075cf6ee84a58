import { attribute } from '@shop/contracts/profile-helpers';
import { useProfile } from '../../lib/use-profile';
import { EditStore } from '../../features/custom-store/components/edit-store-form';

export default function Page() {
  return <EditStore customerId={attribute(useProfile(), 'customer_id') ?? ''} />;
}

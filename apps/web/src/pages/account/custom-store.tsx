import { attribute } from '@shop/contracts/profile-helpers';
import { useProfile } from '../../lib/use-profile';
import { StoreHome } from '../../features/custom-store/components/store-home';

export default function Page() {
  return <StoreHome customerId={attribute(useProfile(), 'customer_id') ?? ''} />;
}

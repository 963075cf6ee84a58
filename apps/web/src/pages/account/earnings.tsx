import { attribute } from '@shop/contracts/profile-helpers';
import { useProfile } from '../../lib/use-profile';
import { Margins } from '../../features/custom-store/components/margins-form';

export default function Page() {
  const profile = useProfile();
  return <Margins customerId={attribute(profile, 'customer_id') ?? ''} clientMode={profile.clientMode} />;
}

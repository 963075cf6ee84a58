import { attribute } from '@shop/contracts/profile-helpers';
import { useProfile } from '../../lib/use-profile';
import { ClientsManager } from '../../features/clients/components/clients-manager';

export default function ClientsPage() {
  const profile = useProfile();
  return <ClientsManager memberId={attribute(profile, 'customer_id') ?? ''} />;
}

import { CredentialCard } from '../../features/sales-tools/components/credential-card';

export default function Page() {
  return <CredentialCard />;
}

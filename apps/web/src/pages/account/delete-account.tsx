import { DeleteAccountFlow } from '../../features/account-deletion/components/delete-account-flow';

export default function DeleteAccountPage() {
  return <DeleteAccountFlow />;
}

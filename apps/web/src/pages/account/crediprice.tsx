import { CreditAccount } from '../../features/credit/components/credit-account';

export default function Page() {
  return <CreditAccount />;
}

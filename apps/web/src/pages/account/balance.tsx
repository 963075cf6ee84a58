import { BalanceView } from '../../features/balance/components/balance-view';

export default function Page() {
  return <BalanceView />;
}

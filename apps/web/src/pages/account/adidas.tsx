import { PartnerWalletView } from '../../features/partner-wallet/components/partner-wallet-view';

export default function Page() {
  return <PartnerWalletView />;
}

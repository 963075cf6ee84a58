import { PriceLists } from '../../features/sales-tools/components/price-lists';

export default function Page() {
  return <PriceLists />;
}

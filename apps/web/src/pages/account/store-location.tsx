import { StoreLocation } from '../../features/sales-tools/components/store-location';

export default function Page() {
  return <StoreLocation />;
}

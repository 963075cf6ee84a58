import { MultiOrder } from '../../features/sales-tools/components/multi-order';

export default function Page() {
  return <MultiOrder />;
}

import { Catalogs } from '../../features/sales-tools/components/catalogs';

export default function Page() {
  return <Catalogs />;
}

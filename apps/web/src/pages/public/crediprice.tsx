import { CrediPriceEligibility } from '../../features/credit/components/crediprice-eligibility';

export default function Page() {
  return (
    <main id="contenido" className="mx-auto max-w-4xl px-4 py-10">
      <CrediPriceEligibility />
    </main>
  );
}

import { CreditContract } from '../../features/credit/components/credit-contract';

export default function Page() {
  return (
    <main id="contenido" className="mx-auto max-w-3xl px-4 py-10">
      <CreditContract />
    </main>
  );
}

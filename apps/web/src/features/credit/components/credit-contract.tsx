import { useSearchParams } from 'react-router';
import { CREDIT_CONTRACT_VERSION } from '@shop/contracts/credit-texts';
import { CREDIT_CONTRACT, contractText } from '@shop/domain/credit-contract';
import { Button } from '../../../components/ui/button';
import { useMe } from '../../../lib/me';

/**
 * The CrediPrice contract (issue 28 point 2, decision 0733): the text she accepts at step 7, with her figures (line,
 * financing charge, term, total cost), the same words as its PDF (`contractText`). `?linea=` carries her
 * pre-authorised amount in centavos; without it, the largest line.
 */
export function CreditContract() {
  const [params] = useSearchParams();
  const asked = Number(params.get('linea'));
  const line = Number.isInteger(asked) && asked > 0 ? asked : CREDIT_CONTRACT.maxLineCents;
  const text = contractText(line, CREDIT_CONTRACT_VERSION);
  // The PDF is made for whoever applies, signed in; a visitor prints the page.
  const signedIn = Boolean(useMe().data);
  return (
    <article className="grid gap-5 text-sm leading-relaxed" aria-labelledby="contrato-titulo">
      <header className="grid gap-1">
        <h1 id="contrato-titulo" tabIndex={-1} data-page-title className="text-2xl font-bold outline-none">
          Contrato de crédito CrediPrice
        </h1>
        <p className="text-muted">Versión {text.version}</p>
      </header>
      <section aria-labelledby="cifras" className="rounded-lg border-2 border-brand-700 bg-white p-4">
        <h2 id="cifras" className="mb-3 text-lg font-bold">
          Tus cifras
        </h2>
        <dl className="grid gap-2 sm:grid-cols-2">
          {text.figures.map((f) => (
            <div key={f.label}>
              <dt className="text-xs text-muted">{f.label}</dt>
              <dd className="font-semibold">{f.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="clausulas" className="grid gap-3">
        <h2 id="clausulas" className="text-lg font-bold">
          Cláusulas
        </h2>
        <ol className="grid list-decimal gap-2 pl-5">
          {text.clauses.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ol>
      </section>
      <div className="flex flex-wrap gap-3 print:hidden">
        {signedIn && (
          <a
            href={`/api/crediprice/contrato.pdf?linea=${line}`}
            download={`contrato-crediprice-${text.version}.pdf`}
            className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Descargar contrato (PDF)
          </a>
        )}
        <Button variant="secondary" className="w-fit" onClick={() => window.print()}>
          Imprimir
        </Button>
      </div>
    </article>
  );
}

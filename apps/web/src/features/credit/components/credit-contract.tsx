import { useSearchParams } from 'react-router';
import { CREDIT_CONTRACT_VERSION } from '@shop/contracts/credit-texts';
import { CREDIT_CONTRACT, contractFigures } from '@shop/domain/credit-contract';
import { formatMoney } from '@shop/domain/money';
import { Button } from '../../../components/ui/button';

/**
 * The CrediPrice contract (issue 28 point 2, decision 0733): the text she accepts at step 7, with her figures (line,
 * financing charge, term, total cost). `?linea=` carries her pre-authorised amount in centavos; without it, the
 * largest line. 'Guardar como PDF' prints it (the browser's print to PDF).
 */
export function CreditContract() {
  const [params] = useSearchParams();
  const asked = Number(params.get('linea'));
  const f = contractFigures(Number.isInteger(asked) && asked > 0 ? asked : CREDIT_CONTRACT.maxLineCents);
  const c = CREDIT_CONTRACT;
  return (
    <article className="grid gap-5 text-sm leading-relaxed" aria-labelledby="contrato-titulo">
      <header className="grid gap-1">
        <h1 id="contrato-titulo" tabIndex={-1} data-page-title className="text-2xl font-bold outline-none">
          Contrato de crédito CrediPrice
        </h1>
        <p className="text-muted">Versión {CREDIT_CONTRACT_VERSION}</p>
      </header>
      <section aria-labelledby="cifras" className="rounded-lg border-2 border-brand-700 bg-white p-4">
        <h2 id="cifras" className="mb-3 text-lg font-bold">
          Tus cifras
        </h2>
        <dl className="grid gap-2 sm:grid-cols-2">
          <Figure label="Línea de crédito" value={formatMoney(f.line)} />
          <Figure label="Plazo de cada compra" value={`${c.weeks} pagos semanales (${c.weeks} semanas)`} />
          <Figure
            label="Cargo por financiamiento"
            value={`${c.financingPct} % del precio de contado: ${formatMoney(f.financing)} si usas toda tu línea`}
          />
          <Figure label="Costo total si usas toda tu línea" value={formatMoney(f.total)} />
          <Figure
            label="Pago semanal"
            value={
              f.lastWeekly === f.weekly
                ? formatMoney(f.weekly)
                : `${formatMoney(f.weekly)} (el último, ${formatMoney(f.lastWeekly)})`
            }
          />
          <Figure
            label="Sin cargo por financiamiento"
            value={`si pagas el precio de contado dentro de los primeros ${c.freeDays} días`}
          />
          <Figure label="Interés moratorio" value={`${c.moratorioPct} % de lo vencido al cierre de cada periodo`} />
        </dl>
      </section>
      <section aria-labelledby="clausulas" className="grid gap-3">
        <h2 id="clausulas" className="text-lg font-bold">
          Cláusulas
        </h2>
        <ol className="grid list-decimal gap-2 pl-5">
          <li>
            Price Shoes te otorga una línea de crédito revolvente por {formatMoney(f.line)} para comprar en sus tiendas
            y en línea. Cada compra a crédito usa parte de tu línea y la liberas al pagarla.
          </li>
          <li>
            Cada compra se paga en {c.weeks} pagos semanales iguales del precio de contado más un cargo por
            financiamiento del {c.financingPct} %. Si pagas el precio de contado dentro de los {c.freeDays} días
            siguientes a la compra, no pagas el cargo por financiamiento.
          </li>
          <li>
            Un pago que no se cubre en su fecha genera un interés moratorio del {c.moratorioPct} % de lo vencido al
            cierre de cada periodo, mientras haya saldo vencido. Lo que pagas cubre primero los moratorios y después los
            pagos en orden.
          </li>
          <li>
            Puedes pagar por adelantado en cualquier momento, sin penalización, con una referencia de pago en tienda, en
            banco o en tiendas de conveniencia; cada referencia vale hasta las 22:00 del día en que la generas.
          </li>
          <li>
            Autorizas a Price Shoes a consultar tu historial crediticio (paso 6) y a verificar tus referencias. Tus
            datos se tratan conforme al aviso de privacidad de Price Shoes.
          </li>
          <li>
            Firmas este contrato al escribir tu nombre completo en el paso 7 de tu solicitud; guardamos la versión que
            aceptaste ({CREDIT_CONTRACT_VERSION}) con tu firma y la fecha.
          </li>
        </ol>
      </section>
      <Button variant="secondary" className="w-fit print:hidden" onClick={() => window.print()}>
        Guardar como PDF o imprimir
      </Button>
    </article>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
}

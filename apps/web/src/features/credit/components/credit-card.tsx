import type { Credit } from '@shop/contracts/credit';
import { overdueInUnit, overdueText } from '@shop/domain/credit';
import { formatMoney } from '@shop/domain/money';
import { formatCalendarDate } from '../../../lib/format';

const date = (d: string | null) => (d ? formatCalendarDate(d) : '—');

/** One credit of a list: its dates, next payment, balances and where the payments went. */
export function CreditCard({ credit }: { credit: Credit }) {
  const overdue = credit.periodos.atraso > 0;
  const settled = credit.fecha.liquida !== null;
  return (
    <article
      aria-labelledby={`credito-${credit.id_credito}`}
      className="rounded-lg border border-neutral-200 bg-white p-4"
    >
      <header className="mb-3 flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={`credito-${credit.id_credito}`} className="font-bold">
            Crédito {credit.id_credito}
          </h3>
          <p className="text-sm text-muted">{credit.descripcion}</p>
        </div>
        {overdue && (
          <p className="rounded-full bg-red-100 px-3 py-1 text-sm font-semibold text-red-900">
            {overdueText(credit.periodos.atraso)}
            {/* The card names the credit's unit ('Periodo: Semanal'): the count in that unit too (spec §9). */}
            <span className="font-normal"> ({overdueInUnit(credit.periodos.atraso, credit.periodo)})</span>
          </p>
        )}
        {settled && (
          <p className="rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-900">
            Liquidado el {date(credit.fecha.liquida)}
          </p>
        )}
      </header>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <Item label="Periodo" value={credit.periodo} />
        <Item label="Pago por periodo" value={formatMoney(credit.pago)} />
        <Item label="Fecha de compra" value={date(credit.fecha.inicio)} />
        <Item label="Fecha de finalización" value={date(credit.fecha.finalizacion)} />
        {!settled && <Item label="Pago mínimo" value={formatMoney(credit.proximo.pago)} />}
        {!settled && <Item label="Fecha de próximo pago" value={date(credit.proximo.fecha)} />}
        {!settled && <Item label="Importe para liquidar" value={formatMoney(credit.saldo.liquida)} />}
        <Item label="Último pago" value={date(credit.fecha.pago)} />
        <Item label="Saldo inicial" value={formatMoney(credit.saldo.inicial)} />
        <Item label="Saldo actual" value={formatMoney(credit.saldo.final)} />
        <Item label="Capital" value={formatMoney(credit.saldo.capital)} />
      </dl>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700">Pagos realizados</summary>
        <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
          <Item label="Crédito" value={formatMoney(credit.pagado.credito)} />
          <Item label="Extemporáneo" value={formatMoney(credit.pagado.extemporaneo)} />
          <Item label="Moratorio" value={formatMoney(credit.pagado.moratorio)} />
          <Item label="Bonificado" value={formatMoney(credit.pagado.bonificado)} />
        </dl>
      </details>
    </article>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
}

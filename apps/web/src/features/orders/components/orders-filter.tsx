import { useState, type FormEvent } from 'react';
import {
  ORDER_PLATFORMS,
  ORDER_SEARCH_PATTERN,
  orderMessages,
  type OrderPlatform,
} from '@shop/contracts/account-orders-messages';
import type { MonthFilter } from '@shop/domain/order-history';
import { Button } from '../../../components/ui/button';
import { PLATFORM_LABELS } from '../labels';

export interface FilterValue {
  platform: OrderPlatform | undefined;
  months: MonthFilter;
}

/** Members choose 1 to 3 months (reseller-area.md §9); customers 1, 3, 6, 12 months or all (decision 0401). */
const MEMBER_MONTHS: [MonthFilter, string][] = [
  [1, 'Último mes'],
  [2, 'Últimos 2 meses'],
  [3, 'Últimos 3 meses'],
];
const CUSTOMER_MONTHS: [MonthFilter, string][] = [
  [1, 'Último mes'],
  [3, 'Últimos 3 meses'],
  [6, 'Últimos 6 meses'],
  [12, 'Últimos 12 meses'],
  ['all', 'Todos'],
];

/**
 * The order-history header: channel and months, 'Filtrar', and the order-number search, which needs a
 * channel and is hidden for Tienda.
 */
export function OrdersFilter({
  value,
  search,
  member,
  onFilter,
  onSearch,
}: {
  value: FilterValue;
  search: string;
  member: boolean;
  onFilter: (v: FilterValue) => void;
  onSearch: (term: string, platform: OrderPlatform) => void;
}) {
  const [platform, setPlatform] = useState<OrderPlatform | undefined>(value.platform);
  const [months, setMonths] = useState<MonthFilter>(value.months);
  const [term, setTerm] = useState(search);
  const [error, setError] = useState<string | null>(null);
  const monthOptions = member ? MEMBER_MONTHS : CUSTOMER_MONTHS;

  function submitFilter(e: FormEvent) {
    e.preventDefault();
    onFilter({ platform, months });
  }
  function submitSearch(e: FormEvent) {
    e.preventDefault();
    if (!platform) return;
    const t = term.trim();
    if (!ORDER_SEARCH_PATTERN.test(t)) {
      setError(orderMessages.search);
      return;
    }
    setError(null);
    onSearch(t, platform);
  }

  return (
    <div className="mb-6 grid gap-4 rounded-lg border border-neutral-200 bg-white p-4 md:grid-cols-2">
      <form onSubmit={submitFilter} className="flex flex-wrap items-end gap-3" aria-label="Filtrar mis pedidos">
        <label className="grid gap-1 text-sm font-semibold">
          Canal
          <select
            className="min-h-11 rounded-md border border-neutral-400 bg-white px-3 font-normal"
            value={platform ?? ''}
            onChange={(e) => setPlatform((e.target.value || undefined) as OrderPlatform | undefined)}
          >
            <option value="">Elige un canal</option>
            {ORDER_PLATFORMS.map((p) => (
              <option key={p} value={p}>
                {PLATFORM_LABELS[p]}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm font-semibold">
          Periodo
          <select
            className="min-h-11 rounded-md border border-neutral-400 bg-white px-3 font-normal"
            value={String(months)}
            onChange={(e) => setMonths(e.target.value === 'all' ? 'all' : Number(e.target.value))}
          >
            {monthOptions.map(([v, label]) => (
              <option key={String(v)} value={String(v)}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" disabled={!platform}>
          Filtrar
        </Button>
      </form>
      {platform !== 'physical_store' && (
        <form
          onSubmit={submitSearch}
          className="flex flex-wrap items-end gap-3"
          role="search"
          aria-label="Buscar pedido por número"
        >
          <label className="grid flex-1 gap-1 text-sm font-semibold">
            Número de pedido
            <input
              className="min-h-11 rounded-md border border-neutral-400 px-3 font-normal"
              inputMode="numeric"
              maxLength={10}
              value={term}
              onChange={(e) => setTerm(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'order-search-error' : undefined}
            />
          </label>
          <Button type="submit" variant="secondary" disabled={!platform || term.trim() === ''}>
            Buscar
          </Button>
          {error && (
            <p id="order-search-error" className="w-full text-sm text-red-700">
              {error}
            </p>
          )}
        </form>
      )}
    </div>
  );
}

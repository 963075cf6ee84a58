import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { customerPrice, DEFAULT_EARNINGS_MARGIN } from '@shop/domain/customer-prices';
import { formatMoney } from '@shop/domain/money';
import { customStoresMessages as m, MARGIN_MAX, MARGIN_MIN } from '@shop/contracts/custom-stores-messages';
import { PageTitle } from '../../../components/ui/page-title';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Skeleton } from '../../../components/ui/spinner';
import { QueryError } from '../../../components/ui/query-error';
import { errorMessage } from '../../../lib/error-message';
import { useClientMode } from '../api/set-client-mode';
import { useMyStoreId } from '../api/get-my-store-id';
import { useSaveMargins } from '../api/save-margins';
import { useStore, type StoreView } from '../api/get-store';

type Key = 'earnings_margin' | 'earnings_margin_1' | 'earnings_margin_2' | 'earnings_margin_3' | 'earnings_margin_4';
const RANGES: { key: Key; label: string; example: number }[] = [
  { key: 'earnings_margin_1', label: 'Productos de menos de $300', example: 25_000 },
  { key: 'earnings_margin_2', label: 'Productos de $300 a $599.99', example: 45_000 },
  { key: 'earnings_margin_3', label: 'Productos de $600 a $999.99', example: 80_000 },
  { key: 'earnings_margin_4', label: 'Productos de $1,000 o más', example: 120_000 },
];
const EXAMPLE_PRICE = 50_000;

const parse = (v: string) => (v.trim() === '' ? null : Number(v));
const valid = (n: number | null) => n === null || (Number.isInteger(n) && n >= MARGIN_MIN && n <= MARGIN_MAX);

/** 'Porcentajes de ganancia': 'Modo cliente' saved at once and the margin form with a live example. */
export function Margins({ customerId, clientMode }: { customerId: string; clientMode: boolean }) {
  const id = useMyStoreId(customerId);
  const store = useStore(id.data?.store_id);
  if (id.isError) return <QueryError error={id.error} onRetry={id.refetch} />;
  if (store.isError) return <QueryError error={store.error} onRetry={store.refetch} />;
  return (
    <section className="space-y-6">
      <PageTitle>{m.margins.title}</PageTitle>
      <ClientModeSwitch initial={clientMode} />
      {id.data && !id.data.store_id ? (
        <p>Activa tu tienda desde «Mi tienda personalizada» para elegir tus porcentajes de ganancia.</p>
      ) : store.data ? (
        <MarginsForm store={store.data} />
      ) : (
        <Skeleton className="h-64" />
      )}
    </section>
  );
}

function ClientModeSwitch({ initial }: { initial: boolean }) {
  const [on, setOn] = useState(initial);
  const save = useClientMode();
  return (
    <div className="rounded-xl border border-neutral-200 bg-white p-5">
      <CheckboxField
        label={m.margins.clientMode}
        hint="Muestra la tienda con los precios de tus clientes."
        checked={on}
        disabled={save.isPending}
        onChange={(e) => {
          const next = e.target.checked;
          setOn(next);
          save.mutate(next, {
            onSuccess: () => toast.success(m.saved),
            onError: (err) => {
              setOn(!next);
              toast.error(errorMessage(err, m.saveFailed));
            },
          });
        }}
      />
    </div>
  );
}

function MarginsForm({ store }: { store: StoreView }) {
  const save = useSaveMargins(store.store_id);
  const [byRange, setByRange] = useState(Boolean(store.custom_range_margin));
  const [values, setValues] = useState<Record<Key, string>>({
    earnings_margin: String(store.earnings_margin ?? store.ps_suggested_margin ?? DEFAULT_EARNINGS_MARGIN),
    earnings_margin_1: store.earnings_margin_1?.toString() ?? '',
    earnings_margin_2: store.earnings_margin_2?.toString() ?? '',
    earnings_margin_3: store.earnings_margin_3?.toString() ?? '',
    earnings_margin_4: store.earnings_margin_4?.toString() ?? '',
  });
  const parsed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, parse(v)])) as Record<
    Key,
    number | null
  >;
  const invalid = (Object.keys(parsed) as Key[]).filter(
    (k) => !valid(parsed[k]) || (k === 'earnings_margin' && parsed[k] === null),
  );
  const margins = {
    earningsMargin: valid(parsed.earnings_margin) ? parsed.earnings_margin : null,
    earningsMargin1: valid(parsed.earnings_margin_1) ? parsed.earnings_margin_1 : null,
    earningsMargin2: valid(parsed.earnings_margin_2) ? parsed.earnings_margin_2 : null,
    earningsMargin3: valid(parsed.earnings_margin_3) ? parsed.earnings_margin_3 : null,
    earningsMargin4: valid(parsed.earnings_margin_4) ? parsed.earnings_margin_4 : null,
    customRangeMargin: byRange ? 1 : 0,
    psSuggestedMargin: store.ps_suggested_margin,
  };
  const field = (key: Key, label: string) => (
    <TextField
      key={key}
      label={label}
      inputMode="numeric"
      value={values[key]}
      error={invalid.includes(key) ? m.margins.invalid : undefined}
      onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value.replace(/[^\d]/g, '').slice(0, 3) }))}
    />
  );
  const examples = byRange ? RANGES.map((r) => r.example) : [EXAMPLE_PRICE];
  return (
    <form
      noValidate
      className="space-y-5 rounded-xl border border-neutral-200 bg-white p-6"
      onSubmit={(e) => {
        e.preventDefault();
        if (invalid.length) return;
        save.mutate(
          {
            earnings_margin: parsed.earnings_margin!,
            earnings_margin_1: parsed.earnings_margin_1,
            earnings_margin_2: parsed.earnings_margin_2,
            earnings_margin_3: parsed.earnings_margin_3,
            earnings_margin_4: parsed.earnings_margin_4,
            custom_range_margin: byRange ? 1 : 0,
          },
          { onSuccess: () => toast.success(m.saved), onError: (err) => toast.error(errorMessage(err, m.saveFailed)) },
        );
      }}
    >
      {field('earnings_margin', 'Porcentaje de ganancia (%)')}
      <CheckboxField
        label="Usar un porcentaje por rango de precio"
        checked={byRange}
        onChange={(e) => setByRange(e.target.checked)}
      />
      {byRange && <div className="grid gap-4 md:grid-cols-2">{RANGES.map((r) => field(r.key, `${r.label} (%)`))}</div>}
      <div aria-live="polite" className="rounded-lg bg-brand-50 p-4">
        <h2 className="mb-2 font-bold">Ejemplo</h2>
        <table className="w-full text-left text-sm">
          <thead>
            <tr>
              <th scope="col">Te cuesta</th>
              <th scope="col">Tu cliente paga</th>
              <th scope="col">Tú ganas</th>
            </tr>
          </thead>
          <tbody>
            {examples.map((cost) => {
              const price = customerPrice(cost, margins);
              return (
                <tr key={cost}>
                  <td>{formatMoney(cost)}</td>
                  <td>{formatMoney(price)}</td>
                  <td>{formatMoney(price - cost)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Button type="submit" disabled={invalid.length > 0} busy={save.isPending}>
        {m.margins.save}
      </Button>
    </form>
  );
}

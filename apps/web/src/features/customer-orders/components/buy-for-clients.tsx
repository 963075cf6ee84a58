import { useState } from 'react';
import { Link } from 'react-router';
import { attribute } from '@shop/contracts/profile-helpers';
import { buyForClientsMessages as m } from '@shop/contracts/buy-for-clients-messages';
import { formatMoney } from '@shop/domain/money';
import { Button } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { QueryError } from '../../../components/ui/query-error';
import { Skeleton } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/error-message';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useProfile } from '../../../lib/use-profile';
import { useBuyForClients } from '../api/buy-for-clients';
import { useToBuy } from '../api/get-to-buy';
import { BackToOrders } from './back-link';
import { PurchasesForClients } from './packing-list';

/**
 * 'Comprar para mis clientes' (issue 29 point 2, decision 0760): her items to buy grouped by product and size, at her
 * price, with the clients each is for; the ones she keeps ticked go to her shop bag in one step.
 */
export function BuyForClients() {
  const customerId = attribute(useProfile(), 'customer_id') ?? '';
  const list = useToBuy(customerId);
  const buy = useBuyForClients(customerId);
  /** Sizes she unticked (all are ticked at first). */
  const [skipped, setSkipped] = useState<ReadonlySet<string>>(new Set());
  const groups = list.data?.groups ?? [];
  const chosen = groups.filter((g) => !skipped.has(g.sku));
  const units = chosen.reduce((n, g) => n + g.units, 0);
  const total = chosen.reduce((n, g) => n + g.total, 0);

  const submit = () => {
    if (chosen.length === 0) return toast.error(m.noneSelected);
    buy.mutate(
      chosen.flatMap((g) => g.items.map((i) => ({ cart_id: i.cart_id, sku: g.sku }))),
      {
        onSuccess: (answer) => {
          setSkipped(new Set());
          toast.success(answer.message);
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  return (
    <section>
      <BackToOrders />
      <PageTitle>{m.title}</PageTitle>
      <p className="-mt-4 mb-4 text-sm text-muted">{m.intro}</p>
      {list.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={list.refetch} message={m.loadFailed} />
      ) : groups.length === 0 ? (
        <div className="rounded-lg border border-neutral-200 bg-white p-6 text-sm">
          <p>{m.empty}</p>
          <Link
            to={paths.bag}
            className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          >
            {m.goToBag}
          </Link>
        </div>
      ) : (
        <>
          <ul className="flex flex-col gap-2">
            {groups.map((g) => {
              const clients = [...new Set(g.items.map((i) => i.client || '—'))];
              return (
                <li key={g.sku} className="rounded-lg border border-neutral-200 bg-white p-3">
                  <label className="flex min-h-11 cursor-pointer items-start gap-3">
                    <input
                      type="checkbox"
                      className="mt-1 size-6 shrink-0 accent-brand-700"
                      checked={!skipped.has(g.sku)}
                      aria-label={m.pickLabel(g.name, g.size_label)}
                      onChange={(e) => {
                        const next = new Set(skipped);
                        if (e.target.checked) next.delete(g.sku);
                        else next.add(g.sku);
                        setSkipped(next);
                      }}
                    />
                    {g.image_url && (
                      <img src={g.image_url} alt="" width={56} height={56} className="size-14 rounded object-cover" />
                    )}
                    <span className="min-w-0 flex-1 text-sm">
                      <span className="block font-semibold">{g.name}</span>
                      <span className="block text-muted">
                        {m.size(g.size_label)} · {m.units(g.units)}
                      </span>
                      <span className="block">
                        {m.forClients}: {clients.join(', ')}
                      </span>
                    </span>
                    <span className="text-sm font-bold">{formatMoney(g.total)}</span>
                  </label>
                </li>
              );
            })}
          </ul>
          <div className="sticky bottom-0 mt-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-neutral-200 bg-white p-3 shadow">
            <p className="text-sm font-semibold" role="status">
              {m.selected(units, formatMoney(total))}
            </p>
            <Button onClick={submit} busy={buy.isPending} disabled={buy.isPending || chosen.length === 0}>
              {buy.isPending ? m.adding : m.addToBag}
            </Button>
          </div>
        </>
      )}
      {buy.isSuccess && (
        <Link to={paths.bag} className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
          {m.goToBag}
        </Link>
      )}
      <PurchasesForClients />
    </section>
  );
}

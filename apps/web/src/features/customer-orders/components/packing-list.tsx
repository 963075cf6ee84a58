import { Link, useSearchParams } from 'react-router';
import { attribute } from '@shop/contracts/profile-helpers';
import type { PackingListResponse } from '@shop/contracts/buy-for-clients';
import { buyForClientsMessages } from '@shop/contracts/buy-for-clients-messages';
import { formatMoney } from '@shop/domain/money';
import { formatPhone } from '@shop/domain/phone';
import { Button } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { QueryError } from '../../../components/ui/query-error';
import { Skeleton } from '../../../components/ui/spinner';
import { formatLongDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useProfile } from '../../../lib/use-profile';
import { usePackingList } from '../api/packing-list';
import { usePurchasesForClients } from '../api/purchases-for-clients';
import { BackToOrders } from './back-link';

const m = buyForClientsMessages.packing;

type Orders = PackingListResponse['clients'][number]['orders'];

/** What goes in her package: the same product and size across her orders is one line with its units. */
function lines(orders: Orders) {
  const by = new Map<string, { name: string; size_label: string; qty: number }>();
  for (const i of orders.flatMap((o) => o.items)) {
    const key = `${i.name}|${i.size_label}`;
    const line = by.get(key) ?? { name: i.name, size_label: i.size_label, qty: 0 };
    line.qty += i.qty;
    by.set(key, line);
  }
  return [...by.values()];
}
const packingHref = (orderNumber: string) =>
  `${paths.customerOrders}/empaque?pedido=${encodeURIComponent(orderNumber)}`;

/** Under 'Comprar para mis clientes': her latest purchases for her clients, each opening its packing list. */
export function PurchasesForClients() {
  const customerId = attribute(useProfile(), 'customer_id') ?? '';
  const list = usePurchasesForClients(customerId);
  if (list.isPending || list.isError) return null;
  return (
    <section aria-labelledby="compras-clientas" className="mt-8">
      <h2 id="compras-clientas" className="text-lg font-bold">
        {m.recent}
      </h2>
      <p className="mb-3 text-sm text-muted">{list.data.purchases.length ? m.recentIntro : m.recentEmpty}</p>
      <ul className="grid gap-2">
        {list.data.purchases.map((p) => (
          <li key={p.order_number}>
            <Link
              to={packingHref(p.order_number)}
              className="flex min-h-11 flex-wrap items-center justify-between gap-2 rounded-lg border border-neutral-200 bg-white p-3 text-sm hover:border-brand-700"
            >
              <span className="font-semibold text-brand-700 underline">{m.open(p.order_number)}</span>
              <span className="text-muted">
                {formatLongDate(p.created_at)} · {p.status_label} · {m.units(p.units)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A purchase's packing list (issue 29 point 2): one card per client with her name and phone, what goes in her
 * package, and what she still owes; printable, a package per card.
 */
export function PackingList() {
  const customerId = attribute(useProfile(), 'customer_id') ?? '';
  const orderNumber = useSearchParams()[0].get('pedido') ?? '';
  const list = usePackingList(customerId, orderNumber);
  return (
    <section>
      <div className="print:hidden">
        <BackToOrders />
      </div>
      <PageTitle>{m.title}</PageTitle>
      {!/^\d{1,20}$/.test(orderNumber) ? (
        <p className="text-sm">{m.notFound}</p>
      ) : list.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={list.refetch} message={m.loadFailed} />
      ) : (
        <>
          <p className="-mt-4 mb-4 text-sm text-muted">
            {m.intro(list.data.order_number, formatLongDate(list.data.created_at))}
          </p>
          <ul className="grid gap-4 sm:grid-cols-2 print:grid-cols-2">
            {list.data.clients.map((c) => (
              <li
                key={`${c.name}|${c.phone}`}
                className="break-inside-avoid rounded-lg border border-neutral-300 bg-white p-4 text-sm"
                data-package
              >
                <h2 className="text-base font-bold">{c.name || 'Sin nombre'}</h2>
                {c.phone && <p className="text-muted">{formatPhone(c.phone)}</p>}
                <ul className="my-3 grid gap-1">
                  {lines(c.orders).map((i) => (
                    <li key={`${i.name}|${i.size_label}`}>
                      {i.qty} × {i.name}, talla {i.size_label}
                    </li>
                  ))}
                </ul>
                <p className="font-semibold">{c.left > 0 ? m.owes(formatMoney(c.left)) : m.paid}</p>
              </li>
            ))}
          </ul>
          <Button variant="secondary" className="mt-4 print:hidden" onClick={() => window.print()}>
            {m.print}
          </Button>
        </>
      )}
    </section>
  );
}

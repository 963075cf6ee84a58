import { useState } from 'react';
import { Link } from 'react-router';
import type { StoreRequestView } from '@shop/contracts/custom-stores';
import { storeRequestsMessages as m } from '@shop/contracts/store-requests-messages';
import { formatMoney } from '@shop/domain/money';
import { Button } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { QueryError } from '../../../components/ui/query-error';
import { Skeleton } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/error-message';
import { formatShortDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useDecideRequest } from '../api/decide-request';
import { useStoreRequests } from '../api/get-store-requests';
import { BackToOrders } from './back-link';

const detailPath = (cartId: string) => `${paths.customerOrders}/por-comprar?cartId=${encodeURIComponent(cartId)}`;

/**
 * 'Pedidos nuevos de tu tienda' (issue 27, decision 0721): orders her clients sent from her store, with the name and
 * phone as typed and her client with that phone beside them. Accepting files the order under that client (or a new
 * one); only then is it in her orders, 'Mis clientes' and 'Mis cobranzas'. Rejecting deletes it.
 */
export function StoreRequests() {
  const requests = useStoreRequests();
  return (
    <section>
      <BackToOrders />
      <PageTitle>{m.title}</PageTitle>
      <p className="mb-4 text-sm text-neutral-700">{m.intro}</p>
      {requests.isPending ? (
        <Skeleton className="h-40" />
      ) : requests.isError ? (
        <QueryError error={requests.error} onRetry={requests.refetch} />
      ) : requests.data.requests.length === 0 ? (
        <p className="rounded-lg bg-neutral-100 p-4 text-sm">{m.empty}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {requests.data.requests.map((r) => (
            <RequestCard key={r.request_id} request={r} />
          ))}
        </ul>
      )}
    </section>
  );
}

function RequestCard({ request: r }: { request: StoreRequestView }) {
  const decide = useDecideRequest();
  const [accepted, setAccepted] = useState<string | null>(null);
  const installments = r.payment_option === 'installments' && r.installment_grand_total !== null;
  const headingId = `solicitud-${r.request_id}`;

  const run = (accept: boolean) => {
    if (!accept && !window.confirm(m.confirmReject)) return;
    decide.mutate(
      { requestId: r.request_id, accept },
      {
        onSuccess: (answer) => {
          if ('cart_id' in answer) {
            setAccepted(answer.cart_id);
            toast.success(m.accepted);
          } else toast.success(m.rejected);
        },
        onError: (e) => toast.error(errorMessage(e)),
      },
    );
  };

  return (
    <li className="rounded-lg border border-neutral-200 bg-white p-4 text-sm" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-base font-bold">
          {r.first_name} {r.last_name}
        </h2>
        <span className="text-neutral-700">{formatShortDate(r.created_at)}</span>
      </div>
      <p className="mt-1">
        <span className="text-neutral-700">{m.typed}: </span>
        {r.first_name} {r.last_name} · {r.phone}
        {r.email ? ` · ${r.email}` : ''}
      </p>
      <p
        className={
          r.match
            ? 'mt-2 rounded bg-brand-50 px-2 py-1 font-semibold text-brand-800'
            : 'mt-2 rounded bg-neutral-100 px-2 py-1'
        }
      >
        {r.match ? m.matched(`${r.match.first_name} ${r.match.last_name}`) : m.newClient}
      </p>
      <ul className="mt-3 flex flex-col gap-1">
        {r.items.map((i, n) => (
          <li key={n} className="flex justify-between gap-2">
            <span>
              {i.qty} × {i.name} · {i.size_label}
            </span>
            <span className="font-semibold">{formatMoney(i.price * i.qty)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 font-semibold">
        {installments
          ? `${m.installments}: ${formatMoney(r.installment_grand_total ?? 0)} (${formatMoney(r.downpayment ?? 0)} + ${r.installment_weeks ?? 0} × ${formatMoney(r.weekly_payment ?? 0)})`
          : `${m.cash}: ${formatMoney(r.grand_total)}`}
      </p>
      {r.customer_notes && (
        <p className="mt-1">
          <span className="text-neutral-700">{m.notes}: </span>
          {r.customer_notes}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-3">
        {accepted ? (
          <Link
            to={detailPath(accepted)}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          >
            {m.openOrder}
          </Link>
        ) : (
          <>
            <Button busy={decide.isPending && decide.variables.accept} onClick={() => run(true)}>
              {m.accept}
            </Button>
            <Button variant="secondary" busy={decide.isPending && !decide.variables.accept} onClick={() => run(false)}>
              {m.reject}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}

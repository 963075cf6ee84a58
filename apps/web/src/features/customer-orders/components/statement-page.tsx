import { Suspense, useState } from 'react';
import type { StatementResponse } from '@shop/contracts/statements';
import { statementMessages as sm } from '@shop/contracts/statement-messages';
import { formatMoney } from '@shop/domain/money';
import { Alert } from '../../../components/ui/alert';
import { QueryError } from '../../../components/ui/query-error';
import { Skeleton } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { formatCalendarDate, formatWeekdayDate } from '../../../lib/format';
import { usePayLinkActivity } from '../api/get-pay-link-activity';
import { useStatement } from '../api/get-statement';
import type { StatementMode } from './statement-pay';
import { lazyPart } from '../../../lib/lazy-part';

/** Paying and reporting load only when wanted, or when she has payments to list (decision 0771: first load under 100 KB). */
const StatementActions = lazyPart('src/features/customer-orders/components/statement-pay.tsx', () =>
  import('./statement-pay').then((m) => m.StatementActions),
);

/**
 * /estado-de-cuenta/{token} (its own entry, statement-main.tsx, without the router): what a client owes her socia, opened
 * from WhatsApp on a phone without signing in (issue 30, decision 0770): her balance first, what is overdue and the
 * next payment, then each order.
 */
export function StatementPage({ token }: { token: string }) {
  return (
    <div className="px-4 py-6">
      <StatementOrRefusal token={token} />
    </div>
  );
}

/** The statement, or why the link does not open it (the server's render shows the same, decision 0790). */
function StatementOrRefusal({ token }: { token: string }) {
  const statement = useStatement(token);
  if (statement.isPending) return <Skeleton className="mx-auto h-64 max-w-lg" />;
  if (statement.isError) {
    const gone = statement.error instanceof ApiError && statement.error.status === 404;
    return gone ? (
      <Alert tone="error" className="mx-auto max-w-lg">
        {sm.page.notFound}
      </Alert>
    ) : (
      <QueryError error={statement.error} onRetry={statement.refetch} className="mx-auto max-w-lg" />
    );
  }
  return <Statement token={token} data={statement.data} />;
}

function Statement({ token, data }: { token: string; data: StatementResponse }) {
  const [mode, setMode] = useState<StatementMode>(null);
  const activity = usePayLinkActivity(token);
  const listed = !!activity.data && activity.data.payments.length + activity.data.reports.length > 0;
  return (
    <div className="mx-auto flex max-w-lg flex-col gap-4">
      <header className="flex items-center gap-3">
        {data.store.photo ? (
          <img
            src={data.store.photo}
            alt=""
            width={56}
            height={56}
            className="h-14 w-14 shrink-0 rounded-full object-cover"
          />
        ) : null}
        <div>
          <p className="text-sm text-muted">{sm.page.storeOf}</p>
          <h1 className="text-2xl font-bold">{sm.page.title}</h1>
        </div>
      </header>
      <section aria-labelledby="saldo" className="rounded-lg border border-neutral-200 bg-white p-4">
        <h2 id="saldo" className="text-lg font-semibold">
          {sm.page.hello(data.client.first_name)}
        </h2>
        {data.owed === 0 ? (
          <p className="mt-2">{sm.page.noneOwed}</p>
        ) : (
          <dl className="mt-2 flex flex-col gap-2">
            <div>
              <dt className="text-sm text-muted">{sm.page.owed}</dt>
              <dd className="text-3xl font-bold">{formatMoney(data.owed)}</dd>
            </div>
            {data.overdue > 0 && data.overdue_since && (
              <div className="font-semibold text-red-700">
                <dt>{sm.page.overdue}</dt>
                <dd>{sm.page.overdueSince(formatMoney(data.overdue), formatWeekdayDate(data.overdue_since))}</dd>
              </div>
            )}
            {data.next_due && (
              <div>
                <dt className="text-sm text-muted">{sm.page.nextDue}</dt>
                <dd className="font-semibold">
                  {sm.page.nextDueOn(formatMoney(data.next_due.amount), formatWeekdayDate(data.next_due.date))}
                </dd>
              </div>
            )}
          </dl>
        )}
        <p className="mt-3 text-xs text-muted">{sm.page.asOf(formatCalendarDate(data.today))}</p>
        {data.owed > 0 && mode === null && (
          <div className="mt-4 flex flex-col gap-2">
            <button
              type="button"
              onClick={() => setMode('pay')}
              className="inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
            >
              {sm.page.payOpen}
            </button>
            <button
              type="button"
              onClick={() => setMode('report')}
              className="inline-flex min-h-11 items-center justify-center rounded-md border border-brand-700 bg-white px-4 font-semibold text-brand-700 hover:bg-brand-50"
            >
              {sm.page.reportOpen}
            </button>
          </div>
        )}
      </section>
      {(mode !== null || listed) && (
        <Suspense fallback={mode ? <Skeleton className="h-48" /> : null}>
          <StatementActions token={token} data={data} mode={mode} onClose={() => setMode(null)} />
        </Suspense>
      )}
      {data.store.store_id && (
        <a
          href={`/tienda/${encodeURIComponent(data.store.store_id)}`}
          className="inline-flex min-h-11 items-center justify-center rounded-md border border-brand-700 bg-white px-4 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {sm.page.visitStore}
        </a>
      )}
      {data.orders.length > 0 && (
        <section aria-labelledby="pedidos">
          <h2 id="pedidos" className="mb-2 text-lg font-semibold">
            {sm.page.orders}
          </h2>
          <ul className="flex flex-col gap-3">
            {data.orders.map((o, i) => (
              <li key={`${o.date}-${i}`} className="rounded-lg border border-neutral-200 bg-white p-4 text-sm">
                <h3 className="font-semibold">{sm.page.order(formatCalendarDate(o.date))}</h3>
                <ul className="mt-1 text-muted">
                  {o.items.map((item, j) => (
                    <li key={j}>{sm.page.item(item.qty, item.name, item.size_label)}</li>
                  ))}
                </ul>
                <dl className="mt-2 grid grid-cols-3 gap-2">
                  <div>
                    <dt className="text-muted">{sm.page.total}</dt>
                    <dd className="font-semibold">{formatMoney(o.total)}</dd>
                  </div>
                  <div>
                    <dt className="text-muted">{sm.page.paid}</dt>
                    <dd className="font-semibold">{formatMoney(o.paid)}</dd>
                  </div>
                  <div>
                    <dt className="text-muted">{sm.page.left}</dt>
                    <dd className="font-bold">{formatMoney(o.left)}</dd>
                  </div>
                </dl>
                {o.overdue > 0 && o.overdue_since && (
                  <p className="mt-2 font-semibold text-red-700">
                    {sm.page.overdue}:{' '}
                    {sm.page.overdueSince(formatMoney(o.overdue), formatWeekdayDate(o.overdue_since))}
                  </p>
                )}
                {o.next_due && (
                  <p className="mt-1">
                    {sm.page.nextDue}:{' '}
                    {sm.page.nextDueOn(formatMoney(o.next_due.amount), formatWeekdayDate(o.next_due.date))}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

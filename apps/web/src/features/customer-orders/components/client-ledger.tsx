import { Link, useSearchParams } from 'react-router';
import type { ClientLedgerView } from '@shop/contracts/custom-carts';
import { CLIENT_LEDGER_PAGE_SIZE, ledgerMessages as lm } from '@shop/contracts/ledger-messages';
import { customCartsMessages as m } from '@shop/contracts/custom-carts-messages';
import { listPage, ORDERS_LIST_PARAMS } from '@shop/domain/customer-orders';
import { formatMoney } from '@shop/domain/money';
import { whatsappHref } from '@shop/domain/phone';
import { attribute } from '@shop/contracts/profile-helpers';
import { BackToOrders } from './back-link';
import { PageTitle } from '../../../components/ui/page-title';
import { QueryError } from '../../../components/ui/query-error';
import { Skeleton } from '../../../components/ui/spinner';
import { formatWeekdayDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useProfile } from '../../../lib/use-profile';
import { useCollections } from '../api/get-collections';
import { useClientLedger } from '../api/get-client-ledger';
import { Pagination } from './page-nav';
import { reminderText } from './reminder';
import { ShareStatement } from './share-statement';
import { PaymentReports } from './payment-reports';

/**
 * 'Me deben' (decision 0710): her clients who owe her, most urgent first — what each owes, what is overdue and
 * since when, what falls due this week — each opening that client's orders, each with a WhatsApp reminder.
 */
export function ClientLedger() {
  const customerId = attribute(useProfile(), 'customer_id') ?? '';
  const [params, setParams] = useSearchParams();
  const page = listPage(params.get('page'));
  const ledger = useClientLedger(customerId, page);
  const totals = useCollections(customerId);
  const pages = ledger.data ? Math.ceil(ledger.data.total_count / CLIENT_LEDGER_PAGE_SIZE) : 0;
  return (
    <section>
      <BackToOrders />
      <PageTitle>{lm.owed.title}</PageTitle>
      <p className="mb-4 text-sm text-muted">{lm.owed.intro}</p>
      <PaymentReports customerId={customerId} />
      {totals.data && (
        <dl className="mb-4 grid grid-cols-3 gap-2 rounded-lg border border-neutral-200 bg-white p-3 text-sm">
          <div>
            <dt className="text-muted">{m.collections.owed}</dt>
            <dd className="font-bold">{formatMoney(totals.data.owed)}</dd>
          </div>
          <div>
            <dt className="text-muted">{m.collections.dueThisWeek}</dt>
            <dd className="font-bold">{formatMoney(totals.data.due_this_week)}</dd>
          </div>
          <div>
            <dt className="text-muted">{m.collections.overdue}</dt>
            <dd className={totals.data.overdue ? 'font-bold text-red-700' : 'font-bold'}>
              {formatMoney(totals.data.overdue)}
            </dd>
          </div>
        </dl>
      )}
      {ledger.isPending ? (
        <Skeleton className="h-48" />
      ) : ledger.isError ? (
        <QueryError error={ledger.error} onRetry={ledger.refetch} />
      ) : ledger.data.clients.length === 0 ? (
        <p className="rounded-lg border border-neutral-200 bg-white p-6 text-center text-muted">
          {page > 1 && ledger.data.total_count > 0 ? m.pastLastPage(pages) : lm.owed.empty}
        </p>
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {ledger.data.clients.map((c) => (
              <ClientRow key={c.contact.contact_id} row={c} customerId={customerId} />
            ))}
          </ul>
          {pages > 1 && (
            <Pagination page={page} pages={pages} onPage={(p) => setParams(p > 1 ? { page: String(p) } : {})} />
          )}
        </>
      )}
    </section>
  );
}

function ClientRow({ row, customerId }: { row: ClientLedgerView; customerId: string }) {
  const name = `${row.contact.first_name} ${row.contact.last_name}`;
  const reminder = whatsappHref(
    row.contact.phone,
    reminderText(row.contact.first_name, {
      owed: row.owed,
      overdue: row.overdue,
      overdueSince: row.overdue_since,
      nextDue: row.next_due,
    }),
  );
  const orders = `${paths.customerOrders}?${ORDERS_LIST_PARAMS.contactId}=${encodeURIComponent(row.contact.contact_id)}`;
  return (
    <li className="rounded-lg border border-neutral-200 bg-white p-4 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Link to={orders} className="inline-flex min-h-11 items-center text-base font-bold text-brand-700 underline">
          {name}
        </Link>
        <p className="text-right">
          <span className="block text-muted">{lm.owed.owes}</span>
          <span className="text-lg font-bold">{formatMoney(row.owed)}</span>
        </p>
      </div>
      <dl className="mt-1 flex flex-col gap-1">
        {row.overdue > 0 && row.overdue_since && (
          <div className="flex flex-wrap gap-x-2 font-semibold text-red-700">
            <dt>{lm.ledger.overdue}:</dt>
            <dd>{lm.owed.overdueAmountSince(formatMoney(row.overdue), formatWeekdayDate(row.overdue_since))}</dd>
          </div>
        )}
        {row.due_this_week > 0 && (
          <div className="flex flex-wrap gap-x-2">
            <dt className="text-muted">{lm.owed.dueThisWeek}:</dt>
            <dd className="font-semibold">{formatMoney(row.due_this_week)}</dd>
          </div>
        )}
        {row.next_due && (
          <div>
            <dt className="sr-only">{lm.ledger.nextDue}</dt>
            <dd>{lm.owed.nextDue(formatMoney(row.next_due.amount), formatWeekdayDate(row.next_due.date))}</dd>
          </div>
        )}
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        {reminder && (
          <a
            href={reminder}
            target="_blank"
            rel="noreferrer"
            aria-label={lm.owed.remindLabel(name)}
            className="inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
          >
            {lm.owed.remind}
          </a>
        )}
        <Link
          to={orders}
          className="inline-flex min-h-11 items-center justify-center rounded-md border border-brand-700 bg-white px-4 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {lm.owed.orders}
        </Link>
        <ShareStatement customerId={customerId} contact={row.contact} className="min-h-11" />
      </div>
    </li>
  );
}

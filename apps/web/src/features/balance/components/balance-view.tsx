import { BALANCE_TYPES, balanceMessages, balanceTypeLabels } from '@shop/contracts/balance-messages';
import { PageTitle } from '../../../components/ui/page-title';
import { Alert } from '../../../components/ui/alert';
import { Skeleton } from '../../../components/ui/spinner';
import { formatMoney } from '@shop/domain/money';
import { formatCalendarDate, formatLongDate } from '../../../lib/format';
import { ApiError } from '../../../lib/api-client';
import { useProfile } from '../../../lib/use-profile';
import { useBalance } from '../../../lib/balance';
import { QueryError } from '../../../components/ui/query-error';

/** Mi saldo (reseller-area §2): the total and its parts (SALDOS, VALES, NOTAS CREDITO) with store and expiry. */
export function BalanceView() {
  const profile = useProfile();
  const balance = useBalance(profile.username);
  return (
    <section>
      <PageTitle>{balanceMessages.title}</PageTitle>
      {balance.isPending ? (
        <Skeleton className="h-40" />
      ) : balance.isError ? (
        balance.error instanceof ApiError && balance.error.status === 404 ? (
          <Alert tone="error">{balanceMessages.unavailable}</Alert>
        ) : (
          <QueryError error={balance.error} onRetry={balance.refetch} />
        )
      ) : (
        <div className="space-y-6">
          <div className="rounded-lg border border-neutral-200 bg-white p-5">
            <p className="text-sm text-muted">Saldo total disponible</p>
            <p className="text-3xl font-black">{formatMoney(balance.data.total_balance)}</p>
            <p className="mt-1 text-sm text-muted">
              Úsalo en tus compras en línea o en tienda antes de su fecha de vencimiento.
            </p>
          </div>
          {balance.data.partial_balances.length === 0 ? (
            <p className="rounded-lg border border-neutral-200 bg-white p-6 text-center text-muted">
              {balanceMessages.empty}
            </p>
          ) : (
            BALANCE_TYPES.map((type) => {
              const parts = balance.data.partial_balances.filter((p) => p.type === type);
              if (parts.length === 0) return null;
              const subtotal = parts.reduce((s, p) => s + p.balance, 0);
              return (
                <section
                  key={type}
                  aria-labelledby={`saldo-${type}`}
                  className="rounded-lg border border-neutral-200 bg-white p-4"
                >
                  <h2 id={`saldo-${type}`} className="mb-3 flex flex-wrap justify-between gap-2 font-bold">
                    <span>{balanceTypeLabels[type]}</span>
                    <span>{formatMoney(subtotal)}</span>
                  </h2>
                  <table className="w-full text-left text-sm">
                    <thead className="text-xs text-muted">
                      <tr>
                        <th scope="col" className="py-1 font-medium">
                          Tienda
                        </th>
                        <th scope="col" className="py-1 font-medium">
                          Vence
                        </th>
                        <th scope="col" className="py-1 text-right font-medium">
                          Saldo
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {parts.map((p) => (
                        <tr key={p.id} className="border-t border-neutral-100">
                          <td className="py-2">{p.store_name}</td>
                          <td className="py-2">
                            {p.expiration_date === '9999-12-31' ? 'No vence' : formatCalendarDate(p.expiration_date)}
                          </td>
                          <td className="py-2 text-right font-semibold">{formatMoney(p.balance)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </section>
              );
            })
          )}
          {balance.data.movements.length > 0 && (
            <section aria-labelledby="movimientos" className="rounded-lg border border-neutral-200 bg-white p-4">
              <h2 id="movimientos" className="mb-2 font-bold">
                Movimientos
              </h2>
              <ul className="divide-y divide-neutral-100 text-sm">
                {balance.data.movements.map((m) => (
                  <li key={m.id} className="flex justify-between gap-3 py-2">
                    <span>
                      <span className="block text-xs text-muted">{formatLongDate(m.created_at)}</span>
                      {m.description}
                    </span>
                    <span className="font-semibold whitespace-nowrap text-emerald-800">+{formatMoney(m.amount)}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </section>
  );
}

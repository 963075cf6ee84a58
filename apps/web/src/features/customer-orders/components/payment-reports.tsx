import { useId } from 'react';
import { toast } from '../../../lib/toast';
import { payLinkMessages as pm } from '@shop/contracts/pay-link-messages';
import { formatMoney } from '@shop/domain/money';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { formatCalendarDate } from '../../../lib/format';
import { useDecideReport } from '../api/decide-report';
import { usePaymentReports } from '../api/get-payment-reports';

/**
 * 'Pagos que te avisaron' (decision 0772): what her clients say they paid her elsewhere, waiting for her to confirm
 * (an abono) or reject. Shown in 'Me deben'; the 'Hoy' screen can show the same component.
 */
export function PaymentReports({ customerId }: { customerId: string }) {
  const reports = usePaymentReports(customerId);
  const decide = useDecideReport(customerId);
  const ids = useId();
  const list = reports.data?.reports ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby={`${ids}-t`} className="mb-4 rounded-lg border border-amber-600 bg-amber-50 p-4 text-sm">
      <h2 id={`${ids}-t`} className="font-bold">
        {pm.review.title}
      </h2>
      <p className="mb-2 text-muted">{pm.review.intro}</p>
      <ul className="divide-y divide-amber-200">
        {list.map((r) => {
          const name = `${r.contact.first_name} ${r.contact.last_name}`.trim();
          const amount = formatMoney(r.amount);
          const act = (decision: 'confirm' | 'reject') =>
            decide.mutate(
              { reportId: r.report_id, decision },
              {
                onSuccess: (res) =>
                  toast.success(
                    res.status === 'rejected'
                      ? pm.review.rejected
                      : res.applied === r.amount
                        ? pm.review.confirmed(amount)
                        : pm.review.confirmedPart(formatMoney(res.applied), amount),
                  ),
                onError: (e) => toast.error(e instanceof ApiError ? e.message : pm.review.notFound),
              },
            );
          return (
            <li key={r.report_id} className="flex flex-col gap-2 py-3">
              <p className="font-semibold">{pm.review.row(name, amount, formatCalendarDate(r.paid_date))}</p>
              {r.tracking_key && <p>{pm.review.trackingKey(r.tracking_key)}</p>}
              {r.has_photo && (
                <a
                  className="text-brand-700 underline underline-offset-2"
                  href={`/api/payment-reports/${r.report_id}/photo?customer_id=${encodeURIComponent(customerId)}`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {pm.review.photo}
                </a>
              )}
              <div className="flex flex-wrap gap-2">
                <Button
                  aria-label={pm.review.confirmLabel(name, amount)}
                  busy={decide.isPending && decide.variables?.reportId === r.report_id}
                  onClick={() => act('confirm')}
                >
                  {pm.review.confirm}
                </Button>
                <Button
                  variant="secondary"
                  aria-label={pm.review.rejectLabel(name, amount)}
                  disabled={decide.isPending}
                  onClick={() => act('reject')}
                >
                  {pm.review.reject}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

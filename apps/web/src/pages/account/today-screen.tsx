import { useState } from 'react';
import { attribute } from '@shop/contracts/profile-helpers';
import { todayMessages as m } from '@shop/contracts/today-messages';
import { whatsappHref } from '@shop/domain/phone';
import { QueryError } from '../../components/ui/query-error';
import { Skeleton } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/error-message';
import { paths } from '../../lib/paths';
import { toast } from '../../lib/toast';
import { useProfile } from '../../lib/use-profile';
import { useToday } from '../../features/today/api/get-today';
import { TodayView } from '../../features/today/components/today-view';
import { useDecideRequest } from '../../features/customer-orders/api/decide-request';
import { reminderText } from '../../features/customer-orders/components/reminder';
import { pageLocation } from '../../lib/location';

/** 'Hoy' composed: its data, accepting a request and the reminder of customer orders (loaded by ./today.tsx). */
export function TodayScreen() {
  const profile = useProfile();
  const today = useToday(attribute(profile, 'customer_id'));
  const decide = useDecideRequest();
  const [accepting, setAccepting] = useState<string | null>(null);

  const accept = (requestId: string, name: string) => {
    setAccepting(requestId);
    decide.mutate(
      { requestId, accept: true },
      {
        onSuccess: () => toast.success(m.requests.accepted(name)),
        onError: (error) => toast.error(errorMessage(error)),
        onSettled: () => setAccepting(null),
      },
    );
  };

  return (
    <>
      <p className="-mt-4 mb-4 text-sm text-muted">{m.greeting(profile.firstname)}</p>
      {today.data ? (
        <TodayView
          data={today.data}
          storeLink={today.data.store_id ? `${pageLocation().origin}${paths.publicStore(today.data.store_id)}` : null}
          onAccept={accept}
          accepting={accepting}
          reminderHref={(c) =>
            whatsappHref(
              c.contact.phone,
              reminderText(c.contact.first_name, {
                owed: c.owed,
                overdue: c.overdue,
                overdueSince: c.overdue_since,
                nextDue: c.next_due,
              }),
            )
          }
        />
      ) : today.isError ? (
        <QueryError error={today.error} onRetry={today.refetch} message={m.loadFailed} />
      ) : (
        <div aria-busy="true" className="grid gap-4 lg:grid-cols-2">
          <span className="sr-only">{m.loading}</span>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-40 w-full" />
          ))}
        </div>
      )}
    </>
  );
}

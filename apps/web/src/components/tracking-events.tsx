import type { GuideTrackingEvent } from '@shop/contracts/account-orders';
import { cn } from '../lib/cn';

/** Courier tracking events (description, date, time, place), newest as the courier sends them. */
export function TrackingEvents({ events, className }: { events: GuideTrackingEvent[]; className?: string }) {
  return (
    <ol className={cn('grid border-l-2 border-brand-700 pl-4', className)}>
      {events.map((e) => (
        <li key={`${e.date}${e.time}${e.code}`}>
          <p className="font-semibold">{e.description}</p>
          <p className="text-muted">
            {e.date} {e.time} · {e.place}
          </p>
        </li>
      ))}
    </ol>
  );
}

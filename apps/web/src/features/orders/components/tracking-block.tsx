import type { OrderDetail } from '@shop/contracts/account-orders';
import { TrackingEvents } from '../../../components/tracking-events';
import { SECTION_IDS } from './next-step';
import { DeliveryPromise } from './delivery-promise';

/** 'Rastreo de tu envío': when it arrives (decision 0730), then the courier's events, newest first. */
export function TrackingBlock({ o }: { o: OrderDetail }) {
  return (
    <section
      id={SECTION_IDS.track}
      tabIndex={-1}
      aria-labelledby="tracking-title"
      className="scroll-mt-4 rounded-lg border border-neutral-200 bg-white p-4 outline-none"
    >
      <h2 id="tracking-title" className="mb-3 text-lg font-bold">
        Rastreo de tu envío
      </h2>
      <DeliveryPromise promise={o.delivery_promise} className="mb-3 text-sm" />
      <TrackingEvents events={o.delivery.guideStatus} className="gap-3 text-sm" />
    </section>
  );
}

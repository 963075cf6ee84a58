import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { appointmentWindow } from '@shop/domain/order-history';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { pickupKeys, usePickupSchedule, usePickupSlots, useSchedulePickup } from '../api/pickup';
import { DeliveryPoliciesLink } from './delivery-policies-dialog';
import { QueryError } from '../../../components/ui/query-error';
import { errorMessage } from '../../../lib/error-message';

/** After the scheduling modal closes, the appointment and the order are read again this much later. */
export const RELOAD_AFTER_SCHEDULING_MS = 3000;

/** The pickup appointment block of a PICKUP order, by status (customer-account.md §4). */
export function PickupBlock({
  status,
  storeId,
  orderId,
  storeName,
  onReload,
}: {
  status: string;
  storeId: string | null;
  orderId: string;
  storeName: string | null;
  onReload: () => void;
}) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const queryClient = useQueryClient();
  const hasAppointment = status === 'scheduled' || status === 'collected';
  const appointment = usePickupSchedule(storeId ?? '', orderId, Boolean(storeId) && hasAppointment);

  useEffect(() => {
    if (!storeId) console.warn('MISSING_STORE_ID', { orderId });
  }, [storeId, orderId]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function onOpenChange(next: boolean) {
    setOpen(next);
    // spec §4: after the scheduling modal closes, wait 3 s, then reload the appointment and the order.
    if (!next && storeId) {
      timer.current = setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: pickupKeys.schedule(storeId, orderId) });
        onReload();
      }, RELOAD_AFTER_SCHEDULING_MS);
    }
  }

  if (!storeId) return null;
  return (
    <section aria-labelledby="pickup-title" className="rounded-lg border border-neutral-200 bg-white p-4">
      <h2 id="pickup-title" className="mb-2 text-lg font-bold">
        Recoger en tienda{storeName ? `: ${storeName}` : ''}
      </h2>
      {(status === 'created' || status === 'pending') && (
        <p className="text-sm">Realiza el pago de tu pedido para poder programar tu cita de entrega.</p>
      )}
      {status === 'confirmed' && (
        <p className="text-sm">
          Estamos apartando tu mercancía en la tienda. Te avisaremos cuando puedas programar tu cita.
        </p>
      )}
      {status === 'ready' && (
        <div className="grid gap-3">
          <Alert tone="warning">Tienes 3 días para programar tu cita y evitar una cancelación</Alert>
          <div>
            <Button onClick={() => setOpen(true)}>Programar cita</Button>
          </div>
        </div>
      )}
      {hasAppointment &&
        (appointment.isPending ? (
          <Spinner label="Cargando tu cita…" />
        ) : appointment.isError ? (
          <p className="text-sm text-muted">Aún no vemos tu cita. Intenta de nuevo en unos segundos.</p>
        ) : (
          <AppointmentView a={appointment.data} />
        ))}
      <div className="mt-3">
        <DeliveryPoliciesLink />
      </div>
      {status === 'ready' && (
        <Dialog
          open={open}
          onOpenChange={onOpenChange}
          title="Programar cita"
          description="Elige un horario de 15 minutos para recoger tu pedido."
        >
          <ScheduleForm storeId={storeId} orderId={orderId} onDone={() => onOpenChange(false)} />
        </Dialog>
      )}
    </section>
  );
}

function AppointmentView({
  a,
}: {
  a: { scheduled_formatted_date: string; collect_code: string; store: { name: string; address: string } };
}) {
  const w = appointmentWindow(a.scheduled_formatted_date);
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-2">
      <div>
        <dt className="text-muted">Fecha</dt>
        <dd className="font-semibold">{w.date}</dd>
      </div>
      <div>
        <dt className="text-muted">Horario</dt>
        <dd className="font-semibold">
          {w.start} a {w.end}
        </dd>
      </div>
      <div>
        <dt className="text-muted">Tienda</dt>
        <dd className="font-semibold">{a.store.name}</dd>
      </div>
      <div>
        <dt className="text-muted">Dirección</dt>
        <dd>{a.store.address}</dd>
      </div>
      <div className="sm:col-span-2">
        <dt className="text-muted">Código de entrega</dt>
        <dd className="font-mono text-2xl font-bold tracking-widest">{a.collect_code}</dd>
      </div>
    </dl>
  );
}

function ScheduleForm({ storeId, orderId, onDone }: { storeId: string; orderId: string; onDone: () => void }) {
  const slots = usePickupSlots(storeId, orderId, true);
  const schedule = useSchedulePickup();
  const [start, setStart] = useState<string>('');
  const [error, setError] = useState<string | null>(null);
  if (slots.isPending) return <Spinner label="Buscando horarios…" />;
  if (slots.isError) return <QueryError error={slots.error} onRetry={slots.refetch} />;
  const free = slots.data.slots.filter((s) => s.available);
  if (free.length === 0) return <p className="text-sm">No hay horarios disponibles. Comunícate con la tienda.</p>;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!start) {
          setError('Elige un horario.');
          return;
        }
        schedule.mutate(
          { storeId, orderId, start },
          {
            onSuccess: () => {
              toast.success('Tu cita quedó programada.');
              onDone();
            },
            onError: (err) => setError(errorMessage(err)),
          },
        );
      }}
      className="grid gap-4"
    >
      <label className="grid gap-1 text-sm font-semibold">
        Horario
        <select
          className="min-h-11 rounded-md border border-neutral-400 bg-white px-3 font-normal"
          value={start}
          onChange={(e) => setStart(e.target.value)}
          aria-invalid={error ? true : undefined}
        >
          <option value="">Elige un horario</option>
          {free.map((s) => (
            <option key={s.start} value={s.start}>
              {s.label}
            </option>
          ))}
        </select>
      </label>
      {error && <p className="text-sm text-red-700">{error}</p>}
      <Button type="submit" busy={schedule.isPending}>
        Confirmar cita
      </Button>
    </form>
  );
}

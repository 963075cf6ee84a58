import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { appointmentWindow } from '@shop/domain/order-history';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { pickupKeys } from '../api/keys';
import { usePickupSchedule } from '../api/get-pickup-schedule';
import { usePickupSlots } from '../api/get-pickup-slots';
import { useSchedulePickup } from '../api/schedule-pickup';
import { DeliveryPoliciesLink } from './delivery-policies-dialog';
import { QueryError } from '../../../components/ui/query-error';
import { errorMessage } from '../../../lib/error-message';
import { logWarning } from '../../../lib/client-log';

/** After the scheduling modal closes, the appointment and the order are read again this much later. */
export const RELOAD_AFTER_SCHEDULING_MS = 3000;

/** The pickup appointment block of a PICKUP order, by status (customer-account.md §4). */
export function PickupBlock({
  status,
  storeId,
  orderId,
  storeName,
  onReload,
  scheduling: open,
  onScheduling: setOpen,
}: {
  status: string;
  storeId: string | null;
  orderId: string;
  storeName: string | null;
  onReload: () => void;
  /** The scheduling modal, opened here or by the order's main action ('Programar cita'). */
  scheduling: boolean;
  onScheduling: (open: boolean) => void;
}) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const queryClient = useQueryClient();
  const hasAppointment = status === 'scheduled' || status === 'collected';
  const appointment = usePickupSchedule(storeId ?? '', orderId, Boolean(storeId) && hasAppointment);

  useEffect(() => {
    if (!storeId) logWarning('MISSING_STORE_ID', new Error(`order ${orderId}`));
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

const WEEKDAY = new Intl.DateTimeFormat('es-MX', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const SHORT_DAY = new Intl.DateTimeFormat('es-MX', { weekday: 'short', timeZone: 'UTC' });
const SHORT_MONTH = new Intl.DateTimeFormat('es-MX', { month: 'short', timeZone: 'UTC' });

/** The free windows grouped by their Mexico City day ('dd/mm/aaaa hh:mm' labels, in order). */
function slotsByDay(slots: { start: string; label: string }[]) {
  const days = new Map<string, { start: string; time: string }[]>();
  for (const s of slots) {
    const [date = '', time = ''] = s.label.split(' ');
    const list = days.get(date) ?? [];
    list.push({ start: s.start, time });
    days.set(date, list);
  }
  return [...days].map(([date, times]) => {
    const [d, m, y] = date.split('/').map(Number);
    const utc = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
    return {
      date,
      long: WEEKDAY.format(utc),
      weekday: SHORT_DAY.format(utc).replace('.', ''),
      day: d ?? 0,
      month: SHORT_MONTH.format(utc).replace('.', ''),
      times,
    };
  });
}

const chip =
  'flex cursor-pointer items-center justify-center rounded-md border border-neutral-400 bg-white font-semibold has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700';

/**
 * The pickup day picker (issue 15 point 6, docs/decisions/0604): the days that have a free window, then that
 * day's 15-minute windows, both native radio groups (arrow keys move, labels read the whole date). Same API:
 * GET scheduler/slots, POST scheduler/schedules with the window's start.
 */
function ScheduleForm({ storeId, orderId, onDone }: { storeId: string; orderId: string; onDone: () => void }) {
  const slots = usePickupSlots(storeId, orderId, true);
  const schedule = useSchedulePickup();
  const [day, setDay] = useState<string>('');
  const [start, setStart] = useState<string>('');
  const [error, setError] = useState<string | null>(null);
  if (slots.isPending) return <Spinner label="Buscando horarios…" />;
  if (slots.isError) return <QueryError error={slots.error} onRetry={slots.refetch} />;
  const days = slotsByDay(slots.data.slots.filter((s) => s.available));
  if (days.length === 0) return <p className="text-sm">No hay horarios disponibles. Comunícate con la tienda.</p>;
  const chosen = days.find((d) => d.date === day) ?? days[0]!;
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
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-semibold">Día</legend>
        <div className="flex flex-wrap gap-2">
          {days.map((d) => (
            <label key={d.date} className={`${chip} min-h-16 min-w-16 flex-col px-2 text-xs capitalize`}>
              <input
                type="radio"
                name="dia"
                value={d.date}
                checked={chosen.date === d.date}
                onChange={() => {
                  setDay(d.date);
                  setStart('');
                  setError(null);
                }}
                aria-label={d.long}
                className="sr-only"
              />
              <span aria-hidden="true">{d.weekday}</span>
              <span aria-hidden="true" className="text-lg leading-tight">
                {d.day}
              </span>
              <span aria-hidden="true">{d.month}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="grid gap-2" aria-describedby={error ? 'horario-error' : undefined}>
        <legend className="mb-2 text-sm font-semibold first-letter:uppercase">Horario del {chosen.long}</legend>
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {chosen.times.map((t) => (
            <label key={t.start} className={`${chip} min-h-11 text-sm`}>
              <input
                type="radio"
                name="horario"
                value={t.start}
                checked={start === t.start}
                onChange={() => {
                  setStart(t.start);
                  setError(null);
                }}
                className="sr-only"
              />
              {t.time}
            </label>
          ))}
        </div>
      </fieldset>
      {error && (
        <p id="horario-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" busy={schedule.isPending}>
        Confirmar cita
      </Button>
    </form>
  );
}

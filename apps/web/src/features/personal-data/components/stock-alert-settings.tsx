import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../lib/toast';
import { stockAlertMessages, type NotificationMethod } from '@shop/contracts/stock-alert-messages';
import { useStockAlertPreferences } from '../api/get-stock-alert-preferences';
import { useUpdateStockAlertPreferences } from '../api/update-stock-alert-preferences';
import { logWarning } from '../../../lib/client-log';

const METHODS: { method: NotificationMethod; label: string }[] = [
  { method: 'email', label: 'Avisarme por correo electrónico' },
  { method: 'whatsapp', label: 'Avisarme por WhatsApp' },
];

/**
 * 'Configuraciones': how stock alerts arrive, shown only to customers with subscriptions. Exactly one switch
 * is on; switching one off turns the other on.
 */
export function StockAlertSettings({ customerId }: { customerId: string }) {
  const preferences = useStockAlertPreferences(customerId);
  const update = useUpdateStockAlertPreferences(customerId);
  if (!preferences.data || preferences.data.subscriptions.length === 0) return null;
  const current = update.isPending ? update.variables : preferences.data.notificationMethods[0];
  const choose = (method: NotificationMethod) =>
    update.mutate(method, {
      onSuccess: () => toast.success(stockAlertMessages.saved),
      // reseller-area.md §8: notification-preference errors are only logged (to the log collector); the switch
      // goes back to the saved value, which is what the customer sees.
      onError: (err) => logWarning('Notification preference not saved', err),
    });
  return (
    <section aria-labelledby="settings-title" className="rounded-lg border border-neutral-200 bg-white p-5">
      <h2 id="settings-title" className="mb-1 text-lg font-bold">
        {stockAlertMessages.title}
      </h2>
      <p className="mb-4 text-sm text-muted">
        Te avisaremos cuando vuelvan a estar disponibles los {preferences.data.subscriptions.length} productos que
        sigues.
      </p>
      <ul className="mb-4 list-disc pl-5 text-sm">
        {preferences.data.subscriptions.map((s) => (
          <li key={s.sku}>
            {s.name}
            {s.size_label ? `, talla ${s.size_label}` : ''}
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-3">
        {METHODS.map(({ method, label }) => {
          const other = METHODS.find((m) => m.method !== method)!.method;
          const id = `alert-${method}`;
          return (
            <div key={method} className="flex items-center justify-between gap-4">
              <label htmlFor={id} className="text-sm font-medium">
                {label}
              </label>
              <Switch
                id={id}
                checked={current === method}
                disabled={update.isPending}
                onCheckedChange={(on) => choose(on ? method : other)}
                className="relative h-7 w-12 shrink-0 rounded-full bg-neutral-400 transition-colors data-[state=checked]:bg-brand-700 disabled:opacity-60"
                thumbClassName="block size-6 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]"
              />
            </div>
          );
        })}
      </div>
    </section>
  );
}

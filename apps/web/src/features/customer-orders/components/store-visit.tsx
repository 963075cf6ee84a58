import { useSearchParams } from 'react-router';
import { attribute } from '@shop/contracts/profile-helpers';
import { buyForClientsMessages as bm } from '@shop/contracts/buy-for-clients-messages';
import { PageTitle } from '../../../components/ui/page-title';
import { QueryError } from '../../../components/ui/query-error';
import { Skeleton } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useProfile } from '../../../lib/use-profile';
import { useBoughtInStore } from '../api/bought-in-store';
import { useStoreVisit } from '../api/get-store-visit';
import { useVisitStores } from '../api/get-visit-stores';
import { BackToOrders } from './back-link';

const m = bm.visit;
/** The credential's barcode, drawn by the server (decision 0540). */
const BARCODE = '/api/sales-tools/credential/barcode.png';

/**
 * 'Visita a tienda' (issue 29 point 3, decision 0760): for the store she visits (?tienda=), her items to buy in
 * walking order (Nave, Tramo, Pasillo, Nivel), each with its photo and clients; her credential's barcode on top;
 * ticking a line marks its items bought. One column, large targets: used with one hand.
 */
export function StoreVisit() {
  const customerId = attribute(useProfile(), 'customer_id') ?? '';
  const [params, setParams] = useSearchParams();
  const stores = useVisitStores();
  const storeId = params.get('tienda') ?? stores.data?.[0]?.id ?? '';
  const visit = useStoreVisit(customerId, storeId);
  const bought = useBoughtInStore(customerId);

  return (
    <section>
      <BackToOrders />
      <PageTitle>{m.title}</PageTitle>
      <div className="mb-4 rounded-lg border border-neutral-200 bg-white p-3 text-center">
        <p className="text-sm font-semibold">{m.credential}</p>
        <img src={BARCODE} alt={m.credentialAlt} width={320} height={80} className="mx-auto h-20 w-full max-w-xs" />
      </div>
      <p className="mb-3 text-sm text-muted">{m.intro}</p>
      <label className="mb-4 block text-sm font-semibold">
        {m.store}
        <select
          className="mt-1 block min-h-11 w-full rounded-md border border-neutral-300 bg-white px-3"
          value={storeId}
          onChange={(e) => setParams({ tienda: e.target.value }, { replace: true })}
        >
          {(stores.data ?? []).map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
      {stores.isError ? (
        <QueryError error={stores.error} onRetry={stores.refetch} message={m.loadFailed} />
      ) : visit.isError ? (
        <QueryError error={visit.error} onRetry={visit.refetch} message={m.loadFailed} />
      ) : !visit.data ? (
        <Skeleton className="h-64 w-full" />
      ) : visit.data.lines.length === 0 ? (
        <p className="rounded-lg border border-neutral-200 bg-white p-6 text-sm">{m.empty}</p>
      ) : (
        <ol className="flex flex-col gap-2" aria-label={m.title}>
          {visit.data.lines.map((line) => {
            const clients = [...new Set(line.items.map((i) => i.client || '—'))];
            return (
              <li key={line.sku} className="rounded-lg border border-neutral-200 bg-white p-3">
                <p className="mb-2 text-sm font-bold text-brand-800">
                  {line.location
                    ? m.where(line.location.building, line.location.tramo, line.location.aisle, line.location.level)
                    : m.nowhere}
                </p>
                <label className="flex min-h-11 cursor-pointer items-start gap-3">
                  <input
                    type="checkbox"
                    className="mt-1 size-7 shrink-0 accent-brand-700"
                    // Ticked while its items are being marked; the line then leaves the list.
                    checked={bought.isPending && bought.variables[0]?.sku === line.sku}
                    disabled={bought.isPending}
                    aria-label={m.tick(line.name, line.size_label)}
                    onChange={() =>
                      bought.mutate(
                        line.items.map((i) => ({ cart_id: i.cart_id, sku: line.sku })),
                        {
                          onSuccess: (answer) => toast.success(answer.message),
                          onError: (error) => toast.error(errorMessage(error)),
                        },
                      )
                    }
                  />
                  {line.image_url && (
                    <img src={line.image_url} alt="" width={64} height={64} className="size-16 rounded object-cover" />
                  )}
                  <span className="min-w-0 flex-1 text-sm">
                    <span className="block font-semibold">{line.name}</span>
                    <span className="block text-muted">
                      {bm.size(line.size_label)} · {bm.units(line.units)}
                    </span>
                    <span className="block">
                      {bm.forClients}: {clients.join(', ')}
                    </span>
                  </span>
                </label>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

import { useState } from 'react';
import { PRICE_LIST_PAGE_SIZE, salesToolsMessages } from '@shop/contracts/sales-tools-messages';
import { PageTitle } from '../../../components/ui/page-title';
import { QueryError } from '../../../components/ui/query-error';
import { SelectField } from '../../../components/ui/select-field';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/spinner';
import { pushEvent } from '../../../lib/analytics';
import { usePriceLists } from '../api/get-price-lists';
import { useProfile } from '../../../lib/use-profile';

const m = salesToolsMessages.priceLists;

/** Lista de precios (reseller-area.md §2, §9): a store's lists as links opening in a new tab, 10 a page. */
export function PriceLists() {
  const lists = usePriceLists();
  // Her favourite store's lists first, when it has some (decision 0743).
  const [storeId, setStoreId] = useState(useProfile().favoriteStore?.id ?? '');
  const [page, setPage] = useState(1);
  const current = lists.data?.find((l) => l.store.id === storeId) ?? lists.data?.[0];
  const entries = current?.entries ?? [];
  const pages = Math.max(1, Math.ceil(entries.length / PRICE_LIST_PAGE_SIZE));
  const shown = entries.slice((page - 1) * PRICE_LIST_PAGE_SIZE, page * PRICE_LIST_PAGE_SIZE);
  return (
    <section>
      <PageTitle>{m.title}</PageTitle>
      {lists.isPending ? (
        <Skeleton className="h-32 max-w-xl" />
      ) : lists.isError ? (
        <QueryError error={lists.error} onRetry={lists.refetch} />
      ) : (
        <div className="flex max-w-xl flex-col gap-4 rounded-lg border border-neutral-200 bg-white p-4">
          <SelectField
            label={m.storeSelector}
            value={current?.store.id ?? ''}
            onChange={(e) => {
              setStoreId(e.target.value);
              setPage(1);
            }}
          >
            {lists.data.map((l) => (
              <option key={l.store.id} value={l.store.id}>
                {l.store.name}
              </option>
            ))}
          </SelectField>
          <ul className="flex flex-col divide-y divide-neutral-200">
            {shown.map((entry) => (
              <li key={entry.url} className="py-2">
                <a
                  href={entry.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
                  onClick={() =>
                    pushEvent({ event: 'price_list', store_id: current?.store.id, price_list_name: entry.name })
                  }
                >
                  {entry.name}
                  <span className="sr-only"> (se abre en una pestaña nueva)</span>
                </a>
              </li>
            ))}
          </ul>
          {entries.length > PRICE_LIST_PAGE_SIZE && (
            <nav aria-label="Páginas de listas de precios" className="flex items-center gap-2">
              <Button variant="secondary" disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
                Anterior
              </Button>
              <span className="text-sm">
                Página {page} de {pages}
              </span>
              <Button variant="secondary" disabled={page === pages} onClick={() => setPage((p) => p + 1)}>
                Siguiente
              </Button>
            </nav>
          )}
        </div>
      )}
    </section>
  );
}

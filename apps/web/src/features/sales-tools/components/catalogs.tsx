import { attribute } from '@shop/contracts/profile-helpers';
import { salesToolsMessages } from '@shop/contracts/sales-tools-messages';
import { PageTitle } from '../../../components/ui/page-title';
import { QueryError } from '../../../components/ui/query-error';
import { Skeleton } from '../../../components/ui/spinner';
import { useProfile } from '../../../lib/use-profile';
import { useCatalogs } from '../api/get-catalogs';

const m = salesToolsMessages.catalogs;
const linkClass =
  'inline-flex min-h-11 items-center justify-center rounded-md px-4 text-sm font-semibold border border-brand-700';

/** Descarga Catálogos (reseller-area.md §2): the PDF catalogues, to view in the browser or download. */
export function Catalogs() {
  const profile = useProfile();
  const catalogs = useCatalogs(attribute(profile, 'customer_id') ?? '');
  return (
    <section>
      <PageTitle>{m.title}</PageTitle>
      {catalogs.isPending ? (
        <Skeleton className="h-32 max-w-xl" />
      ) : catalogs.isError ? (
        <QueryError error={catalogs.error} onRetry={catalogs.refetch} message={m.failed} />
      ) : (
        <ul className="grid max-w-3xl gap-4 sm:grid-cols-2">
          {catalogs.data.map((c) => (
            <li key={c.view_url} className="flex flex-col gap-3 rounded-lg border border-neutral-200 bg-white p-4">
              <h2 className="font-bold">{c.name}</h2>
              <div className="flex flex-wrap gap-2">
                <a
                  href={c.view_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`${linkClass} bg-white text-brand-700 hover:bg-brand-50`}
                  aria-label={`Ver ${c.name} (se abre en una pestaña nueva)`}
                >
                  Ver
                </a>
                <a
                  href={c.download_url}
                  download
                  className={`${linkClass} bg-brand-700 text-white hover:bg-brand-800`}
                  aria-label={`Descargar ${c.name}`}
                >
                  Descargar
                </a>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { Link } from 'react-router';
import type { GuideStatus, ReturnGuide } from '@shop/contracts/returns';
import { paths } from '../../../lib/paths';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/spinner';
import { formatShortDate } from '../../../lib/format';
import { useGuides } from '../api/get-guides';
import { TrackingEvents } from '../../../components/tracking-events';
import { QueryError } from '../../../components/ui/query-error';

const PAGE_SIZE = 10;

/** One tab of guides (or, with tracking, the 'Mis devoluciones' list): 10 a page, newest first. */
export function GuidesList({
  customerId,
  status,
  tracking,
  page,
  onPage,
}: {
  customerId: string;
  status: GuideStatus;
  tracking: boolean;
  page: number;
  onPage: (p: number) => void;
}) {
  const guides = useGuides({ customerId, status, page });
  if (guides.isPending)
    return (
      <div className="grid gap-3" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-20 w-full" />
        ))}
      </div>
    );
  if (guides.isError) return <QueryError error={guides.error} onRetry={guides.refetch} />;
  const { guides: rows, total_count } = guides.data;
  if (rows.length === 0)
    return (
      <p className="rounded-lg border border-neutral-200 bg-white p-6 text-sm">
        {tracking ? 'Aún no tienes devoluciones en camino.' : 'No tienes guías en esta sección.'}
      </p>
    );
  const pages = Math.ceil(total_count / PAGE_SIZE);
  return (
    <>
      <ul className="grid gap-3">
        {rows.map((g) => (
          <GuideCard key={g.id} g={g} tracking={tracking} />
        ))}
      </ul>
      {pages > 1 && (
        <nav aria-label="Paginación" className="mt-4 flex items-center justify-center gap-2">
          <Button variant="ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Anterior
          </Button>
          <span className="text-sm">
            Página {page} de {pages}
          </span>
          <Button variant="ghost" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Siguiente
          </Button>
        </nav>
      )}
    </>
  );
}

function GuideCard({ g, tracking }: { g: ReturnGuide; tracking: boolean }) {
  return (
    <li className="rounded-lg border border-neutral-200 bg-white p-4 text-sm" data-guide={g.id}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="font-semibold">
            {g.product_name}
            {g.unit_label && <span className="font-normal text-muted"> ({g.unit_label})</span>}
          </p>
          <p className="text-muted">
            Pedido {g.magento_order_id ?? g.pricesoft_order_id} · {formatShortDate(g.order_created_at)}
          </p>
          {g.return_for && (
            // Bought with 'Devolver' on a delivered order: the item it sends back (decision 0734).
            <p data-return-for>
              Para devolver: {g.return_for.name} talla {g.return_for.size_label} del pedido {g.return_for.order_number}{' '}
              ({g.return_for.reason})
            </p>
          )}
        </div>
        <span className="rounded-full bg-neutral-100 px-3 py-1 text-xs font-semibold">{g.status_label}</span>
      </div>
      {g.pdf_url && (
        <a
          href={g.pdf_url}
          target="_blank"
          rel="noreferrer"
          className="mt-3 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
        >
          Descargar guía (PDF)
        </a>
      )}
      {g.status === 'payment_pending' && g.magento_order_id && (
        // The guide's purchase waits for its payment: its order's detail opens on 'Pagar ahora' (decision 0601).
        <Link
          to={`${paths.orders}?order_id=${encodeURIComponent(g.magento_order_id)}&platform=ecommerce`}
          className="mt-3 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
        >
          Pagar ahora
        </Link>
      )}
      {tracking && g.status_tracking.length > 0 && <TrackingEvents events={g.status_tracking} className="mt-3 gap-2" />}
    </li>
  );
}

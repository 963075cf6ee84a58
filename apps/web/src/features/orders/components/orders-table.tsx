import type { OrderPlatform, OrderSummary } from '@shop/contracts/account-orders';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/spinner';
import { ByViewport } from '../../../components/by-viewport';
import { formatMoney } from '@shop/domain/money';
import { formatShortDate } from '../../../lib/format';
import { orderNextStep, type OrderNextStep } from '@shop/domain/order-next-step';
import { DELIVERY_METHOD_LABELS, NEXT_STEP_LABELS } from '../labels';
import { orderMessages } from '@shop/contracts/account-orders-messages';
import { DeliveryPromise } from './delivery-promise';

const TOOLTIP = orderMessages.rowTooltip;

/** The number a customer knows the order by: the web number online, the ERP id (or entity id) otherwise. */
export const orderNumber = (o: {
  platform: string;
  magento_order_id: string | null;
  pricesoft_id: string | null;
  entity_id: number;
}) =>
  o.platform === 'ecommerce' ? (o.magento_order_id ?? String(o.entity_id)) : (o.pricesoft_id ?? String(o.entity_id));

const COLUMNS: Record<OrderPlatform, string[]> = {
  physical_store: ['Nota de venta', 'Sucursal', 'Fecha de compra', 'Monto'],
  call_center: ['N° de pedido', 'Fecha', 'Total', 'Estado'],
  ecommerce: ['Canal', 'N° de pedido', 'Fecha', 'Total', 'Estado'],
};

function cells(o: OrderSummary, layout: OrderPlatform): string[] {
  const date = formatShortDate(o.created_at);
  if (layout === 'physical_store')
    return [o.pricesoft_id ?? String(o.entity_id), o.store_name ?? '—', date, formatMoney(o.grand_total)];
  if (layout === 'call_center') return [orderNumber(o), date, formatMoney(o.grand_total), o.status_label];
  return [
    DELIVERY_METHOD_LABELS[o.delivery_method] ?? o.delivery_method,
    orderNumber(o),
    date,
    formatMoney(o.grand_total),
    o.status_label,
  ];
}

const CHIP_TONES: Record<OrderNextStep, string> = {
  pay: 'bg-amber-100 text-amber-900',
  schedule: 'bg-amber-100 text-amber-900',
  track: 'bg-sky-100 text-sky-900',
  return: 'bg-green-100 text-green-900',
  'buy-again': 'bg-neutral-200 text-neutral-900',
  detail: 'bg-neutral-100 text-neutral-900',
};

const nextStepOf = (o: OrderSummary) =>
  orderNextStep({ platform: o.platform, status: o.status, delivery: o.delivery_method });

/**
 * The per-channel columns from 768 px; each row opens its detail ('Ver detalle', or the whole row except while
 * searching). Below 768 px the same rows are stacked cards: number, date, total, status chip and the order's
 * main action (docs/decisions/0601), so nothing sits off-screen in a horizontal scroller.
 */
export function OrdersTable(props: {
  layout: OrderPlatform;
  rows: OrderSummary[];
  loading: boolean;
  searching: boolean;
  onOpen: (o: OrderSummary) => void;
}) {
  // Only the layout the screen shows: half the list's DOM to build and lay out (issue 16).
  return (
    <ByViewport
      mobile={
        <div className="md:hidden">
          <OrderCards {...props} />
        </div>
      }
      desktop={
        <div className="hidden md:block">
          <Table {...props} />
        </div>
      }
    />
  );
}

function OrderCards({
  layout,
  rows,
  loading,
  onOpen,
}: {
  layout: OrderPlatform;
  rows: OrderSummary[];
  loading: boolean;
  onOpen: (o: OrderSummary) => void;
}) {
  if (loading)
    return (
      <ul className="grid gap-3" aria-busy="true">
        {/* The card's own boxes and line heights, so nothing moves when the orders arrive (issue 16). */}
        {[0, 1, 2].map((i) => (
          <li
            key={i}
            data-testid="skeleton-card"
            className="grid gap-3 rounded-lg border border-neutral-200 bg-white p-4 text-sm"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="grid flex-1 gap-0.5">
                <p className="font-semibold">
                  <Skeleton className="inline-block h-4 w-32 align-middle" />
                </p>
                <p>
                  <Skeleton className="inline-block h-4 w-40 align-middle" />
                </p>
              </div>
              <span className="shrink-0 rounded-full px-3 py-1 text-xs">
                <Skeleton className="inline-block h-3 w-16 align-middle" />
              </span>
            </div>
            <div className="flex items-center justify-between gap-3">
              <p>
                <Skeleton className="inline-block h-4 w-24 align-middle" />
              </p>
              <Skeleton className="h-11 w-28" />
            </div>
          </li>
        ))}
      </ul>
    );
  return (
    <ul className="grid gap-3" aria-label="Mis pedidos">
      {rows.map((o) => {
        const store = layout === 'physical_store';
        const number = store ? (o.pricesoft_id ?? String(o.entity_id)) : orderNumber(o);
        const step = nextStepOf(o);
        return (
          <li
            key={o.entity_id}
            data-order-card={number}
            className="grid gap-3 rounded-lg border border-neutral-200 bg-white p-4 text-sm"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="grid gap-0.5">
                <p className="font-semibold">
                  {store ? 'Nota de venta' : 'Pedido'} {number}
                </p>
                <p className="text-muted">
                  {formatShortDate(o.created_at)}
                  {store && o.store_name ? ` · ${o.store_name}` : ''}
                  {layout === 'ecommerce' ? ` · ${DELIVERY_METHOD_LABELS[o.delivery_method] ?? ''}` : ''}
                </p>
              </div>
              <span className={`shrink-0 rounded-full px-3 py-1 text-xs font-semibold ${CHIP_TONES[step]}`}>
                {o.status_label}
              </span>
            </div>
            <DeliveryPromise promise={o.delivery_promise} />
            <div className="flex items-center justify-between gap-3">
              <p>
                Total <strong className="whitespace-nowrap text-base">{formatMoney(o.grand_total)}</strong>
              </p>
              <Button
                variant={step === 'detail' ? 'secondary' : 'primary'}
                className="min-h-11 px-4"
                onClick={() => onOpen(o)}
                aria-label={`${NEXT_STEP_LABELS[step]}: pedido ${number}`}
              >
                {NEXT_STEP_LABELS[step]}
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function Table({
  layout,
  rows,
  loading,
  searching,
  onOpen,
}: {
  layout: OrderPlatform;
  rows: OrderSummary[];
  loading: boolean;
  searching: boolean;
  onOpen: (o: OrderSummary) => void;
}) {
  const columns = COLUMNS[layout];
  return (
    <div className="relative overflow-x-auto rounded-lg border border-neutral-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Mis pedidos</caption>
        <thead className="bg-neutral-50 text-xs uppercase tracking-wide text-muted">
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col" className="px-4 py-3">
                {c}
              </th>
            ))}
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">Acciones</span>
            </th>
          </tr>
        </thead>
        <tbody aria-busy={loading || undefined}>
          {loading
            ? Array.from({ length: 5 }, (_, i) => (
                <tr key={i} className="border-t border-neutral-100" data-testid="skeleton-row">
                  {[...columns, ''].map((c) => (
                    <td key={c} className="px-4 py-3">
                      <Skeleton className="h-4 w-24" />
                    </td>
                  ))}
                </tr>
              ))
            : rows.map((o) => (
                <tr
                  key={o.entity_id}
                  className={
                    searching
                      ? 'border-t border-neutral-100'
                      : 'cursor-pointer border-t border-neutral-100 hover:bg-brand-50'
                  }
                  title={searching ? undefined : TOOLTIP}
                  onClick={searching ? undefined : () => onOpen(o)}
                >
                  {cells(o, layout).map((value, i) => (
                    <td key={columns[i]} className="px-4 py-3">
                      {value}
                      {columns[i] === 'Estado' && (
                        <DeliveryPromise promise={o.delivery_promise} className="mt-0.5 text-xs" />
                      )}
                    </td>
                  ))}
                  <td className="px-4 py-2 text-right">
                    <Button
                      variant="secondary"
                      className="min-h-9 px-3"
                      onClick={(e) => {
                        e.stopPropagation();
                        onOpen(o);
                      }}
                      aria-label={`Ver detalle del pedido ${orderNumber(o)}`}
                    >
                      Ver detalle
                    </Button>
                  </td>
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
}

/** Shown only when the total exceeds the page size and there is more than one page. */
export function Pagination({
  page,
  total,
  pageSize,
  onPage,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (p: number) => void;
}) {
  const pages = Math.ceil(total / pageSize);
  if (total <= pageSize || pages <= 1) return null;
  const shown = Array.from({ length: pages }, (_, i) => i + 1).filter(
    (p) => p === 1 || p === pages || Math.abs(p - page) <= 2,
  );
  return (
    <nav aria-label="Paginación" className="mt-4 flex flex-wrap items-center justify-center gap-1">
      <Button variant="ghost" disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label="Página anterior">
        ‹
      </Button>
      {shown.map((p, i) => (
        <span key={p} className="flex items-center">
          {i > 0 && shown[i - 1] !== p - 1 && <span className="px-1 text-muted">…</span>}
          <Button
            variant={p === page ? 'primary' : 'ghost'}
            aria-current={p === page ? 'page' : undefined}
            onClick={() => onPage(p)}
            aria-label={`Página ${p}`}
          >
            {p}
          </Button>
        </span>
      ))}
      <Button variant="ghost" disabled={page >= pages} onClick={() => onPage(page + 1)} aria-label="Página siguiente">
        ›
      </Button>
    </nav>
  );
}

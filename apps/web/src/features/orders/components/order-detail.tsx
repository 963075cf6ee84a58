import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { OrderDetail as Detail } from '@shop/contracts/account-orders';
import { splitSemestralidad } from '@shop/domain/order-history';
import { normalizeStatus, showsCancelledRefundMessage, showsFailedMessage } from '@shop/domain/orders';
import { orderMoneyStateOf } from '@shop/domain/order-next-step';
import { Skeleton } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '@shop/domain/money';
import { formatLongDate } from '../../../lib/format';
import { useOrder, type OrderRef } from '../api/get-order';
import { HELP_CENTRE_URL, SURVEY_URL } from '../labels';
import { NextStep, SECTION_IDS } from './next-step';
import { OrderTracker } from './order-tracker';
import { DeliveryPromise } from './delivery-promise';
import { PaymentSection } from './payment-section';
import { QueryError } from '../../../components/ui/query-error';
import { orderMessages } from '@shop/contracts/account-orders-messages';
import { lazyPart } from '../../../lib/lazy-part';

const ReturnBarcode = lazyPart('src/features/orders/components/return-barcode.tsx', () =>
  import('./return-barcode').then((m) => m.ReturnBarcode),
);
// 'Devolver' by courier (decision 0734): only a delivered order shows it, so its own chunk as the barcode's.
const ReturnByCourier = lazyPart('src/features/orders/components/return-by-courier.tsx', () =>
  import('./return-by-courier').then((m) => m.ReturnByCourier),
);
// Only a store-pickup order shows it (with its scheduling dialog): its own chunk, loaded with such an order, while
// the detail's loading skeleton stays (issue 16, decision 0625).
const PickupBlock = lazyPart('src/features/orders/components/pickup-block.tsx', () =>
  import('./pickup-block').then((m) => m.PickupBlock),
);

// Only a failed or cancelled order without an ERP id shows them: their own chunk, so the detail of every other order
// loads less (issue 28 added the delivery promise to the detail's first load).
const OrderMessages = lazyPart('src/features/orders/components/order-messages.tsx', () =>
  import('./order-messages').then((m) => m.OrderMessages),
);

// Only an order the courier reported on shows it: its own chunk (issue 28 kept the detail under 120 KB).
const TrackingBlock = lazyPart('src/features/orders/components/tracking-block.tsx', () =>
  import('./tracking-block').then((m) => m.TrackingBlock),
);

const SHIPPING_ADDRESS_TYPES = ['STANDARD_DELIVERY', 'RETURN_DELIVERY', 'PICKIT'];

/** The order detail: every block of customer-account.md §2 in its order, each under its condition. */
export function OrderDetail({
  orderRef,
  listHref,
  npsSurvey,
  supportPhone,
}: {
  orderRef: OrderRef;
  listHref: string;
  npsSurvey: boolean;
  supportPhone: string;
}) {
  const order = useOrder(orderRef);
  // The title from the first render on: the number is the one in the address, as the list links it (0624).
  const loading = <DetailLoading number={orderRef.orderId} listHref={listHref} />;
  if (order.isPending) return loading;
  if (order.isError) {
    if (order.error instanceof ApiError && order.error.status === 404) return <NotFound listHref={listHref} />;
    // spec §8: 'Failed to fetch order details' is logged (by the fetcher); the customer sees the generic message.
    return <QueryError error={order.error} onRetry={order.refetch} />;
  }
  return (
    // A pickup order waits for its block's chunk with the loading skeleton, not with a gap that the block then fills.
    <Suspense fallback={loading}>
      <DetailView
        o={order.data}
        orderRef={orderRef}
        listHref={listHref}
        npsSurvey={npsSurvey}
        supportPhone={supportPhone}
        onReload={() => void order.refetch()}
      />
    </Suspense>
  );
}

function DetailLoading({ number, listHref }: { number: string; listHref: string }) {
  return (
    <div className="grid gap-5" aria-busy="true">
      <div className="grid gap-2">
        <TitleRow number={number} listHref={listHref} />
        <Skeleton className="h-5 w-64 max-w-full" />
      </div>
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-40 w-full" />
      <span className="sr-only">Cargando tu pedido…</span>
    </div>
  );
}

/** '‹ Pedidos' on desktop, then 'Pedido N' and the help centre's link: loading or loaded, at the same place. */
function TitleRow({ number, listHref }: { number: string; listHref: string }) {
  return (
    <>
      {/* On a desktop, by CSS: the server's render does not know the screen (decision 0790). */}
      <Link
        to={listHref}
        className="hidden min-h-11 w-fit items-center text-sm font-semibold text-brand-700 hover:underline md:inline-flex"
      >
        <span aria-hidden="true">‹ </span>Pedidos
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 tabIndex={-1} data-page-title className="text-2xl font-bold tracking-tight outline-none">
          {orderMessages.detailTitle} {number}
        </h1>
        <a
          href={HELP_CENTRE_URL}
          target="_blank"
          rel="noreferrer"
          className="inline-flex min-h-11 items-center rounded-md border border-brand-700 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {orderMessages.helpLink}
        </a>
      </div>
    </>
  );
}

function NotFound({ listHref }: { listHref: string }) {
  return (
    <section className="grid gap-4">
      <h1 tabIndex={-1} data-page-title className="text-2xl font-bold">
        {orderMessages.notFound}
      </h1>
      <Link to={listHref} className="text-brand-700 underline">
        Ver mis pedidos
      </Link>
    </section>
  );
}

function DetailView({
  o,
  orderRef,
  listHref,
  npsSurvey,
  supportPhone,
  onReload,
}: {
  o: Detail;
  orderRef: OrderRef;
  listHref: string;
  npsSurvey: boolean;
  supportPhone: string;
  onReload: () => void;
}) {
  const platform = o.platform;
  const status = normalizeStatus(o.status) ?? 'created';
  const number =
    platform === 'ecommerce' ? (o.magento_order_id ?? String(o.entity_id)) : (o.pricesoftId ?? String(o.entity_id));
  const { products, itemCount, semestralidad } = splitSemestralidad(o.products, o.total_item_count);
  const delivered = status === 'delivered' || status === 'collected';
  const survey = delivered && o.eligible_for_survey && npsSurvey;
  const storeChannel = platform === 'physical_store';
  const phoneChannel = platform === 'call_center';
  const [scheduling, setScheduling] = useState(false);
  const money = orderMoneyStateOf(o);
  // 'Total pagado' (spec) once paid; an unpaid order says what is to pay (docs/decisions/0602).
  const totalLabel =
    money === 'unpaid' ? 'Total a pagar' : money === 'paid' || money.startsWith('refund') ? 'Total pagado' : 'Total';

  return (
    <article className="grid gap-5">
      <header className="grid gap-2">
        <TitleRow number={number} listHref={listHref} />
        <p className="text-sm text-muted">
          {formatLongDate(o.order_date)} · {o.status_label}
          {storeChannel && o.store_name ? ` · ${o.store_name}, caja ${o.caja}` : ''}
        </p>
        <DeliveryPromise promise={o.delivery_promise} className="text-base" withNote />
        <NextStep o={o} hasTracking={o.delivery.guideStatus.length > 0} />
      </header>

      {!storeChannel && <OrderTracker status={o.status} deliveryType={o.delivery_type} statusIndex={o.statusIndex} />}

      {o.delivery.guideStatus.length > 0 && <TrackingBlock o={o} />}

      {o.delivery.courierName && (
        <p className="text-sm">
          Paquetería: <strong>{o.delivery.courierName}</strong>
          {o.delivery.guideNumber && (
            <>
              {' '}
              · Número de guía: <strong>{o.delivery.guideNumber}</strong>
            </>
          )}
        </p>
      )}

      {o.delivery_type === 'PICKUP' && !storeChannel && !phoneChannel && (
        <PickupBlock
          status={status}
          storeId={o.store_id}
          orderId={o.magento_order_id ?? ''}
          storeName={o.store_name}
          onReload={onReload}
          scheduling={scheduling}
          onScheduling={setScheduling}
        />
      )}

      {SHIPPING_ADDRESS_TYPES.includes(o.delivery_type) && !storeChannel && !phoneChannel && o.shipping_address && (
        <section aria-labelledby="address-title" className="rounded-lg border border-neutral-200 bg-white p-4 text-sm">
          <h2 id="address-title" className="mb-2 text-lg font-bold">
            {o.delivery_type === 'PICKIT' ? 'Punto Pickit' : 'Dirección de envío'}
          </h2>
          <p className="font-semibold">
            {o.shipping_address.firstname} {o.shipping_address.lastname}
          </p>
          {o.shipping_address.street.map((line) => (
            <p key={line}>{line}</p>
          ))}
          <p>
            {o.colony ? `${o.colony}, ` : ''}
            {o.shipping_address.city}, {o.shipping_address.region}, C.P. {o.shipping_address.postcode}
          </p>
        </section>
      )}

      {(showsFailedMessage(o.status, o.order_id) || showsCancelledRefundMessage(o.status, o.order_id)) && (
        <OrderMessages order={o} phone={supportPhone} />
      )}

      {!storeChannel && !phoneChannel && <PaymentSection payments={o.payment} money={money} />}

      <section aria-labelledby="products-title" className="rounded-lg border border-neutral-200 bg-white p-4">
        <h2 id="products-title" className="mb-3 text-lg font-bold">
          Productos ({itemCount})
        </h2>
        <ul className="divide-y divide-neutral-100">
          {products.map((p) => (
            <li key={`${p.sku}-${p.price}`} className="flex gap-3 py-3 text-sm">
              {p.image ? (
                <img src={p.image} alt="" width={88} height={88} className="size-[88px] rounded object-cover" />
              ) : (
                <DigitalItemIcon />
              )}
              <div className="grid flex-1 gap-0.5">
                <p className="font-semibold">{p.name}</p>
                {/* A digital purchase (a return guide) has no size or colour: only its quantity. */}
                <p className="text-muted">
                  {o.virtual
                    ? `${p.qty_ordered} ${p.qty_ordered === 1 ? 'guía' : 'guías'}`
                    : `ID ${p.id_art} · ${p.color ? `${p.color} · ` : ''}Talla ${p.size_label} · ${p.qty_ordered} ${p.qty_ordered === 1 ? 'pieza' : 'piezas'}`}
                </p>
              </div>
              <p className="font-semibold">{formatMoney(p.price * p.qty_ordered)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="summary-title" className="rounded-lg border border-neutral-200 bg-white p-4 text-sm">
        <h2 id="summary-title" className="mb-3 text-lg font-bold">
          Resumen
        </h2>
        <dl className="grid gap-1">
          <Line label="Subtotal" value={formatMoney(o.subtotal_price - (semestralidad ?? 0))} />
          {semestralidad !== null && <Line label="Semestralidad CrediPrice" value={formatMoney(semestralidad)} />}
          {/* A purchase made and taken home in a store had no delivery: no 'Envío: Gratis' line. */}
          {!(storeChannel && o.shipping_price === 0) && (
            <Line label="Envío" value={o.shipping_price === 0 ? 'Gratis' : formatMoney(o.shipping_price)} />
          )}
          {o.devolution_guide_price > 0 && (
            <Line label="Guía de devolución" value={formatMoney(o.devolution_guide_price)} />
          )}
          {o.discount > 0 && (
            <Line
              label={`Cupón de descuento${o.coupon_code ? ` (${o.coupon_code})` : ''}`}
              value={`−${formatMoney(o.discount)}`}
            />
          )}
          {/* A promotion is already in the products' prices (the subtotal): it is named with what it saved, not
              taken off a second time, so the lines add up to the total (issue 28). */}
          {o.promotions.map((p) => (
            <Line
              key={p.promo_id}
              label={`Promoción: ${p.title}`}
              value={`Ahorraste ${formatMoney(p.value)}`}
              muted
              included
            />
          ))}
          <div className="mt-2 flex justify-between border-t border-neutral-200 pt-2 text-base font-bold">
            <dt>{totalLabel}</dt>
            <dd>{formatMoney(o.total_price)}</dd>
          </div>
        </dl>
      </section>

      {/* A digital order (return guides) has nothing to return in a store: no barcode for it. */}
      {delivered && !o.virtual && (
        <div id={SECTION_IDS.return} tabIndex={-1} className="scroll-mt-4 outline-none">
          <Suspense fallback={<Skeleton className="h-32 w-full" />}>
            <div className="grid gap-5">
              <ReturnBarcode orderRef={orderRef} />
              {!storeChannel && (
                <ReturnByCourier orderNumber={number} products={products.filter((p) => p.size_label)} />
              )}
            </div>
          </Suspense>
        </div>
      )}
      {survey && (
        <a
          href={`${SURVEY_URL}?orderId=${encodeURIComponent(number)}`}
          target="_blank"
          rel="noreferrer"
          className="inline-flex min-h-11 w-fit items-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Comparte tu opinión
        </a>
      )}
    </article>
  );
}

function Line({
  label,
  value,
  muted,
  included,
}: {
  label: string;
  value: string;
  muted?: boolean;
  /** A line that names something already counted in another (not added or taken off). */
  included?: boolean;
}) {
  return (
    <div data-included={included || undefined} className={`flex justify-between gap-3 ${muted ? 'text-muted' : ''}`}>
      <dt>{label}</dt>
      {/* Money never breaks after its minus sign. */}
      <dd className="whitespace-nowrap">{value}</dd>
    </div>
  );
}

/** Stands for a product without a picture (a return guide): a parcel, never an empty box. */
function DigitalItemIcon() {
  return (
    <div className="flex size-[88px] items-center justify-center rounded bg-brand-50 text-brand-700" aria-hidden="true">
      <svg viewBox="0 0 24 24" className="size-10" fill="none" stroke="currentColor" strokeWidth="1.6">
        <path d="M3 7.5 12 3l9 4.5v9L12 21l-9-4.5z" />
        <path d="M3 7.5 12 12l9-4.5M12 12v9M7.5 5.2l9 4.6" />
      </svg>
    </div>
  );
}

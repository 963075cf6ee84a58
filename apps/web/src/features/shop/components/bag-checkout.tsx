import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import type { CheckoutBody, CheckoutPaymentType } from '@shop/contracts/checkout';
import { shopMessages } from '@shop/contracts/shop-messages';
import { couponMessages } from '@shop/contracts/coupon-messages';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { formatMoney } from '@shop/domain/money';
import { ApiError, isUnauthenticated } from '../../../lib/api-client';
import { useMe } from '../../../lib/me';
import { useBalance } from '../../../lib/balance';
import { useFeatureFlags } from '../../../lib/feature-flags';
import { useBag } from '../api/get-bag';
import { useChangeQty } from '../api/change-qty';
import { useCheckout } from '../api/checkout';
import { useCouponQuote } from '../api/get-coupon-quote';
import { useRemoveFromBag } from '../api/remove-from-bag';
import { CouponField } from './coupon-field';
import { usePickitPoints } from '../api/get-pickit-points';
import { useStores } from '../api/get-stores';
import { shippingFee } from '@shop/domain/pickit-points';
import { shopPaths } from '../paths';
import { PAYMENT_METHOD_NAMES } from '@shop/contracts/payment-method-names';
import { QueryError } from '../../../components/ui/query-error';
import { errorMessage } from '../../../lib/error-message';

type Delivery = CheckoutBody['delivery']['type'];

const PAYMENT_OPTIONS: { value: CheckoutPaymentType; label: string; note?: string }[] = [
  { value: 'card', label: PAYMENT_METHOD_NAMES.card },
  { value: 'bank_transfer', label: PAYMENT_METHOD_NAMES.bank_transfer, note: shopMessages.payment.transferNote },
  { value: 'cash', label: PAYMENT_METHOD_NAMES.cash, note: shopMessages.payment.cashNote },
  { value: 'wallet', label: PAYMENT_METHOD_NAMES.wallet },
];

type FieldErrors = Partial<Record<'address' | 'store' | 'pickit', string>>;
const FIELD_IDS = { address: 'bolsa-direccion', store: 'bolsa-tienda', pickit: 'bolsa-pickit' } as const;

/** A field's message beside it, named by the field (aria-describedby). */
function FieldError({ field, errors }: { field: keyof FieldErrors; errors: FieldErrors }) {
  const message = errors[field];
  if (!message) return null;
  return (
    <span id={`${FIELD_IDS[field]}-error`} className="text-sm font-semibold text-red-700">
      {message}
    </span>
  );
}

/**
 * The bag with its lines, then delivery and payment, then 'Finalizar compra'. A missing address, store or
 * Pickit point is said beside its field before anything is sent (decision 0605); with no saved address the
 * page's `addAddress` opens the address form right here.
 */
export function BagCheckout({
  addAddress,
}: {
  addAddress?: (open: boolean, onOpenChange: (open: boolean) => void) => ReactNode;
}) {
  const bag = useBag();
  const me = useMe();
  const stores = useStores();
  const pickit = usePickitPoints();
  const changeQty = useChangeQty();
  const remove = useRemoveFromBag();
  const checkout = useCheckout();
  const navigate = useNavigate();
  const allDigital = Boolean(bag.data?.items.length) && bag.data!.items.every((i) => i.is_digital);
  const [chosenDelivery, setDelivery] = useState<Delivery | null>(null);
  const [addressId, setAddressId] = useState<number | undefined>();
  const [storeId, setStoreId] = useState<string>('');
  const [pickitId, setPickitId] = useState<string>('');
  const [payment, setPayment] = useState<CheckoutPaymentType>('card');
  // Store balance is offered only while the flag is on (decision 0207); its available amount is Mi saldo's total.
  const balanceOn = useFeatureFlags().data?.purchase_with_balance_crediprice === true;
  const balance = useBalance(me.data?.username ?? '', { enabled: balanceOn && Boolean(me.data?.username) });
  const [error, setError] = useState<string | null>(null);
  /** The server's reason per product line of the last checkout that failed (by sku). */
  const [itemErrors, setItemErrors] = useState<Record<string, string>>({});
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [addingAddress, setAddingAddress] = useState(false);
  // The coupon: applied by code, its effect asked again whenever the bag changes (decision 0310).
  const [couponCode, setCouponCode] = useState<string | null>(null);
  const couponQuote = useCouponQuote(couponCode, bag.data?.subtotal ?? 0);

  if (bag.isPending) return <Spinner />;
  if (bag.error) {
    return isUnauthenticated(bag.error) ? (
      <Alert tone="info">
        <Link to="/" className="font-semibold underline">
          Inicia sesión
        </Link>{' '}
        para ver tu bolsa.
      </Alert>
    ) : (
      <QueryError error={bag.error} onRetry={bag.refetch} />
    );
  }
  const data = bag.data;
  if (!data.cart_id || data.items.length === 0) {
    // A checkout that failed after the bag was emptied still says so (customer-account.md §8), above the empty bag.
    return (
      <div className="grid gap-4">
        {error && <Alert tone="error">{error}</Alert>}
        <Alert tone="info">
          {shopMessages.bag.empty}{' '}
          <Link to="/" className="font-semibold underline">
            Ver productos
          </Link>
        </Alert>
      </div>
    );
  }
  // What each delivery can carry (issue 28): a size only the stores have cannot be shipped, and the reverse.
  const physical = data.items.filter((i) => !i.is_digital);
  const label = (i: (typeof physical)[number]) => `${i.name} talla ${i.size_label}`;
  const pickupOnly = physical.filter((i) => !i.is_available_online && i.is_available_pickup);
  const shipOnly = physical.filter((i) => i.is_available_online && !i.is_available_pickup);
  const blocked: Partial<Record<Delivery, string>> = {
    ...(pickupOnly.length
      ? {
          STANDARD_DELIVERY: shopMessages.bag.needsPickup(pickupOnly.map(label).join(', ')),
          PICKIT: shopMessages.bag.needsPickup(pickupOnly.map(label).join(', ')),
        }
      : {}),
    ...(shipOnly.length ? { PICKUP: shopMessages.bag.needsShipping(shipOnly.map(label).join(', ')) } : {}),
  };
  const delivery: Delivery =
    chosenDelivery && !blocked[chosenDelivery]
      ? chosenDelivery
      : ((['STANDARD_DELIVERY', 'PICKUP', 'PICKIT'] as const).find((d) => !blocked[d]) ?? 'STANDARD_DELIVERY');
  const effectiveDelivery: Delivery = allDigital ? 'DIGITAL' : delivery;
  const addresses = me.data?.addresses ?? [];
  const shipping = shippingFee(effectiveDelivery, data.subtotal);
  const coupon = couponCode && couponQuote.data ? couponQuote.data : undefined;
  const discount = coupon ? (coupon.free_shipping ? shipping : coupon.discount) : 0;
  const total = data.subtotal + shipping - discount;
  const available = balance.data?.total_balance;
  const balanceShort = payment === 'store_balance' && available !== undefined && available < total;
  // 'Saldo en tienda' only when there is a balance to pay with (never at $0.00).
  const paymentOptions =
    balanceOn && available !== undefined && available > 0
      ? [
          ...PAYMENT_OPTIONS,
          {
            value: 'store_balance' as const,
            label: shopMessages.checkout.balanceOption,
            note: [
              available === undefined ? null : shopMessages.checkout.balanceAvailable(formatMoney(available)),
              shopMessages.checkout.balanceNote,
            ]
              .filter(Boolean)
              .join('. '),
          },
        ]
      : PAYMENT_OPTIONS;
  const chosenAddress = addressId ?? addresses.find((a) => a.default_shipping)?.id ?? addresses[0]?.id;

  function missingFields(): FieldErrors {
    if (effectiveDelivery === 'STANDARD_DELIVERY' && !chosenAddress)
      return { address: shopMessages.checkout.addressRequired };
    if (effectiveDelivery === 'PICKUP' && !storeId) return { store: shopMessages.checkout.storeRequired };
    if (effectiveDelivery === 'PICKIT' && !pickitId) return { pickit: shopMessages.checkout.pickitRequired };
    return {};
  }

  function submit() {
    setError(null);
    const missing = missingFields();
    setFieldErrors(missing);
    const first = Object.keys(missing)[0] as keyof FieldErrors | undefined;
    if (first) {
      document.getElementById(FIELD_IDS[first])?.focus();
      return;
    }
    const body: CheckoutBody = {
      delivery: {
        type: effectiveDelivery,
        ...(effectiveDelivery === 'STANDARD_DELIVERY' && chosenAddress ? { address_id: chosenAddress } : {}),
        ...(effectiveDelivery === 'PICKUP' && storeId ? { store_id: storeId } : {}),
        ...(effectiveDelivery === 'PICKIT' && pickitId ? { pickit_point_id: pickitId } : {}),
      },
      payment: { type: payment },
      checkout_type: 'web',
      ...(coupon ? { coupon_code: coupon.code } : {}),
    };
    checkout.mutate(
      { cartId: data.cart_id!, body },
      {
        onSuccess: (result) => {
          if (result.cart.status !== 'created') {
            setError(shopMessages.checkout.failed);
            return;
          }
          if (result.payment?.type === 'store_balance' && result.payment.status === 'succeeded') {
            // Paid already: nothing to do on the payment page.
            toast.success(shopMessages.payment.received);
            void navigate(shopPaths.orderInAccount(result.order.magento_order_id));
          } else if (result.payment?.init_point) window.location.assign(result.payment.init_point);
          else if (result.payment) void navigate(shopPaths.payment(result.payment.reference));
          else void navigate(shopPaths.orderInAccount(result.order.magento_order_id));
        },
        onError: (e) => {
          // The server's reasons (which product, which size) rather than only the generic text (issue 28).
          const reasons = e instanceof ApiError ? e.errors.filter((x) => x.path.startsWith('items.')) : [];
          setItemErrors(Object.fromEntries(reasons.map((x) => [x.path.slice('items.'.length), x.message])));
          const text = reasons.length
            ? reasons.map((x) => x.message).join(' ')
            : errorMessage(e, shopMessages.checkout.failed);
          setError(text);
          toast.error(text);
        },
      },
    );
  }

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <section aria-labelledby="bolsa-titulo">
        <h2 id="bolsa-titulo" className="mb-3 text-xl font-bold">
          Productos ({data.items_count})
        </h2>
        <ul className="divide-y divide-neutral-200 rounded-lg border border-neutral-200 bg-white">
          {data.items.map((item) => (
            <li key={item.sku} className="flex gap-3 p-3 sm:gap-4">
              <img
                src={item.image_urls[0]}
                alt=""
                width={88}
                height={88}
                className="size-16 shrink-0 rounded bg-neutral-100 sm:size-22"
              />
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <Link to={shopPaths.product(item.slug)} className="font-semibold hover:underline">
                  {item.name}
                </Link>
                <span className="text-sm text-muted">
                  {item.color} · Talla {item.size_label}
                </span>
                {/* Beside the name on a phone, at the right from 640 px: the line never pushes the page sideways. */}
                <span className="font-semibold sm:hidden">{formatMoney(item.price_total)}</span>
                {!item.is_digital && item.is_available_online !== item.is_available_pickup && (
                  <span className="text-sm font-semibold text-amber-900" data-delivery-limit>
                    {item.is_available_pickup ? shopMessages.bag.pickupOnly : shopMessages.bag.shipOnly}
                  </span>
                )}
                <div className="flex flex-wrap items-center gap-3">
                  <label className="text-sm">
                    Cantidad{' '}
                    <select
                      value={item.qty}
                      className="ml-1 min-h-11 rounded border border-neutral-400 px-2"
                      onChange={(e) =>
                        changeQty.mutate(
                          { sku: item.sku, qty: Number(e.target.value) },
                          { onError: (err) => toast.error(errorMessage(err)) },
                        )
                      }
                    >
                      {/* Only what can be bought: up to 10, never more than the stock (issue 28); the current
                          quantity stays listed even when the stock fell below it (the line then says why). */}
                      {Array.from({ length: Math.max(1, Math.min(10, item.max_qty), item.qty) }, (_, i) => i + 1).map(
                        (n) => (
                          <option key={n} value={n}>
                            {n}
                          </option>
                        ),
                      )}
                    </select>
                  </label>
                  <Button
                    variant="link"
                    onClick={() => remove.mutate(item.sku)}
                    aria-label={`Quitar ${item.name} talla ${item.size_label}`}
                  >
                    Quitar
                  </Button>
                </div>
                {itemErrors[item.sku] && (
                  <p role="alert" className="text-sm font-semibold text-red-700">
                    {itemErrors[item.sku]}
                  </p>
                )}
              </div>
              <span className="hidden shrink-0 font-semibold sm:block">{formatMoney(item.price_total)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="entrega-titulo"
        className="flex flex-col gap-5 rounded-lg border border-neutral-200 bg-white p-4"
      >
        {allDigital ? (
          <p className="text-sm">Entrega digital: recibirás tu producto en tu cuenta en cuanto se confirme el pago.</p>
        ) : (
          <fieldset className="flex flex-col gap-2">
            <legend id="entrega-titulo" className="mb-1 font-bold">
              Entrega
            </legend>
            {(
              [
                ['STANDARD_DELIVERY', 'Envío a domicilio'],
                ['PICKUP', 'Recoger en tienda'],
                ['PICKIT', 'Punto Pickit'],
              ] as const
            ).map(([value, text]) => (
              <div key={value}>
                <label className="flex min-h-11 items-center gap-2 has-disabled:text-muted">
                  <input
                    type="radio"
                    name="delivery"
                    value={value}
                    className="size-6 shrink-0"
                    checked={delivery === value}
                    disabled={Boolean(blocked[value])}
                    aria-describedby={blocked[value] ? `entrega-${value}-nota` : undefined}
                    onChange={() => {
                      setDelivery(value);
                      setFieldErrors({});
                    }}
                  />
                  {text}
                </label>
                {blocked[value] && (
                  <p id={`entrega-${value}-nota`} className="ml-8 text-xs text-amber-900">
                    {blocked[value]}
                  </p>
                )}
              </div>
            ))}
            {delivery === 'STANDARD_DELIVERY' &&
              (addresses.length === 0 ? (
                <div className="flex flex-col gap-2 text-sm">
                  <p>Aún no tienes una dirección guardada.</p>
                  <Button
                    id={FIELD_IDS.address}
                    variant="secondary"
                    className="w-fit"
                    onClick={() => setAddingAddress(true)}
                    aria-describedby={fieldErrors.address ? `${FIELD_IDS.address}-error` : undefined}
                    disabled={!addAddress}
                  >
                    Agregar dirección
                  </Button>
                  <FieldError field="address" errors={fieldErrors} />
                  {addAddress?.(addingAddress, (open) => {
                    setAddingAddress(open);
                    if (!open) setFieldErrors({});
                  })}
                </div>
              ) : (
                <label className="flex flex-col gap-1 text-sm">
                  Dirección de envío
                  <select
                    id={FIELD_IDS.address}
                    className="min-h-11 w-full rounded border border-neutral-400 px-2"
                    value={chosenAddress ?? ''}
                    onChange={(e) => setAddressId(Number(e.target.value))}
                  >
                    {addresses.map((a) => (
                      <option key={a.id} value={a.id}>
                        {a.street[0]}, {a.postcode} {a.city}
                      </option>
                    ))}
                  </select>
                </label>
              ))}
            {delivery === 'PICKUP' && (
              <label className="flex flex-col gap-1 text-sm">
                Tienda
                <select
                  id={FIELD_IDS.store}
                  className={`min-h-11 w-full rounded border px-2 ${fieldErrors.store ? 'border-red-700' : 'border-neutral-400'}`}
                  value={storeId}
                  onChange={(e) => {
                    setStoreId(e.target.value);
                    setFieldErrors({});
                  }}
                  aria-invalid={fieldErrors.store ? true : undefined}
                  aria-describedby={fieldErrors.store ? `${FIELD_IDS.store}-error` : undefined}
                >
                  <option value="">Elige una tienda</option>
                  {(stores.data ?? [])
                    .filter((s) => s.pickup && !s.is_default)
                    .map((s) => (
                      <option key={s.id} value={s.id}>
                        {s.name}
                      </option>
                    ))}
                </select>
              </label>
            )}
            {delivery === 'PICKUP' && <FieldError field="store" errors={fieldErrors} />}
            {delivery === 'PICKIT' && (
              <label className="flex flex-col gap-1 text-sm">
                Punto Pickit
                <select
                  id={FIELD_IDS.pickit}
                  className={`min-h-11 w-full rounded border px-2 ${fieldErrors.pickit ? 'border-red-700' : 'border-neutral-400'}`}
                  value={pickitId}
                  onChange={(e) => {
                    setPickitId(e.target.value);
                    setFieldErrors({});
                  }}
                  aria-invalid={fieldErrors.pickit ? true : undefined}
                  aria-describedby={fieldErrors.pickit ? `${FIELD_IDS.pickit}-error` : undefined}
                >
                  <option value="">Elige un punto</option>
                  {(pickit.data ?? []).map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.name}, {p.city}
                    </option>
                  ))}
                </select>
              </label>
            )}
            {delivery === 'PICKIT' && <FieldError field="pickit" errors={fieldErrors} />}
          </fieldset>
        )}
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-bold">Forma de pago</legend>
          {paymentOptions.map((o) => (
            <label key={o.value} className="flex min-h-11 items-start gap-2 pt-2">
              <input
                type="radio"
                name="payment"
                value={o.value}
                checked={payment === o.value}
                onChange={() => setPayment(o.value)}
                className="mt-0.5 size-6 shrink-0"
              />
              <span>
                {o.label}
                {o.note && <span className="block text-xs text-muted">{o.note}</span>}
              </span>
            </label>
          ))}
        </fieldset>
        <CouponField
          applied={couponCode}
          quote={coupon}
          checking={couponQuote.isFetching}
          error={couponCode && couponQuote.error ? errorMessage(couponQuote.error) : null}
          onApply={(code) => setCouponCode(code.trim().toUpperCase())}
          onRemove={() => setCouponCode(null)}
        />
        <dl className="grid grid-cols-2 gap-1 text-sm">
          <dt>Subtotal</dt>
          <dd className="text-right">{formatMoney(data.subtotal)}</dd>
          <dt>Envío</dt>
          <dd className="text-right">{shipping === 0 ? 'Gratis' : formatMoney(shipping)}</dd>
          {coupon && discount > 0 && (
            <>
              <dt>
                {couponMessages.label} ({coupon.code})
              </dt>
              <dd className="text-right whitespace-nowrap">−{formatMoney(discount)}</dd>
            </>
          )}
          <dt className="font-bold">Total</dt>
          <dd className="text-right font-bold">{formatMoney(total)}</dd>
        </dl>
        {balanceShort && !error && (
          <Alert tone="info">
            {shopMessages.checkout.balanceInsufficient(formatMoney(available), formatMoney(total))}
          </Alert>
        )}
        {error && <Alert tone="error">{error}</Alert>}
        <Button onClick={submit} busy={checkout.isPending}>
          Finalizar compra
        </Button>
      </section>
    </div>
  );
}

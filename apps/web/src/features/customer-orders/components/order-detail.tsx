import { useEffect, useRef, useState } from 'react';
import { PhoneLink } from '../../../components/ui/phone-link';
import { Link, NavLink, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import type { CustomCartView, PaymentView } from '@shop/contracts/custom-carts';
import {
  ITEM_QTY_DEBOUNCE_MS,
  ITEM_QTY_MAX,
  PAYMENT_DATE_MIN,
  PRODUCT_IMAGE_WIDTH,
  customCartsMessages as m,
} from '@shop/contracts/custom-carts-messages';
import { amountText, readAmount } from '@shop/contracts/amount';
import { ledgerMessages as lm } from '@shop/contracts/ledger-messages';
import { isToBuy, paymentLabel, paymentLabels, shortCartId } from '@shop/domain/customer-orders';
import { mexicoDate } from '@shop/domain/mexico-dates';
import { formatMoney } from '@shop/domain/money';
import { whatsappHref } from '@shop/domain/phone';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { MoneyField } from '../../../components/ui/money-field';
import { QueryError } from '../../../components/ui/query-error';
import { Skeleton } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/error-message';
import { logError } from '../../../lib/client-log';
import { formatCalendarDate, formatShortDate, formatWeekdayDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useProfile } from '../../../lib/use-profile';
import { attribute } from '@shop/contracts/profile-helpers';
import { ShareTicket } from './share-ticket';
import { BackToOrders } from './back-link';
import { useChoosePayment } from '../api/choose-payment';
import { useCustomCart } from '../api/get-custom-cart';
import { useDeleteCart } from '../api/delete-cart';
import { useDeleteItems } from '../api/delete-items';
import { usePatchItems, type ItemChange } from '../api/patch-items';
import { usePayPayment } from '../api/pay-payment';
import { useReopenPayment } from '../api/reopen-payment';
import { useAddAbono } from '../api/add-abono';
import { useUndoAbono } from '../api/undo-abono';
import { reminderText } from './reminder';
import { ShareStatement } from './share-statement';

export type DetailTab = 'por-comprar' | 'comprados' | 'pagos-de-cliente';
type Item = CustomCartView['cart_items'][number];

/** The order detail (reseller-area.md §2): header, the three tab routes with counts, and the tab's content. */
export function OrderDetail({ tab }: { tab: DetailTab }) {
  const [params] = useSearchParams();
  const cartId = params.get('cartId') ?? '';
  const cart = useCustomCart(cartId);
  // An address without an order (…/por-comprar alone): say so, with the way back, instead of waiting for ever.
  if (cartId === '')
    return (
      <section className="flex flex-col items-start gap-3">
        <p className="rounded-lg border border-neutral-200 bg-white p-6 text-muted">{m.notFound}</p>
        <Link
          to={paths.customerOrders}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
        >
          {m.detail.back}
        </Link>
      </section>
    );
  if (cart.isPending) return <Skeleton className="h-64" />;
  if (cart.isError) return <QueryError error={cart.error} onRetry={cart.refetch} />;
  const c = cart.data;
  const toBuy = c.cart_items.filter((i) => isToBuy(i.status));
  const bought = c.cart_items.filter((i) => i.status === 'PURCHASED');
  const payments = c.selected_payment_option?.payment_detail.payments ?? [];
  const tabs: [DetailTab, string, number][] = [
    ['por-comprar', m.detail.tabs.toBuy, toBuy.length],
    ['comprados', m.detail.tabs.bought, bought.length],
    ['pagos-de-cliente', m.detail.tabs.payments, payments.length],
  ];
  const name = c.contact ? `${c.contact.first_name} ${c.contact.last_name}` : '—';
  return (
    <section>
      <BackToOrders />
      <div className="mt-2 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 tabIndex={-1} data-page-title className="text-2xl font-bold tracking-tight outline-none">
            {name}
          </h1>
          <p className="text-sm text-muted">
            {m.detail.order(shortCartId(c.cart_id))} · {formatShortDate(c.order_created_at)}
          </p>
        </div>
        <ShareTicket cart={c} />
      </div>
      {c.contact && (
        <details className="mt-3 rounded-lg border border-neutral-200 bg-white p-3">
          <summary className="cursor-pointer font-semibold">{m.detail.contact}</summary>
          <p className="mt-2 text-sm">{name}</p>
          <p className="text-sm">{c.contact.phone && <PhoneLink phone={c.contact.phone} />}</p>
          {c.contact.email && <p className="text-sm">{c.contact.email}</p>}
        </details>
      )}
      {/* Three equal columns: at 390 px a label wraps onto two lines instead of the strip scrolling. */}
      <nav aria-label="Secciones de la orden" className="mt-4 grid grid-cols-3 border-b border-neutral-200 md:flex">
        {tabs.map(([route, label, count]) => (
          <NavLink
            key={route}
            to={`${paths.customerOrders}/${route}?cartId=${encodeURIComponent(c.cart_id)}`}
            className={({ isActive }) =>
              `flex min-h-11 min-w-0 flex-col items-center justify-center gap-1 border-b-2 px-1 py-2 text-center text-sm leading-tight font-semibold md:flex-row md:gap-2 md:px-3 ${isActive ? 'border-brand-700 text-brand-800' : 'border-transparent text-muted'}`
            }
          >
            {label}
            <span className="rounded-full bg-neutral-200 px-2 text-xs text-ink">{count}</span>
          </NavLink>
        ))}
      </nav>
      <div className="mt-4">
        {tab === 'por-comprar' && <ToBuy cart={c} items={toBuy} />}
        {tab === 'comprados' && <Bought cart={c} items={bought} />}
        {tab === 'pagos-de-cliente' && <Payments cart={c} />}
      </div>
    </section>
  );
}

/**
 * Her figures of the order, all from the order's `money` (@shop/domain/ledger orderMoney; decision 0710): what her
 * client pays (the installment charge on its own line), her price, her earnings on that same total, and what she
 * still earns on the items to buy.
 */
function Summary({ cart }: { cart: CustomCartView }) {
  const money = cart.money;
  const rows: [string, number][] = [
    ...(money.installment_charge > 0
      ? ([
          [lm.ledger.cashTotal, money.cash_total],
          [lm.ledger.charge, money.installment_charge],
        ] as [string, number][])
      : []),
    [m.summary.customerTotal, money.total],
    [m.summary.resellerTotal, money.reseller_total],
    [m.summary.earnings, money.earnings],
    [m.summary.pendingEarnings, money.pending_earnings],
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 rounded-lg border border-neutral-200 bg-white p-4 text-sm sm:grid-cols-3">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-muted">{label}</dt>
          <dd className="font-bold">{formatMoney(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function ItemFigure({ item }: { item: Item }) {
  return item.image_urls[0] ? (
    <img
      src={item.image_urls[0]}
      alt=""
      width={PRODUCT_IMAGE_WIDTH}
      height={PRODUCT_IMAGE_WIDTH}
      className="rounded border border-neutral-200"
    />
  ) : (
    <span
      className="inline-block rounded bg-neutral-100"
      style={{ width: PRODUCT_IMAGE_WIDTH, height: PRODUCT_IMAGE_WIDTH }}
    />
  );
}

function ToBuy({ cart, items }: { cart: CustomCartView; items: Item[] }) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const patch = usePatchItems(cart.cart_id);
  const remove = useDeleteItems(cart.cart_id);
  const navigate = useNavigate();
  const chosen = items.filter((i) => selected.has(i.sku));
  const all = items.length > 0 && chosen.length === items.length;
  const act = (status: ItemChange['status']) =>
    patch.mutate(
      chosen.map((i) => ({ sku: i.sku, qty: i.qty, status })),
      {
        onSuccess: () => {
          setSelected(new Set());
          // The units are in her shop bag now, at her member price (decision 0511).
          if (status === 'ADDED_TO_CART')
            toast.success(m.addedToBag, { action: { label: m.goToBag, onClick: () => void navigate(paths.bag) } });
        },
        // reseller-area.md §8: an error adding items to the cart from the to-buy tab is only logged.
        onError: (e) =>
          status === 'ADDED_TO_CART' ? logError('Custom cart: add to bag failed', e) : toast.error(errorMessage(e)),
      },
    );
  return (
    <div className="flex flex-col gap-4">
      {items.length === 0 ? (
        <DeleteOrder cart={cart} />
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-3 rounded-lg border border-neutral-200 bg-white p-3">
            <label className="flex min-h-11 items-center gap-2 font-semibold">
              <input
                type="checkbox"
                className="size-5"
                checked={all}
                onChange={() => setSelected(all ? new Set() : new Set(items.map((i) => i.sku)))}
              />
              {m.detail.selectAll}
            </label>
            <Button disabled={chosen.length === 0} busy={patch.isPending} onClick={() => act('PURCHASED')}>
              {m.detail.markBought}
            </Button>
            <Button
              variant="secondary"
              disabled={chosen.length === 0 || patch.isPending}
              onClick={() => act('ADDED_TO_CART')}
            >
              {m.detail.addToBag}
            </Button>
            <Button
              variant="ghost"
              disabled={chosen.length === 0}
              busy={remove.isPending}
              onClick={() =>
                remove.mutate(
                  chosen.map((i) => i.sku),
                  { onSuccess: () => setSelected(new Set()), onError: () => toast.error(m.removeItemFailed) },
                )
              }
            >
              {m.detail.deleteItems}
            </Button>
          </div>
          <ul className="flex flex-col gap-3">
            {items.map((item) => (
              <li key={item.sku} className="flex gap-3 rounded-lg border border-neutral-200 bg-white p-3">
                <input
                  type="checkbox"
                  className="mt-1 size-5"
                  aria-label={`Seleccionar ${item.name} talla ${item.size_label}`}
                  checked={selected.has(item.sku)}
                  onChange={() =>
                    setSelected((prev) => {
                      const next = new Set(prev);
                      if (next.has(item.sku)) next.delete(item.sku);
                      else next.add(item.sku);
                      return next;
                    })
                  }
                />
                <ItemFigure item={item} />
                <div className="flex flex-1 flex-col gap-1 text-sm">
                  <p className="font-semibold">{item.name}</p>
                  <p className="text-muted">
                    {item.color} · {item.size_label}
                    {item.status === 'ADDED_TO_CART' && ` · ${m.inBag}`}
                  </p>
                  <p>
                    {formatMoney(item.price)} c/u · {m.summary.resellerTotal}: {formatMoney(item.base_price)}
                  </p>
                  <QtyInput cartId={cart.cart_id} item={item} />
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      <Summary cart={cart} />
    </div>
  );
}

/** Quantity edits are sent 1500 ms after the last change (§5). */
function QtyInput({ cartId, item }: { cartId: string; item: Item }) {
  const [qty, setQty] = useState(String(item.qty));
  const patch = usePatchItems(cartId);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const n = Number(qty);
    if (!Number.isInteger(n) || n < 1 || n > ITEM_QTY_MAX || n === item.qty) return;
    const id = setTimeout(
      () =>
        patch.mutate([{ sku: item.sku, qty: n, status: item.status }], {
          onError: (e) => toast.error(errorMessage(e)),
        }),
      ITEM_QTY_DEBOUNCE_MS,
    );
    return () => clearTimeout(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of the typed quantity sends it
  }, [qty]);
  const n = Number(qty);
  const invalid = qty !== '' && (!Number.isInteger(n) || n < 1 || n > ITEM_QTY_MAX);
  return (
    <label className="flex items-center gap-2">
      Cantidad
      <input
        type="number"
        min={1}
        max={ITEM_QTY_MAX}
        value={qty}
        onChange={(e) => setQty(e.target.value)}
        aria-invalid={invalid || undefined}
        className="min-h-11 w-20 rounded-md border border-neutral-400 px-2"
      />
      {invalid && <span className="text-red-700">{m.qtyInvalid}</span>}
    </label>
  );
}

/**
 * 'Eliminar orden'. An order with money on it (what the client still owes, abonos recorded) says how much would be
 * lost and asks a second time (decision 0710).
 */
function DeleteOrder({ cart }: { cart: CustomCartView }) {
  const [open, setOpen] = useState(false);
  const [warned, setWarned] = useState(false);
  const [failed, setFailed] = useState(false);
  const del = useDeleteCart();
  const navigate = useNavigate();
  const abonos = cart.selected_payment_option?.payment_detail.abonos ?? [];
  const owed = cart.selected_payment_option ? cart.money.left : 0;
  const atStake = owed > 0 || abonos.length > 0;
  const remove = () =>
    del.mutate(cart.cart_id, {
      onSuccess: () => void navigate(paths.customerOrders),
      onError: () => {
        setFailed(true);
        toast.error(m.deleteFailed);
      },
    });
  return (
    <>
      <Button variant="link" className="self-start" onClick={() => setOpen(true)}>
        {m.detail.deleteOrder}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(o) => {
          setOpen(o);
          if (!o) setWarned(false);
        }}
        title={warned ? lm.deleteOwed.title : m.detail.confirmDeleteOrder}
      >
        {failed && <p className="mb-3 text-sm text-red-700">{m.deleteFailedModal}</p>}
        {warned && (
          <div className="mb-4 flex flex-col gap-1 text-sm">
            {owed > 0 && <p>{lm.deleteOwed.owed(formatMoney(owed))}</p>}
            {abonos.length > 0 && (
              <p>{lm.deleteOwed.abonos(abonos.length, formatMoney(abonos.reduce((sum, a) => sum + a.amount, 0)))}</p>
            )}
          </div>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={() => setOpen(false)}>
            Cancelar
          </Button>
          <Button
            variant="danger"
            busy={del.isPending}
            onClick={() => (atStake && !warned ? setWarned(true) : remove())}
          >
            {warned ? lm.deleteOwed.confirm : m.detail.deleteOrder}
          </Button>
        </div>
      </Dialog>
    </>
  );
}

function Bought({ cart, items }: { cart: CustomCartView; items: Item[] }) {
  const [editing, setEditing] = useState(false);
  const money = cart.money;
  if (items.length === 0)
    return (
      <p className="rounded-lg border border-neutral-200 bg-white p-6 text-center text-muted">{m.detail.noneBought}</p>
    );
  return (
    <div className="flex flex-col gap-4">
      <article
        aria-label="Ticket de la orden"
        className="mx-auto w-full max-w-md rounded-lg border border-dashed border-neutral-400 bg-white p-5 font-mono text-sm"
      >
        <p className="text-center font-bold">{m.detail.order(shortCartId(cart.cart_id))}</p>
        <p className="mb-3 text-center text-muted">{formatShortDate(cart.order_created_at)}</p>
        <ul className="divide-y divide-dashed divide-neutral-300">
          {items.map((i) => (
            <li key={i.sku} className="flex justify-between gap-2 py-2">
              <span>
                {i.qty} × {i.name} ({i.size_label})
              </span>
              <span>{formatMoney(i.price_total)}</span>
            </li>
          ))}
        </ul>
        {money.installment_charge > 0 && (
          <p className="flex justify-between border-t border-dashed border-neutral-300 py-2">
            <span>{lm.ledger.charge}</span>
            <span>{formatMoney(money.installment_charge)}</span>
          </p>
        )}
        <p className="mt-3 flex justify-between font-bold">
          <span>{m.columns.total}</span>
          <span>{formatMoney(money.total)}</span>
        </p>
        {cart.selected_payment_option && (
          <>
            <p className="flex justify-between">
              <span>{m.summary.paid}</span>
              <span>{formatMoney(money.paid)}</span>
            </p>
            <p className="flex justify-between">
              <span>{m.summary.left}</span>
              <span>{formatMoney(money.left)}</span>
            </p>
          </>
        )}
      </article>
      <Button variant="secondary" className="self-center" onClick={() => setEditing(true)}>
        {m.detail.editProducts}
      </Button>
      <EditBought cart={cart} items={items} open={editing} onOpenChange={setEditing} />
    </div>
  );
}

function EditBought({
  cart,
  items,
  open,
  onOpenChange,
}: {
  cart: CustomCartView;
  items: Item[];
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const patch = usePatchItems(cart.cart_id);
  const remove = useDeleteItems(cart.cart_id);
  const [confirm, setConfirm] = useState<string | null>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={m.detail.editProducts}>
      <ul className="flex flex-col gap-3">
        {items.map((i) => (
          <li key={i.sku} className="flex flex-col gap-2 border-b border-neutral-200 pb-3 text-sm">
            <span className="font-semibold">
              {i.name} ({i.size_label}) × {i.qty}
            </span>
            {confirm === i.sku ? (
              <div className="flex flex-wrap items-center gap-2">
                <span>{m.detail.confirmDeleteBought}</span>
                <Button
                  variant="danger"
                  onClick={() =>
                    remove.mutate([i.sku], {
                      onSuccess: () => setConfirm(null),
                      onError: () => toast.error(m.removeItemFailed),
                    })
                  }
                >
                  Sí, eliminar
                </Button>
                <Button variant="ghost" onClick={() => setConfirm(null)}>
                  No
                </Button>
              </div>
            ) : (
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  onClick={() =>
                    patch.mutate([{ sku: i.sku, qty: i.qty, status: 'PENDING' }], {
                      onError: (e) => toast.error(errorMessage(e)),
                    })
                  }
                >
                  {m.detail.moveToBuy}
                </Button>
                <Button variant="ghost" onClick={() => setConfirm(i.sku)}>
                  {m.detail.deleteItems}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </Dialog>
  );
}

/**
 * 'Pagos de cliente' (decision 0710): the order's figures, 'Registrar abono', the checklist (a partly paid payment
 * says what is left of it), the abonos recorded with 'Deshacer último abono', and a reminder by WhatsApp.
 */
function Payments({ cart }: { cart: CustomCartView }) {
  const profile = useProfile();
  const option = cart.selected_payment_option;
  if (!option)
    return (
      <div className="flex flex-col gap-4">
        <Summary cart={cart} />
        <ChoosePayment cart={cart} />
      </div>
    );
  const money = cart.money;
  const customerId = attribute(profile, 'customer_id');
  const figures: [string, string, boolean?][] = [
    ...(money.installment_charge > 0
      ? ([[lm.ledger.charge, formatMoney(money.installment_charge)]] as [string, string][])
      : []),
    [m.columns.total, formatMoney(money.total)],
    [m.summary.paid, formatMoney(money.paid)],
    [m.summary.left, formatMoney(money.left)],
    ...(money.overdue > 0 && money.overdue_since
      ? ([
          [
            lm.ledger.overdue,
            lm.owed.overdueAmountSince(formatMoney(money.overdue), formatWeekdayDate(money.overdue_since)),
            true,
          ],
        ] as [string, string, boolean][])
      : []),
    ...(money.next_due
      ? ([[lm.ledger.nextDue, `${formatMoney(money.next_due.amount)} · ${formatWeekdayDate(money.next_due.date)}`]] as [
          string,
          string,
        ][])
      : []),
  ];
  const reminder =
    cart.contact && money.left > 0
      ? whatsappHref(
          cart.contact.phone,
          reminderText(cart.contact.first_name, {
            owed: money.left,
            overdue: money.overdue,
            overdueSince: money.overdue_since,
            nextDue: money.next_due,
          }),
        )
      : null;
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-2 gap-3 rounded-lg border border-neutral-200 bg-white p-4 text-sm sm:grid-cols-3">
        {figures.map(([label, value, alert]) => (
          <div key={label}>
            <dt className="text-muted">{label}</dt>
            <dd className={alert ? 'font-bold text-red-700' : 'font-bold'}>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-2">
        {money.left > 0 && <RegisterAbono cart={cart} />}
        {reminder && cart.contact && (
          <a
            href={reminder}
            target="_blank"
            rel="noreferrer"
            aria-label={lm.owed.remindLabel(cart.contact.first_name)}
            className="inline-flex min-h-11 items-center justify-center rounded-md border border-brand-700 bg-white px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {lm.owed.remind}
          </a>
        )}
        {cart.contact && money.left > 0 && customerId && (
          <ShareStatement customerId={customerId} contact={cart.contact} className="min-h-11 text-sm" />
        )}
      </div>
      <ul className="flex flex-col gap-3">
        {option.payment_detail.payments.map((p) => (
          <PaymentRow key={p.id} cart={cart} payment={p} />
        ))}
      </ul>
      <AbonoHistory cart={cart} />
    </div>
  );
}

/** 'Registrar abono': any amount up to what is left, with the day it was paid. */
function RegisterAbono({ cart }: { cart: CustomCartView }) {
  const today = mexicoDate(new Date());
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState(today);
  const [error, setError] = useState<string | undefined>();
  const add = useAddAbono(cart.cart_id);
  const left = cart.money.left;
  const submit = () => {
    const read = readAmount(amount);
    if (!read.ok) return setError(read.message);
    if (read.cents > left) return setError(lm.ledger.overLeft(formatMoney(left)));
    add.mutate(
      { amount: read.cents, payment_date: date },
      {
        onSuccess: () => {
          toast.success(lm.ledger.abonoRecorded(formatMoney(read.cents)));
          setOpen(false);
          setAmount('');
        },
        onError: (e) => setError(errorMessage(e, lm.ledger.abonoFailed)),
      },
    );
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>{lm.ledger.registerAbono}</Button>
      <Dialog open={open} onOpenChange={setOpen} title={lm.ledger.abonoTitle}>
        <form
          className="flex flex-col gap-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <MoneyField
            label={lm.ledger.amount}
            value={amount}
            onChange={(e) => {
              setAmount(e.target.value);
              setError(undefined);
            }}
            hint={lm.ledger.abonoHint(formatMoney(left))}
            error={error}
            required
          />
          <PaymentDateField label={lm.ledger.date} value={date} onChange={setDate} />
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {lm.ledger.cancel}
            </Button>
            <Button type="submit" busy={add.isPending}>
              {lm.ledger.save}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}

/** The abonos recorded, newest first, and 'Deshacer último abono' (asked once more). */
function AbonoHistory({ cart }: { cart: CustomCartView }) {
  const detail = cart.selected_payment_option?.payment_detail;
  const [confirming, setConfirming] = useState(false);
  const undo = useUndoAbono(cart.cart_id);
  if (!detail || detail.abonos.length === 0) return null;
  const labelOf = new Map(detail.payments.map((p) => [p.id, paymentLabel(p)]));
  const last = detail.abonos[detail.abonos.length - 1]!;
  return (
    <section aria-labelledby="abonos" className="rounded-lg border border-neutral-200 bg-white p-4 text-sm">
      <h2 id="abonos" className="mb-2 font-bold">
        {lm.ledger.history}
      </h2>
      <ul className="divide-y divide-neutral-200">
        {[...detail.abonos].reverse().map((a) => (
          <li key={a.id} className="flex justify-between gap-2 py-2">
            <span>
              {formatCalendarDate(a.date)} ·{' '}
              {a.payment_id ? lm.ledger.tickOf(labelOf.get(a.payment_id) ?? '') : lm.ledger.anyAmount}
              {a.source !== 'member' && <> · {lm.ledger.sourceOf[a.source]}</>}
            </span>
            <span className="font-semibold">{formatMoney(a.amount)}</span>
          </li>
        ))}
      </ul>
      {last.source === 'pay_link' ? null : confirming ? (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <span>{lm.ledger.undoConfirm(formatMoney(last.amount), formatCalendarDate(last.date))}</span>
          <Button
            variant="danger"
            busy={undo.isPending}
            onClick={() =>
              undo.mutate(last.id, {
                onSuccess: () => {
                  setConfirming(false);
                  toast.success(lm.ledger.undone);
                },
                onError: (e) => toast.error(errorMessage(e, lm.ledger.undoFailed)),
              })
            }
          >
            Sí, deshacer
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            No
          </Button>
        </div>
      ) : (
        <Button variant="link" className="mt-2" onClick={() => setConfirming(true)}>
          {lm.ledger.undoLast}
        </Button>
      )}
    </section>
  );
}

/** An order with no payment option yet (from her store, or made by hand): she records how her client pays. */
function ChoosePayment({ cart }: { cart: CustomCartView }) {
  const choose = useChoosePayment(cart.cart_id);
  const pick = (type: 'cash' | 'installments') =>
    choose.mutate(type, { onError: () => toast.error(m.choosePayment.failed) });
  return (
    <section
      aria-labelledby="choose-payment"
      className="flex flex-col gap-3 rounded-lg border border-neutral-200 bg-white p-4"
    >
      <h2 id="choose-payment" className="text-base font-bold">
        {m.choosePayment.title}
      </h2>
      <p className="text-sm text-muted">{m.choosePayment.text}</p>
      <div className="flex flex-wrap gap-2">
        {cart.payment_options.map((o) => (
          <Button
            key={o.type}
            variant="secondary"
            busy={choose.isPending && choose.variables === o.type}
            disabled={choose.isPending}
            onClick={() => pick(o.type)}
          >
            {o.type === 'cash'
              ? `${paymentLabels.cash} · ${formatMoney(o.grand_total)}`
              : `${paymentLabels.installmentsOption(o.installment_weeks)} · ${paymentLabels.downpayment} ${formatMoney(
                  o.downpayment,
                )} y ${formatMoney(o.weekly_payments)} por semana`}
          </Button>
        ))}
      </div>
    </section>
  );
}

/**
 * A payment of the checklist. Ticking records exactly what is left of it, to the centavo, today; 'Otro monto o
 * fecha' opens the amount (as she types it, read by the one parser) and the date first. A ticked payment shows when
 * it was paid, with 'Editar' to change its amount or date; unticking reopens it. A payment paid off by abonos of any
 * amount shows as paid without a tick of its own: undo the abono to change it (decision 0710).
 */
function PaymentRow({ cart, payment }: { cart: CustomCartView; payment: PaymentView }) {
  const today = mexicoDate(new Date());
  const paid = payment.status === 'paid';
  const ownTickAmount =
    cart.selected_payment_option?.payment_detail.abonos.find((a) => a.payment_id === payment.id)?.amount ?? null;
  const [editing, setEditing] = useState(false);
  const [amount, setAmount] = useState(amountText(ownTickAmount ?? (paid ? payment.amount : payment.left)));
  const [date, setDate] = useState(payment.date ?? today);
  const [error, setError] = useState<string | undefined>();
  const pay = usePayPayment(cart.cart_id);
  const reopen = useReopenPayment(cart.cart_id);
  const label = paymentLabel(payment);
  const byAbono = paid && !payment.ticked && payment.amount > 0;
  const send = () => {
    const read = readAmount(amount);
    if (!read.ok) return setError(read.message);
    setError(undefined);
    pay.mutate(
      { id: payment.id, amount: read.cents, payment_date: date },
      {
        onSuccess: () => setEditing(false),
        onError: (e) => setError(errorMessage(e, m.paymentFailed)),
      },
    );
  };
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-neutral-200 bg-white p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label className="flex min-h-11 items-center gap-2 font-semibold">
          <input
            type="checkbox"
            className="size-5"
            checked={paid}
            disabled={pay.isPending || reopen.isPending || byAbono}
            onChange={() =>
              paid
                ? reopen.mutate(payment.id, { onError: (e) => toast.error(errorMessage(e, m.reopenFailed)) })
                : send()
            }
          />
          <span>
            {label}
            <span className="block font-normal text-muted">
              <span className="sr-only"> · </span>
              {lm.ledger.due(formatCalendarDate(payment.due_date))}
            </span>
          </span>
        </label>
        <span className="font-bold">{formatMoney(payment.amount)}</span>
      </div>
      {payment.overdue && (
        <span className="self-start rounded bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
          {m.collections.overdueBadge}
        </span>
      )}
      {payment.paid_amount > 0 && !paid && (
        <p className="text-brand-800">
          {lm.ledger.partial(formatMoney(payment.paid_amount), formatMoney(payment.left))}
        </p>
      )}
      {paid && (
        <p className="text-muted">
          {lm.ledger.paidOn(payment.date ? formatCalendarDate(payment.date) : '')}
          {byAbono && ` · ${lm.ledger.coveredByAbono}`}
        </p>
      )}
      {error && !editing && (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      )}
      {!byAbono && !editing && (
        <Button variant="link" className="self-start" onClick={() => setEditing(true)}>
          {paid ? lm.ledger.edit : lm.ledger.otherAmount}
        </Button>
      )}
      {editing && (
        <div className="flex flex-wrap items-end gap-3">
          <MoneyField
            label={`${lm.ledger.amount} (${label})`}
            value={amount}
            onChange={(e) => {
              setAmount(e.target.value);
              setError(undefined);
            }}
            error={error}
            className="w-36"
          />
          <PaymentDateField label={`${lm.ledger.date} (${label})`} value={date} onChange={setDate} />
          <Button busy={pay.isPending} onClick={send}>
            {paid ? lm.ledger.save : lm.ledger.recordPaid}
          </Button>
          <Button variant="ghost" onClick={() => setEditing(false)}>
            {lm.ledger.cancel}
          </Button>
        </div>
      )}
    </li>
  );
}

/** The day the client paid: from 2014-05-11 to today (§5). */
function PaymentDateField({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium">
      {label}
      <input
        type="date"
        min={PAYMENT_DATE_MIN}
        max={mexicoDate(new Date())}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="min-h-11 rounded-md border border-neutral-400 px-2"
      />
    </label>
  );
}

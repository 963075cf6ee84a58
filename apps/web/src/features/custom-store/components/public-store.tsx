import { useEffect, useState, type FormEvent } from 'react';
import { customStoresMessages as m } from '@shop/contracts/custom-stores-messages';
import type { PublicCatalogue, PublicStoreOrderResponse } from '@shop/contracts/custom-stores';
import { formatMoney } from '@shop/domain/money';
import { ApiError } from '../../../lib/api-client';
import { sendOrder, usePublicStore, useStoreCatalogue, type PublicStore } from '../api/public-store-api';

type Product = PublicCatalogue['products'][number];
interface BagLine {
  sku: string;
  name: string;
  size: string;
  price: number;
  qty: number;
}

const buttonClass =
  'inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 disabled:bg-neutral-400';
const inputClass = 'min-h-11 w-full rounded-md border border-neutral-500 px-3';

const whatsappLink = (phone: string, text: string) =>
  `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;

/** /tienda/{customStoreId}: her photo, welcome message and WhatsApp; her catalogue at her prices; a bag; 'Enviar pedido'. */
export function PublicStorePage({ storeId }: { storeId: string }) {
  const store = usePublicStore(storeId);
  // The first catalogue page is asked for at once, beside the store (no request waterfall).
  useStoreCatalogue(storeId, '', 1);
  if (store.isPending) return <p className="min-h-screen p-6 text-center">Cargando tienda…</p>;
  if (store.isError) {
    const missing = store.error instanceof ApiError && store.error.status === 404;
    return (
      <div className="p-8 text-center">
        <h1 className="mb-2 text-2xl font-bold">{missing ? m.publicStore.notFound : 'No pudimos cargar la tienda.'}</h1>
        {!missing && (
          <button type="button" className={buttonClass} onClick={() => void store.refetch()}>
            Reintentar
          </button>
        )}
      </div>
    );
  }
  return <Store store={store.data} />;
}

function Store({ store }: { store: PublicStore }) {
  const bagKey = `tienda:${store.store_id}:bolsa`;
  const [bag, setBag] = useState<BagLine[]>(() => {
    try {
      return JSON.parse(localStorage.getItem(bagKey) ?? '[]') as BagLine[];
    } catch {
      return [];
    }
  });
  const [done, setDone] = useState<PublicStoreOrderResponse | null>(null);
  useEffect(() => localStorage.setItem(bagKey, JSON.stringify(bag)), [bag, bagKey]);

  function add(p: Product, sku: string) {
    const size = p.sizes.find((s) => s.sku === sku);
    if (!size) return;
    setBag((b) => {
      const found = b.find((l) => l.sku === sku);
      if (found) return b.map((l) => (l.sku === sku ? { ...l, qty: Math.min(50, l.qty + 1) } : l));
      return [...b, { sku, name: p.name, size: size.size_label, price: p.price, qty: 1 }];
    });
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <header className="mb-6 flex flex-col items-center gap-3 text-center">
        {store.photo ? (
          <img
            src={store.photo}
            alt="Foto de la socia"
            width={112}
            height={112}
            className="h-28 w-28 rounded-full object-cover"
          />
        ) : null}
        <h1 className="text-xl font-bold">{store.welcome_message}</h1>
        {store.phone && (
          <a
            href={whatsappLink(store.phone, 'Hola, vi tu tienda Price Shoes')}
            className="inline-flex min-h-11 items-center rounded-md bg-[#0b7a3e] px-4 font-semibold text-white"
            target="_blank"
            rel="noopener noreferrer"
          >
            Escríbeme por WhatsApp
          </a>
        )}
      </header>
      {done ? (
        <Confirmation order={done} />
      ) : (
        <>
          {bag.length > 0 && (
            <a
              href="#bolsa-pedido"
              className="fixed inset-x-4 bottom-4 z-10 inline-flex min-h-12 items-center justify-center rounded-full bg-brand-700 font-semibold text-white shadow-lg md:hidden"
            >
              Ver mi bolsa ({bag.reduce((n, l) => n + l.qty, 0)})
            </a>
          )}
          <Catalogue storeId={store.store_id} onAdd={add} />
          <Bag
            storeId={store.store_id}
            lines={bag}
            setLines={setBag}
            onSent={(o) => {
              setBag([]);
              setDone(o);
            }}
          />
        </>
      )}
    </div>
  );
}

function Catalogue({ storeId, onAdd }: { storeId: string; onAdd: (p: Product, sku: string) => void }) {
  const [page, setPage] = useState(1);
  const list = useStoreCatalogue(storeId, '', page);
  // The placeholder keeps the page's height, so the bag below does not jump when the products arrive.
  if (list.isPending) return <p className="min-h-screen py-6 text-center">Cargando productos…</p>;
  if (list.isError)
    return (
      <p role="alert" className="py-6 text-center">
        No pudimos cargar los productos.{' '}
        <button type="button" className="underline" onClick={() => void list.refetch()}>
          Reintentar
        </button>
      </p>
    );
  const pages = Math.max(1, Math.ceil(list.data.total / list.data.page_size));
  return (
    <section aria-labelledby="catalogo">
      <h2 id="catalogo" className="mb-3 text-lg font-bold">
        Catálogo
      </h2>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {list.data.products.map((p, i) => (
          <ProductCard key={p.product_id} product={p} onAdd={onAdd} eager={i < 2} />
        ))}
      </ul>
      {pages > 1 && (
        <nav aria-label="Páginas del catálogo" className="mt-4 flex items-center justify-center gap-3">
          <button
            type="button"
            className="min-h-11 px-3 underline"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            Anterior
          </button>
          <span>
            Página {page} de {pages}
          </span>
          <button
            type="button"
            className="min-h-11 px-3 underline"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            Siguiente
          </button>
        </nav>
      )}
    </section>
  );
}

function ProductCard({
  product: p,
  onAdd,
  eager,
}: {
  product: Product;
  onAdd: (p: Product, sku: string) => void;
  eager: boolean;
}) {
  const available = p.sizes.filter((s) => s.available);
  const [sku, setSku] = useState(available[0]?.sku ?? '');
  const selectId = `talla-${p.product_id}`;
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-neutral-200 bg-white p-2">
      {p.image_url && (
        <img
          src={p.image_url}
          alt={p.name}
          width={300}
          height={300}
          loading={eager ? 'eager' : 'lazy'}
          className="aspect-square w-full rounded object-cover"
        />
      )}
      <h3 className="text-sm font-semibold">{p.name}</h3>
      <p className="font-bold">{formatMoney(p.price)}</p>
      {available.length ? (
        <>
          <label htmlFor={selectId} className="text-xs">
            Talla
          </label>
          <select
            id={selectId}
            className="min-h-11 rounded border border-neutral-500"
            value={sku}
            onChange={(e) => setSku(e.target.value)}
          >
            {available.map((s) => (
              <option key={s.sku} value={s.sku}>
                {s.size_label}
              </option>
            ))}
          </select>
          <button
            type="button"
            className={buttonClass}
            onClick={() => onAdd(p, sku)}
            aria-label={`Agregar ${p.name} a mi bolsa`}
          >
            Agregar
          </button>
        </>
      ) : (
        <p className="text-sm text-muted">Agotado</p>
      )}
    </li>
  );
}

function Bag({
  storeId,
  lines,
  setLines,
  onSent,
}: {
  storeId: string;
  lines: BagLine[];
  setLines: (f: (l: BagLine[]) => BagLine[]) => void;
  onSent: (o: PublicStoreOrderResponse) => void;
}) {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string>();
  const total = lines.reduce((s, l) => s + l.price * l.qty, 0);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const text = (k: string) => {
      const v = data.get(k);
      return typeof v === 'string' ? v.trim() : '';
    };
    const phone = text('phone').replace(/\D/g, '');
    if (!text('first_name') || !text('last_name')) return setError('Escribe tu nombre y apellido.');
    if (phone.length !== 10) return setError('Escribe tu celular a 10 dígitos.');
    setError(undefined);
    setSending(true);
    try {
      const email = text('email');
      onSent(
        await sendOrder(storeId, {
          first_name: text('first_name'),
          last_name: text('last_name'),
          phone: `52${phone}`,
          ...(email ? { email } : {}),
          payment_option: text('payment_option') === 'installments' ? 'installments' : 'cash',
          items: lines.map((l) => ({ sku: l.sku, qty: l.qty })),
        }),
      );
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'No pudimos enviar tu pedido. Intenta de nuevo.');
    } finally {
      setSending(false);
    }
  }

  return (
    <section
      id="bolsa-pedido"
      aria-labelledby="bolsa"
      className="mt-8 mb-20 scroll-mt-4 rounded-xl border border-neutral-200 bg-white p-4"
    >
      <h2 id="bolsa" className="mb-3 text-lg font-bold">
        Mi bolsa ({lines.reduce((s, l) => s + l.qty, 0)})
      </h2>
      {lines.length === 0 ? (
        <p className="text-muted">Tu bolsa está vacía. Agrega productos del catálogo.</p>
      ) : (
        <>
          <ul className="mb-4 divide-y divide-neutral-200">
            {lines.map((l) => (
              <li key={l.sku} className="flex items-center justify-between gap-2 py-2">
                <span className="text-sm">
                  {l.name}, talla {l.size} × {l.qty}
                </span>
                <span className="flex items-center gap-2">
                  <span className="font-semibold">{formatMoney(l.price * l.qty)}</span>
                  <button
                    type="button"
                    className="min-h-11 px-2 underline"
                    onClick={() => setLines((b) => b.filter((x) => x.sku !== l.sku))}
                    aria-label={`Quitar ${l.name} de mi bolsa`}
                  >
                    Quitar
                  </button>
                </span>
              </li>
            ))}
          </ul>
          <p className="mb-4 text-right font-bold">Total de contado: {formatMoney(total)}</p>
          <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-3 md:grid-cols-2">
            <Field name="first_name" label="Nombre" autoComplete="given-name" />
            <Field name="last_name" label="Apellido" autoComplete="family-name" />
            <Field name="phone" label="Celular (10 dígitos)" autoComplete="tel-national" inputMode="tel" />
            <Field name="email" label="Email (opcional)" autoComplete="email" type="email" optional />
            <fieldset className="md:col-span-2">
              <legend className="mb-1 text-sm font-medium">Forma de pago</legend>
              <label className="mr-6 inline-flex min-h-11 items-center gap-2">
                <input type="radio" name="payment_option" value="cash" defaultChecked /> Contado
              </label>
              <label className="inline-flex min-h-11 items-center gap-2">
                <input type="radio" name="payment_option" value="installments" /> Pagos semanales
              </label>
            </fieldset>
            {error && (
              <p role="alert" className="text-red-700 md:col-span-2">
                {error}
              </p>
            )}
            <button type="submit" className={`${buttonClass} md:col-span-2`} disabled={sending}>
              {m.publicStore.sendOrder}
            </button>
          </form>
        </>
      )}
    </section>
  );
}

function Field({
  name,
  label,
  optional,
  ...rest
}: { name: string; label: string; optional?: boolean } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`pedido-${name}`} className="text-sm font-medium">
        {label}
      </label>
      <input id={`pedido-${name}`} name={name} required={!optional} maxLength={120} className={inputClass} {...rest} />
    </div>
  );
}

function Confirmation({ order }: { order: PublicStoreOrderResponse }) {
  const total = order.installment_grand_total ?? order.grand_total;
  return (
    <section
      aria-labelledby="confirmacion"
      className="rounded-xl border-2 border-brand-600 bg-brand-50 p-6 text-center"
    >
      <h2 id="confirmacion" className="mb-2 text-2xl font-bold">
        ¡Pedido enviado!
      </h2>
      <p className="mb-1">
        Tu número de pedido es <strong data-testid="ticket">#{order.ticket}</strong>
      </p>
      <p className="mb-4">Total: {formatMoney(total)}</p>
      {order.whatsapp_phone && (
        <a
          href={whatsappLink(
            order.whatsapp_phone,
            `Hola, te envié el pedido #${order.ticket} desde tu tienda Price Shoes`,
          )}
          className="inline-flex min-h-11 items-center rounded-md bg-[#0b7a3e] px-4 font-semibold text-white"
          target="_blank"
          rel="noopener noreferrer"
        >
          Avísale por WhatsApp
        </a>
      )}
    </section>
  );
}

import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
  type SetStateAction,
} from 'react';
import { PUBLIC_ORDER_LIMITS, customStoresMessages as m } from '@shop/contracts/custom-stores-messages';
import type { PublicCatalogue, PublicProduct, PublicStoreOrderResponse } from '@shop/contracts/custom-stores';
import { formatMoney } from '@shop/domain/money';
import { ApiError } from '../../../lib/api-client';
import { pageLocation } from '../../../lib/location';
import { PhoneField } from '../../../components/ui/phone-field';
import { readPhone } from '@shop/contracts/phone';
import { messages } from '@shop/contracts/messages';
import { ProductGallery } from '../../../components/product-gallery';
import { installmentTerms } from '@shop/domain/customer-orders';
import { sendOrder } from '../api/send-order';
import { useOrderStatus } from '../api/get-order-status';
import { usePublicProduct } from '../api/get-public-product';
import { usePublicStore, type PublicStore } from '../api/get-public-store';
import { useStoreCatalogue } from '../api/get-store-catalogue';

type Product = PublicCatalogue['products'][number];
interface BagLine {
  sku: string;
  product_id?: string;
  name: string;
  size: string;
  price: number;
  qty: number;
}
interface Sent {
  order: PublicStoreOrderResponse;
  lines: BagLine[];
}

const buttonClass =
  'inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 disabled:bg-neutral-400';
const secondaryClass =
  'inline-flex min-h-11 items-center justify-center rounded-md border border-brand-700 px-4 font-semibold text-brand-700 hover:bg-brand-50';
const inputClass = 'min-h-11 w-full rounded-md border border-neutral-500 px-3';
const whatsappClass = 'inline-flex min-h-11 items-center rounded-md bg-[#0b7a3e] px-4 font-semibold text-white';

const whatsappLink = (phone: string, text: string) =>
  `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;

/**
 * The store's views live in the query string (decision 0523), so links can be shared and the back button works
 * without a router: `?producto={id}` a product page, `?bolsa` the bag, `?q=` a search of her catalogue.
 */
type View =
  | { name: 'home'; q: string; page: number }
  | { name: 'product'; productId: string }
  | { name: 'bag' }
  | { name: 'status'; token: string };

function readView(): View {
  // The request's address on the server's render (decision 0790), the page's in the browser.
  const params = new URLSearchParams(pageLocation().search);
  const productId = params.get('producto');
  if (productId) return { name: 'product', productId };
  if (params.has('bolsa')) return { name: 'bag' };
  const token = params.get('pedido');
  if (token) return { name: 'status', token };
  return { name: 'home', q: params.get('q') ?? '', page: Math.max(1, Number(params.get('pagina')) || 1) };
}

function hrefOf(view: View): string {
  const params = new URLSearchParams();
  if (view.name === 'product') params.set('producto', view.productId);
  if (view.name === 'bag') params.set('bolsa', '');
  if (view.name === 'status') params.set('pedido', view.token);
  if (view.name === 'home' && view.q) params.set('q', view.q);
  if (view.name === 'home' && view.page > 1) params.set('pagina', String(view.page));
  const search = params.toString().replace(/=$/, '').replace(/=&/g, '&');
  return `${pageLocation().pathname}${search ? `?${search}` : ''}`;
}

function useView() {
  const [view, setView] = useState<View>(readView);
  useEffect(() => {
    const onPop = () => setView(readView());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const go = (next: View) => {
    window.history.pushState(null, '', hrefOf(next));
    setView(next);
    window.scrollTo(0, 0);
  };
  return [view, go] as const;
}

/** A link to one of the store's views: a real href (open in a new tab works), the page does not reload. */
function ViewLink({
  to,
  go,
  className,
  children,
  label,
}: {
  to: View;
  go: (v: View) => void;
  className?: string;
  children: ReactNode;
  label?: string;
}) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    go(to);
  };
  return (
    <a href={hrefOf(to)} onClick={onClick} className={className} aria-label={label}>
      {children}
    </a>
  );
}

/** The view's main heading takes the focus when the view changes, so a screen reader announces the new page. */
function ViewHeading({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (document.activeElement && document.activeElement !== document.body) ref.current?.focus();
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} className={`outline-none ${className ?? ''}`}>
      {children}
    </h1>
  );
}

/** /tienda/{customStoreId}: her photo, welcome message and WhatsApp; her catalogue at her prices; a bag; 'Enviar pedido'. */
export function PublicStorePage({ storeId }: { storeId: string }) {
  const store = usePublicStore(storeId);
  const first = readView();
  // The first catalogue page is asked for at once, beside the store (no request waterfall); not for a store its GET
  // refused.
  useStoreCatalogue(
    storeId,
    first.name === 'home' ? first.q : '',
    first.name === 'home' ? first.page : 1,
    !store.isError,
  );
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

/** Her bags, by store, as this page has read or written them in localStorage. */
const bags = new Map<string, BagLine[]>();
const bagListeners = new Set<() => void>();
const NO_BAG: BagLine[] = [];

function readBag(key: string): BagLine[] {
  let bag = bags.get(key);
  if (!bag) {
    try {
      bag = JSON.parse(localStorage.getItem(key) ?? '[]') as BagLine[];
    } catch {
      bag = NO_BAG;
    }
    // An empty bag is the server's snapshot itself: the hydration's bag, so React has nothing to re-render after it
    // (a snapshot that differs re-renders the whole store in one task, not in a transition: ~60 ms on a phone).
    if (!Array.isArray(bag) || bag.length === 0) bag = NO_BAG;
    bags.set(key, bag);
  }
  return bag;
}

function subscribeBags(listener: () => void) {
  bagListeners.add(listener);
  return () => void bagListeners.delete(listener);
}

/**
 * Her bag in this store, kept in the browser (localStorage). The server's render and the hydration show it empty
 * (decision 0790: the server cannot read it); React shows hers right after.
 */
function useStoredBag(key: string) {
  const bag = useSyncExternalStore(
    subscribeBags,
    () => readBag(key),
    () => NO_BAG,
  );
  const setBag = (next: SetStateAction<BagLine[]>) => {
    const lines = typeof next === 'function' ? next(readBag(key)) : next;
    bags.set(key, lines);
    localStorage.setItem(key, JSON.stringify(lines));
    for (const listener of bagListeners) listener();
  };
  return [bag, setBag] as const;
}

function Store({ store }: { store: PublicStore }) {
  const [bag, setBag] = useStoredBag(`tienda:${store.store_id}:bolsa`);
  const [sent, setSent] = useState<Sent | null>(null);
  const [view, go] = useView();
  const count = bag.reduce((n, l) => n + l.qty, 0);

  function add(p: Pick<Product, 'product_id' | 'name' | 'price' | 'sizes'>, sku: string) {
    const size = p.sizes.find((s) => s.sku === sku);
    if (!size) return;
    setBag((b) => {
      const found = b.find((l) => l.sku === sku);
      if (found)
        return b.map((l) => (l.sku === sku ? { ...l, qty: Math.min(PUBLIC_ORDER_LIMITS.unitsPerLine, l.qty + 1) } : l));
      return [...b, { sku, product_id: p.product_id, name: p.name, size: size.size_label, price: p.price, qty: 1 }];
    });
  }

  return (
    <div className="mx-auto max-w-5xl px-4 pt-4 pb-24">
      <nav aria-label="Tienda" className="mb-4 flex min-h-11 items-center justify-between gap-3">
        {view.name === 'home' && !view.q ? (
          <span />
        ) : (
          <ViewLink to={{ name: 'home', q: '', page: 1 }} go={go} className="min-h-11 py-2 font-semibold underline">
            ← Catálogo
          </ViewLink>
        )}
        <ViewLink to={{ name: 'bag' }} go={go} className={secondaryClass}>
          Mi bolsa ({count})
        </ViewLink>
      </nav>
      {sent ? (
        <Confirmation
          sent={sent}
          onContinue={() => {
            setSent(null);
            go({ name: 'home', q: '', page: 1 });
          }}
        />
      ) : view.name === 'status' ? (
        <OrderStatusView token={view.token} go={go} />
      ) : view.name === 'product' ? (
        <ProductPage storeId={store.store_id} productId={view.productId} onAdd={add} go={go} />
      ) : view.name === 'bag' ? (
        <Bag
          store={store}
          lines={bag}
          setLines={setBag}
          go={go}
          onSent={(order) => {
            setSent({ order, lines: bag });
            setBag([]);
            window.scrollTo(0, 0);
          }}
        />
      ) : (
        <>
          <StoreHeader store={store} />
          <Catalogue storeId={store.store_id} q={view.q} page={view.page} onAdd={add} go={go} />
        </>
      )}
      {!sent && view.name !== 'bag' && count > 0 && (
        <ViewLink
          to={{ name: 'bag' }}
          go={go}
          className="fixed inset-x-4 bottom-4 z-10 inline-flex min-h-12 items-center justify-center rounded-full bg-brand-700 font-semibold text-white shadow-lg md:hidden"
        >
          Ver mi bolsa ({count})
        </ViewLink>
      )}
    </div>
  );
}

function StoreHeader({ store }: { store: PublicStore }) {
  return (
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
      <ViewHeading className="text-xl font-bold">{store.welcome_message}</ViewHeading>
      {store.phone && (
        <a
          href={whatsappLink(store.phone, 'Hola, vi tu tienda Price Shoes')}
          className={whatsappClass}
          target="_blank"
          rel="noopener noreferrer"
        >
          Escríbeme por WhatsApp
        </a>
      )}
    </header>
  );
}

function Catalogue({
  storeId,
  q,
  page,
  onAdd,
  go,
}: {
  storeId: string;
  q: string;
  page: number;
  onAdd: (p: Product, sku: string) => void;
  go: (v: View) => void;
}) {
  const list = useStoreCatalogue(storeId, q, page);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.page_size)) : 1;
  return (
    <section aria-labelledby="catalogo">
      <div className="mb-4 flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <h2 id="catalogo" className="text-lg font-bold">
          {q ? `Resultados para «${q}»` : 'Catálogo'}
        </h2>
        <SearchForm key={q} q={q} go={go} />
      </div>
      {list.isPending ? (
        // The placeholder keeps the page's height, so nothing below jumps when the products arrive.
        <p className="min-h-screen py-6 text-center">Cargando productos…</p>
      ) : list.isError ? (
        <p role="alert" className="py-6 text-center">
          No pudimos cargar los productos.{' '}
          <button type="button" className="underline" onClick={() => void list.refetch()}>
            Reintentar
          </button>
        </p>
      ) : list.data.products.length === 0 ? (
        <p className="py-6 text-center" role="status">
          No encontramos productos con «{q}».{' '}
          <ViewLink to={{ name: 'home', q: '', page: 1 }} go={go} className="underline">
            Ver todo el catálogo
          </ViewLink>
        </p>
      ) : (
        <>
          <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
            {list.data.products.map((p, i) => (
              <ProductCard key={p.product_id} product={p} onAdd={onAdd} eager={i < 2} go={go} />
            ))}
          </ul>
          {pages > 1 && (
            <nav aria-label="Páginas del catálogo" className="mt-4 flex items-center justify-center gap-3">
              <button
                type="button"
                className="min-h-11 px-3 underline disabled:no-underline disabled:opacity-50"
                disabled={page <= 1}
                onClick={() => go({ name: 'home', q, page: page - 1 })}
              >
                Anterior
              </button>
              <span>
                Página {page} de {pages}
              </span>
              <button
                type="button"
                className="min-h-11 px-3 underline disabled:no-underline disabled:opacity-50"
                disabled={page >= pages}
                onClick={() => go({ name: 'home', q, page: page + 1 })}
              >
                Siguiente
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}

/** Searches her catalogue by product name (the API's `q`); keyed by the search, so back/forward resets the box. */
function SearchForm({ q, go }: { q: string; go: (v: View) => void }) {
  const [text, setText] = useState(q);
  function search(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    go({ name: 'home', q: text.trim().slice(0, 80), page: 1 });
  }
  return (
    <form role="search" onSubmit={search} className="flex gap-2 md:w-96">
      <label htmlFor="buscar-catalogo" className="sr-only">
        Buscar en el catálogo
      </label>
      <input
        id="buscar-catalogo"
        type="search"
        value={text}
        maxLength={80}
        placeholder="Buscar en el catálogo"
        onChange={(e) => setText(e.target.value)}
        className={inputClass}
      />
      <button type="submit" className={buttonClass}>
        Buscar
      </button>
    </form>
  );
}

function ProductCard({
  product: p,
  onAdd,
  eager,
  go,
}: {
  product: Product;
  onAdd: (p: Product, sku: string) => void;
  eager: boolean;
  go: (v: View) => void;
}) {
  const available = p.sizes.filter((s) => s.available);
  // Size is the client's choice: nothing is chosen for her (issue 27: 'Agregar' added the first size).
  const [sku, setSku] = useState('');
  const [missing, setMissing] = useState(false);
  const selectId = `talla-${p.product_id}`;
  const errorId = `${selectId}-error`;
  const to: View = { name: 'product', productId: p.product_id };
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-neutral-200 bg-white p-2">
      <ViewLink to={to} go={go} className="flex flex-col gap-2">
        <img
          src={p.image_url || undefined}
          alt=""
          width={300}
          height={300}
          loading={eager ? 'eager' : 'lazy'}
          className="aspect-square w-full rounded bg-neutral-100 object-cover"
        />
        <h3 className="text-sm font-semibold underline-offset-2 hover:underline">{p.name}</h3>
      </ViewLink>
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
            required
            aria-invalid={missing || undefined}
            aria-describedby={missing ? errorId : undefined}
            onChange={(e) => {
              setSku(e.target.value);
              setMissing(false);
            }}
          >
            <option value="">{m.publicStore.chooseSize}</option>
            {available.map((s) => (
              <option key={s.sku} value={s.sku}>
                {s.size_label}
              </option>
            ))}
          </select>
          {missing && (
            <p id={errorId} role="alert" className="text-sm text-red-700">
              {m.publicStore.chooseSize}
            </p>
          )}
          <button
            type="button"
            className={buttonClass}
            onClick={() => (sku ? onAdd(p, sku) : setMissing(true))}
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

function ProductPage({
  storeId,
  productId,
  onAdd,
  go,
}: {
  storeId: string;
  productId: string;
  onAdd: (p: PublicProduct, sku: string) => void;
  go: (v: View) => void;
}) {
  const product = usePublicProduct(storeId, productId);
  if (product.isPending) return <p className="min-h-screen py-6 text-center">Cargando producto…</p>;
  if (product.isError) {
    const missing = product.error instanceof ApiError && product.error.status === 404;
    return (
      <div className="py-8 text-center">
        <ViewHeading className="mb-3 text-xl font-bold">
          {missing ? m.publicStore.productNotFound : 'No pudimos cargar el producto.'}
        </ViewHeading>
        {missing ? (
          <ViewLink to={{ name: 'home', q: '', page: 1 }} go={go} className={buttonClass}>
            Ver el catálogo
          </ViewLink>
        ) : (
          <button type="button" className={buttonClass} onClick={() => void product.refetch()}>
            Reintentar
          </button>
        )}
      </div>
    );
  }
  return <ProductDetail key={product.data.product_id} product={product.data} onAdd={onAdd} go={go} />;
}

function ProductDetail({
  product: p,
  onAdd,
  go,
}: {
  product: PublicProduct;
  onAdd: (p: PublicProduct, sku: string) => void;
  go: (v: View) => void;
}) {
  const firstAvailable = p.sizes.find((s) => s.available)?.sku ?? '';
  const [sku, setSku] = useState(p.sizes.length === 1 ? firstAvailable : '');
  const [added, setAdded] = useState(false);
  const [sizeError, setSizeError] = useState(false);
  const soldOut = firstAvailable === '';

  function add() {
    if (!sku) return setSizeError(true);
    onAdd(p, sku);
    setAdded(true);
  }

  return (
    <article className="grid gap-6 md:grid-cols-2">
      <ProductGallery images={p.image_urls} name={p.name} thumb={64} />
      <div className="flex flex-col gap-4">
        <ViewHeading className="text-2xl font-black tracking-tight">{p.name}</ViewHeading>
        <p className="text-sm text-muted">
          Color {p.color} · ID {p.product_id}
        </p>
        <p className="text-2xl font-bold">{formatMoney(p.price)}</p>
        {p.description && <p className="text-muted">{p.description}</p>}
        {soldOut ? (
          <p className="font-semibold">Agotado</p>
        ) : (
          <>
            <fieldset aria-describedby={sizeError ? 'talla-error' : undefined}>
              <legend className="mb-2 text-sm font-semibold">Elige tu talla</legend>
              <div className="flex flex-wrap gap-2">
                {p.sizes.map((s) => (
                  <label
                    key={s.sku}
                    className="inline-flex min-h-11 min-w-14 cursor-pointer items-center justify-center rounded-md border border-neutral-500 px-3 text-sm has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:font-bold has-focus-visible:outline-3 has-focus-visible:outline-brand-700 has-disabled:cursor-not-allowed has-disabled:border-neutral-300 has-disabled:text-neutral-600 has-disabled:line-through"
                  >
                    <input
                      type="radio"
                      name="talla"
                      value={s.sku}
                      className="sr-only"
                      disabled={!s.available}
                      checked={sku === s.sku}
                      onChange={() => {
                        setSku(s.sku);
                        setSizeError(false);
                        setAdded(false);
                      }}
                    />
                    {s.size_label}
                    {!s.available && <span className="sr-only"> (agotada)</span>}
                  </label>
                ))}
              </div>
              {sizeError && (
                <p id="talla-error" role="alert" className="mt-2 text-sm text-red-700">
                  Elige tu talla
                </p>
              )}
            </fieldset>
            <button type="button" className={buttonClass} onClick={add}>
              Agregar a mi bolsa
            </button>
          </>
        )}
        <div role="status" className="min-h-11">
          {added && (
            <p className="flex flex-wrap items-center gap-3">
              <span className="font-semibold text-emerald-800">Agregado a tu bolsa.</span>
              <ViewLink to={{ name: 'bag' }} go={go} className="min-h-11 py-2 font-semibold underline">
                Ver mi bolsa
              </ViewLink>
            </p>
          )}
        </div>
      </div>
    </article>
  );
}

function Bag({
  store,
  lines,
  setLines,
  go,
  onSent,
}: {
  store: PublicStore;
  lines: BagLine[];
  setLines: (f: (l: BagLine[]) => BagLine[]) => void;
  go: (v: View) => void;
  onSent: (o: PublicStoreOrderResponse) => void;
}) {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string>();
  const [payment, setPayment] = useState<'cash' | 'installments'>('cash');
  const [phoneError, setPhoneError] = useState<string>();
  const total = lines.reduce((s, l) => s + l.price * l.qty, 0);
  const setQty = (sku: string, qty: number) =>
    setLines((b) =>
      b.map((l) => (l.sku === sku ? { ...l, qty: Math.max(1, Math.min(PUBLIC_ORDER_LIMITS.unitsPerLine, qty)) } : l)),
    );

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const text = (k: string) => {
      const v = data.get(k);
      return typeof v === 'string' ? v.trim() : '';
    };
    const phone = readPhone(text('phone'));
    setPhoneError('issue' in phone ? messages.phone[phone.issue] : undefined);
    if (!text('first_name') || !text('last_name')) return setError('Escribe tu nombre y apellido.');
    if ('issue' in phone) {
      setError(undefined);
      return document.getElementById('pedido-phone')?.focus();
    }
    setError(undefined);
    setSending(true);
    try {
      const email = text('email');
      onSent(
        await sendOrder(store.store_id, {
          first_name: text('first_name'),
          last_name: text('last_name'),
          phone: phone.phone,
          ...(email ? { email } : {}),
          payment_option: payment,
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
    <section aria-labelledby="bolsa" className="rounded-xl border border-neutral-200 bg-white p-4">
      <h1 id="bolsa" className="mb-3 text-xl font-bold">
        Mi bolsa ({lines.reduce((s, l) => s + l.qty, 0)})
      </h1>
      {lines.length === 0 ? (
        <p className="text-muted">
          Tu bolsa está vacía.{' '}
          <ViewLink to={{ name: 'home', q: '', page: 1 }} go={go} className="underline">
            Agrega productos del catálogo.
          </ViewLink>
        </p>
      ) : (
        <>
          <ul className="mb-4 divide-y divide-neutral-200">
            {lines.map((l) => (
              <li key={l.sku} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="text-sm">
                  {l.product_id ? (
                    <ViewLink
                      to={{ name: 'product', productId: l.product_id }}
                      go={go}
                      className="font-semibold underline"
                    >
                      {l.name}
                    </ViewLink>
                  ) : (
                    <span className="font-semibold">{l.name}</span>
                  )}
                  , talla {l.size} · {formatMoney(l.price)} c/u
                </span>
                <span className="flex items-center gap-1">
                  <button
                    type="button"
                    className="size-11 rounded-md border border-neutral-500 text-lg disabled:opacity-50"
                    disabled={l.qty <= 1}
                    onClick={() => setQty(l.sku, l.qty - 1)}
                    aria-label={`Una pieza menos de ${l.name}`}
                  >
                    −
                  </button>
                  <span className="w-8 text-center" aria-label={`${l.qty} piezas`}>
                    {l.qty}
                  </span>
                  <button
                    type="button"
                    className="size-11 rounded-md border border-neutral-500 text-lg disabled:opacity-50"
                    disabled={l.qty >= PUBLIC_ORDER_LIMITS.unitsPerLine}
                    onClick={() => setQty(l.sku, l.qty + 1)}
                    aria-label={`Una pieza más de ${l.name}`}
                  >
                    +
                  </button>
                  <span className="ml-2 w-24 text-right font-semibold">{formatMoney(l.price * l.qty)}</span>
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
          <p className="mb-4 text-right font-bold">
            {m.publicStore.plan.cashTotal}: {formatMoney(total)}
          </p>
          <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-3 md:grid-cols-2">
            <Field name="first_name" label="Nombre" autoComplete="given-name" />
            <Field name="last_name" label="Apellido" autoComplete="family-name" />
            <PhoneField id="pedido-phone" name="phone" label="Celular" required error={phoneError} />
            <Field name="email" label="Email (opcional)" autoComplete="email" type="email" optional />
            <fieldset className="md:col-span-2">
              <legend className="mb-1 text-sm font-medium">Forma de pago</legend>
              <label className="mr-6 inline-flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name="payment_option"
                  value="cash"
                  checked={payment === 'cash'}
                  onChange={() => setPayment('cash')}
                />{' '}
                Contado
              </label>
              <label className="inline-flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name="payment_option"
                  value="installments"
                  checked={payment === 'installments'}
                  onChange={() => setPayment('installments')}
                />{' '}
                Pagos semanales ({store.installment_weeks} semanas)
              </label>
            </fieldset>
            {payment === 'installments' && <WeeklyPlan store={store} cashTotal={total} />}
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

/**
 * The weekly plan of the bag before sending (decision 0725): the enganche, the weekly payments and the total with the
 * installment charge, by her store's terms, as the order will be planned (@shop/domain/customer-orders).
 */
function WeeklyPlan({ store, cashTotal }: { store: PublicStore; cashTotal: number }) {
  const terms = installmentTerms(cashTotal, {
    installmentPercentage: store.installment_percentage,
    installmentWeeks: store.installment_weeks,
    downpaymentPercentage: store.downpayment_percentage,
    downpayment: store.downpayment,
  });
  const last = terms.grandTotal - terms.downpayment - terms.weeklyPayments * (terms.installmentWeeks - 1);
  const p = m.publicStore.plan;
  return (
    <section aria-labelledby="plan-semanal" className="rounded-lg bg-brand-50 p-3 text-sm md:col-span-2">
      <h2 id="plan-semanal" className="mb-2 font-bold">
        {p.title}
      </h2>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        <dt>{p.downpayment}</dt>
        <dd className="text-right font-semibold">{formatMoney(terms.downpayment)}</dd>
        <dt>
          {p.weekly(terms.installmentWeeks, formatMoney(terms.weeklyPayments))}
          {last !== terms.weeklyPayments ? ` ${p.lastDiffers(formatMoney(last))}` : ''}
        </dt>
        <dd className="text-right font-semibold">{formatMoney(terms.grandTotal - terms.downpayment)}</dd>
        <dt>{p.charge(store.installment_percentage)}</dt>
        <dd className="text-right">{formatMoney(terms.grandTotal - cashTotal)}</dd>
        <dt className="font-bold">{p.total}</dt>
        <dd className="text-right font-bold">{formatMoney(terms.grandTotal)}</dd>
      </dl>
    </section>
  );
}

function Confirmation({ sent: { order, lines }, onContinue }: { sent: Sent; onContinue: () => void }) {
  const total = order.installment_grand_total ?? order.grand_total;
  const statusHref = `${window.location.origin}${window.location.pathname}?pedido=${encodeURIComponent(order.status_token)}`;
  const next = m.publicStore.next;
  return (
    <section className="rounded-xl border-2 border-brand-600 bg-brand-50 p-6 text-center">
      <ViewHeading className="mb-2 text-2xl font-bold">¡Pedido enviado!</ViewHeading>
      <p className="mb-1">
        Tu número de pedido es <strong data-testid="ticket">#{order.ticket}</strong>
      </p>
      <ul className="mx-auto my-3 max-w-md text-left text-sm" aria-label="Productos del pedido">
        {lines.map((l) => (
          <li key={l.sku} className="flex justify-between gap-3 border-b border-brand-100 py-1">
            <span>
              {l.name}, talla {l.size} × {l.qty}
            </span>
            <span>{formatMoney(l.price * l.qty)}</span>
          </li>
        ))}
      </ul>
      <p className="mb-4">
        {order.payment_option === 'installments' ? 'Total en pagos semanales' : 'Total de contado'}:{' '}
        <strong>{formatMoney(total)}</strong>
      </p>
      <div className="mx-auto mb-4 max-w-md rounded-lg bg-white p-3 text-left text-sm">
        <h2 className="mb-1 font-bold">{next.title}</h2>
        <p className="mb-2">{next.body}</p>
        <p className="mb-1">{next.keepLink}</p>
        <a href={statusHref} className="font-semibold break-all text-brand-700 underline">
          {next.statusLink}
        </a>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        {order.whatsapp_phone && (
          <a
            href={whatsappLink(
              order.whatsapp_phone,
              `Hola, te envié el pedido #${order.ticket} desde tu tienda Price Shoes`,
            )}
            className={whatsappClass}
            target="_blank"
            rel="noopener noreferrer"
          >
            {next.notify}
          </a>
        )}
        <button type="button" className={secondaryClass} onClick={onContinue}>
          Seguir comprando
        </button>
      </div>
    </section>
  );
}

/** The page a client reopens to see her order's status (`?pedido={token}`; decision 0725). */
function OrderStatusView({ token, go }: { token: string; go: (v: View) => void }) {
  const order = useOrderStatus(token);
  const t = m.publicStore.status;
  if (order.isPending) return <p className="p-6 text-center">Cargando tu pedido…</p>;
  if (order.isError)
    return (
      <section className="rounded-xl border border-neutral-200 bg-white p-6 text-center">
        <ViewHeading className="mb-2 text-xl font-bold">{t.notFound}</ViewHeading>
        <ViewLink to={{ name: 'home', q: '', page: 1 }} go={go} className={secondaryClass}>
          {t.backToStore}
        </ViewLink>
      </section>
    );
  const o = order.data;
  const total = o.payment_option === 'installments' ? o.installment_grand_total : o.grand_total;
  return (
    <section className="rounded-xl border border-neutral-200 bg-white p-6">
      <ViewHeading className="mb-2 text-xl font-bold">
        {t.title}
        {o.ticket ? ` #${o.ticket}` : ''}
      </ViewHeading>
      <p role="status" className="mb-3 text-lg font-semibold">
        {t[o.status]}
      </p>
      {total !== null && (
        <p className="mb-4">
          {o.payment_option === 'installments' ? m.publicStore.plan.total : m.publicStore.plan.cashTotal}:{' '}
          <strong>{formatMoney(total)}</strong>
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        {o.whatsapp_phone && (
          <a
            href={whatsappLink(o.whatsapp_phone, `Hola, te escribo por mi pedido${o.ticket ? ` #${o.ticket}` : ''}`)}
            className={whatsappClass}
            target="_blank"
            rel="noopener noreferrer"
          >
            {m.publicStore.next.notify}
          </a>
        )}
        <ViewLink to={{ name: 'home', q: '', page: 1 }} go={go} className={secondaryClass}>
          {t.backToStore}
        </ViewLink>
      </div>
    </section>
  );
}

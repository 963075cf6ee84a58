import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { AppLink, useAppNavigate } from '../lib/app-link';
import { useMe } from '../lib/me';
import { paths } from '../lib/paths';
import { pageLocation } from '../lib/location';
import { useBagCount } from '../features/shop/api/get-bag';

const SEARCH_ID = 'buscar-catalogo';

/** The one site header (issue 15 point 8): logo, catalogue search, bag with its count, account. */
export function SiteHeader() {
  const me = useMe();
  const bagCount = useBagCount(Boolean(me.data));
  const count = bagCount.data ?? 0;
  const navigate = useAppNavigate();
  // The server's search box (decision 0790) is on screen before the code: what she typed there, and her focus,
  // carry over when React hydrates it. Else the search's text when the header first shows (a search page's `q`): it
  // mounts once, with the first page.
  const [painted] = useState(() => {
    if (typeof document === 'undefined') return null;
    const input = document.getElementById(SEARCH_ID);
    return input instanceof HTMLInputElement ? { focused: document.activeElement === input, value: input.value } : null;
  });
  const [q, setQ] = useState(() => painted?.value || new URLSearchParams(pageLocation().search).get('q') || '');
  const inputRef = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (painted?.focused) inputRef.current?.focus();
  }, [painted]);
  const search = (event: FormEvent) => {
    event.preventDefault();
    const text = q.trim();
    if (text) navigate(`${paths.search}?q=${encodeURIComponent(text)}`);
  };
  return (
    <header className="bg-brand-700 text-white">
      <div className="mx-auto grid max-w-6xl grid-cols-[1fr_auto] items-center gap-x-2 gap-y-2 px-4 py-3 md:grid-cols-[auto_1fr_auto] md:gap-x-6">
        <AppLink to={paths.home} className="text-xl font-black tracking-tight">
          Price Shoes
        </AppLink>
        <form
          role="search"
          // Before the code has hydrated the server's header (decision 0790), the browser sends the search itself.
          action={paths.search}
          onSubmit={search}
          className="col-span-2 row-start-2 flex md:col-span-1 md:col-start-2 md:row-start-1 md:max-w-xl"
        >
          <label htmlFor={SEARCH_ID} className="sr-only">
            Buscar en el catálogo
          </label>
          <div className="relative w-full">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-neutral-600"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <circle cx="11" cy="11" r="7" />
              <path d="m20 20-3.5-3.5" />
            </svg>
            {/* Enter (the phone keyboard's search key) submits: no extra button named like the pages' own 'Buscar'. */}
            <input
              ref={inputRef}
              id={SEARCH_ID}
              name="q"
              type="search"
              enterKeyHint="search"
              value={q}
              onChange={(e) => setQ(e.target.value)}
              maxLength={60}
              placeholder="Zapatos, bolsas, ropa…"
              className="min-h-11 w-full min-w-0 rounded-md border-0 bg-white pr-3 pl-10 text-base text-ink placeholder:text-neutral-600"
            />
          </div>
        </form>
        <nav aria-label="Principal" className="flex items-center gap-1">
          <AppLink
            to={paths.bag}
            aria-describedby="bolsa-cuenta"
            className="relative inline-flex min-h-11 items-center gap-1 rounded-md px-2 text-sm font-semibold hover:bg-brand-800"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M5 8h14l-1 12H6z" />
              <path d="M9 8V6a3 3 0 0 1 6 0v2" />
            </svg>
            <span className="sr-only sm:not-sr-only">Mi bolsa</span>
            {/* Always the same box, so the header does not move when the count arrives. */}
            <span
              id="bolsa-cuenta"
              data-bag-count={count}
              className={`inline-flex h-5 min-w-5 items-center justify-center rounded-full px-1 text-xs font-bold ${
                count > 0 ? 'bg-white text-brand-700' : 'invisible'
              }`}
            >
              <span aria-hidden="true">{count}</span>
              <span className="sr-only">{count === 1 ? '1 producto' : `${count} productos`}</span>
            </span>
          </AppLink>
          <AppLink
            to={paths.account}
            className="inline-flex min-h-11 items-center rounded-md px-2 text-sm font-semibold whitespace-nowrap hover:bg-brand-800"
          >
            Mi cuenta
          </AppLink>
        </nav>
      </div>
    </header>
  );
}

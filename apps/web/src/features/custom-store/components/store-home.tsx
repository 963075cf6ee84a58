import { useState } from 'react';
import { Link } from 'react-router';
import { customStoresMessages as m, publicStorePath } from '@shop/contracts/custom-stores-messages';
import { PageTitle } from '../../../components/ui/page-title';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/spinner';
import { QueryError } from '../../../components/ui/query-error';
import { errorMessage } from '../../../lib/error-message';
import { paths } from '../../../lib/paths';
import { MOBILE_QUERY } from '../../../lib/use-media-query';
import { useActivateStore } from '../api/activate-store';
import { useLandingTexts } from '../api/get-landing-texts';
import { useMyStoreId } from '../api/get-my-store-id';
import { QrCode } from './qr-code';
import { ShareDialog } from './share-dialog';
import { pageLocation } from '../../../lib/location';

const tileClass =
  'flex min-h-24 flex-col justify-center rounded-xl border border-neutral-200 bg-white p-5 font-bold hover:border-brand-600';

/** Mi tienda personalizada: her link, its QR code, sharing and the tiles; the landing and activation without a store. */
export function StoreHome({ customerId }: { customerId: string }) {
  const id = useMyStoreId(customerId);
  if (id.isPending) return <Skeleton className="h-64" />;
  if (id.isError) return <QueryError error={id.error} onRetry={id.refetch} />;
  return id.data.store_id ? <StoreLink storeId={id.data.store_id} /> : <Activation customerId={customerId} />;
}

function StoreLink({ storeId }: { storeId: string }) {
  const link = `${pageLocation().origin}${publicStorePath(storeId)}`;
  const [open, setOpen] = useState(false);
  async function share() {
    // The screen when she shares, not a hook: `useMediaQuery` re-rendered this page in one task after the hydration
    // on every phone (the server's render cannot know the screen; issue 31 point 4).
    if (window.matchMedia(MOBILE_QUERY).matches && typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: m.title, url: link });
        return;
      } catch (e) {
        // A cancelled share does nothing; any other failure falls back to the modal.
        if (e instanceof DOMException && e.name === 'AbortError') return;
      }
    }
    setOpen(true);
  }
  return (
    <section>
      <PageTitle>{m.title}</PageTitle>
      <div className="flex flex-col items-center gap-6 rounded-xl border border-neutral-200 bg-white p-6 md:flex-row md:items-start">
        <QrCode value={link} label={`Código QR de ${link}`} />
        <div className="min-w-0 flex-1 space-y-4">
          <p className="text-sm text-muted">Tu tienda está en:</p>
          <a href={link} className="block font-semibold break-all text-brand-700 underline" data-testid="store-link">
            {link}
          </a>
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => void share()}>{m.shareLink}</Button>
            <Link
              to={paths.customStoreLanding}
              className="inline-flex min-h-11 items-center rounded-md border border-brand-700 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              {m.learnMore}
            </Link>
          </div>
        </div>
      </div>
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        <li>
          <Link to={paths.customerOrders} className={tileClass}>
            {m.tiles.orders}
          </Link>
        </li>
        <li>
          <Link to={paths.customStoreEdit} className={tileClass}>
            {m.tiles.edit}
          </Link>
        </li>
        <li>
          <button
            type="button"
            disabled
            className={`${tileClass} w-full cursor-not-allowed text-left text-neutral-600`}
          >
            {m.tiles.coupons}
            <span className="mt-1 text-sm font-normal">{m.tiles.comingSoon}</span>
          </button>
        </li>
      </ul>
      <ShareDialog link={link} open={open} onOpenChange={setOpen} />
    </section>
  );
}

function Activation({ customerId }: { customerId: string }) {
  const texts = useLandingTexts();
  const activate = useActivateStore(customerId);
  if (texts.isPending) return <Skeleton className="h-64" />;
  if (texts.isError) return <QueryError error={texts.error} onRetry={texts.refetch} />;
  const t = texts.data;
  return (
    <section className="space-y-6">
      <PageTitle>{m.title}</PageTitle>
      <div className="rounded-2xl bg-brand-700 px-6 py-8 text-white">
        <h2 className="mb-2 text-2xl font-black">{t.hero.title}</h2>
        <p>{t.hero.subtitle}</p>
      </div>
      <div>
        <h2 className="mb-3 text-xl font-bold">{t.benefits.title}</h2>
        <ul className="grid list-disc gap-2 pl-5 md:grid-cols-2">
          {t.benefits.items.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      </div>
      <div className="rounded-xl border-2 border-brand-600 bg-brand-50 p-6">
        <h2 className="mb-2 text-xl font-bold">{t.activation.title}</h2>
        <p className="mb-4">{t.activation.text}</p>
        <Button busy={activate.isPending} onClick={() => activate.mutate()}>
          {t.activation.cta_activate}
        </Button>
        {activate.isError && (
          <p role="alert" className="mt-3 text-red-700">
            {errorMessage(activate.error)}
          </p>
        )}
      </div>
    </section>
  );
}

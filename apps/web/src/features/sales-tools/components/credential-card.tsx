import { salesToolsMessages } from '@shop/contracts/sales-tools-messages';
import { PhoneLink } from '../../../components/ui/phone-link';
import { PageTitle } from '../../../components/ui/page-title';
import { QueryError } from '../../../components/ui/query-error';
import { Alert } from '../../../components/ui/alert';
import { Skeleton } from '../../../components/ui/spinner';
import { useIsMobile } from '../../../lib/use-media-query';
import { credentialFiles, useCredential } from '../api/get-credential';

const m = salesToolsMessages.credential;

/** Mi credencial (reseller-area.md §2): the card a store scanner reads, a QR on mobile, a PDF to keep. */
export function CredentialCard() {
  const credential = useCredential();
  const isMobile = useIsMobile();
  return (
    <section>
      <PageTitle>{m.title}</PageTitle>
      {credential.isPending ? (
        <Skeleton className="h-56 max-w-md" />
      ) : credential.isError ? (
        <QueryError error={credential.error} onRetry={credential.refetch} />
      ) : (
        <div className="flex max-w-md flex-col gap-4">
          {credential.data.expired && credential.data.valid_until && (
            <Alert tone="error">{m.expired(credential.data.valid_until)}</Alert>
          )}
          <article
            aria-label={m.title}
            className="overflow-hidden rounded-xl border border-neutral-200 bg-white shadow-sm"
            data-testid="credential"
          >
            <div className="flex items-center justify-between bg-brand-700 px-4 py-2 text-white">
              <span className="font-bold">Price Shoes</span>
              <span className="text-xs">{m.title}</span>
            </div>
            <div className="flex flex-col gap-1 px-4 pt-3">
              <p className="text-lg font-bold tracking-wide" data-testid="credential-name">
                {credential.data.name}
              </p>
              <p className="text-sm font-semibold">{m.member(credential.data.member_number)}</p>
              <p className={credential.data.expired ? 'text-sm font-semibold text-red-700' : 'text-sm'}>
                {credential.data.employee ? m.employee : m.validUntil(credential.data.valid_until ?? '—')}
              </p>
            </div>
            <div className="px-4 py-3">
              <img
                src={credentialFiles.barcode}
                alt={m.barcodeAlt(credential.data.member_number)}
                className="mx-auto h-24 w-full object-contain"
              />
            </div>
            {isMobile && (
              <figure className="flex flex-col items-center gap-1 px-4 pb-3">
                <img
                  src={credentialFiles.qr}
                  alt={m.qrAlt(credential.data.member_number)}
                  className="size-40"
                  data-testid="credential-qr"
                />
                <figcaption className="text-xs text-muted">{m.qrHint}</figcaption>
              </figure>
            )}
            <div className="border-t border-neutral-200 px-4 py-2 text-xs text-muted">
              <p>
                {m.phoneLabel}{' '}
                <PhoneLink
                  phone={credential.data.phone}
                  className="font-semibold whitespace-nowrap text-ink underline"
                />
              </p>
              <p>
                {m.notCreditCard} {m.nonTransferable}
              </p>
            </div>
          </article>
          <a
            href={credentialFiles.pdf}
            download
            className="inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {m.download}
          </a>
        </div>
      )}
    </section>
  );
}

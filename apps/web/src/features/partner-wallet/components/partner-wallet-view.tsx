import { useState } from 'react';
import { Link } from 'react-router';
import { isMember } from '@shop/contracts/profile-helpers';
import { paths } from '../../../lib/paths';
import { PageTitle } from '../../../components/ui/page-title';
import { Skeleton } from '../../../components/ui/spinner';
import { useProfile } from '../../../lib/use-profile';
import { useFeatureFlags } from '../../../lib/feature-flags';
import { QueryError } from '../../../components/ui/query-error';
import { pageLocation } from '../../../lib/location';

/** The partner's page with the member number in its id query (reseller-area §1, §7). */
export function partnerWalletSrc(base: string, memberNumber: string, origin: string): string {
  const url = new URL(base, origin);
  url.searchParams.set('id', memberNumber);
  return url.toString();
}

/**
 * The embedded partner wallet page (menu item 'Adidas', /mi-cuenta/adidas): the partner's site in a frame,
 * carrying the member number. Its address comes from the shop's configuration (the built-in sandbox here).
 */
export function PartnerWalletView() {
  const profile = useProfile();
  const flags = useFeatureFlags();
  const [loaded, setLoaded] = useState(false);
  return (
    <section>
      <PageTitle>Adidas</PageTitle>
      {!isMember(profile) ? (
        // The wallet is keyed by the member number: a customer who is not a member has none to show.
        <div className="rounded-lg border border-neutral-200 bg-white p-6">
          <p className="mb-4 text-sm">
            El monedero Adidas guarda las recompensas de las socias y los socios de Price Shoes. Afíliate para empezar a
            usarlo.
          </p>
          <Link
            to={paths.becomeMember}
            className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
          >
            Conviértete en socia
          </Link>
        </div>
      ) : flags.isError ? (
        <QueryError error={flags.error} onRetry={flags.refetch} />
      ) : flags.isPending ? (
        <Skeleton className="h-[28rem]" />
      ) : (
        <div className="relative">
          {!loaded && (
            <div className="absolute inset-0" aria-hidden="true">
              <Skeleton className="h-full" />
            </div>
          )}
          <iframe
            title="Monedero de socios Adidas"
            src={partnerWalletSrc(flags.data.partner_wallet_url, profile.username, pageLocation().origin)}
            referrerPolicy="no-referrer"
            onLoad={() => setLoaded(true)}
            className="block h-[70vh] min-h-[28rem] w-full rounded-lg border border-neutral-200 bg-white"
          />
        </div>
      )}
    </section>
  );
}

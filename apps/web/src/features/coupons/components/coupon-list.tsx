import { toast } from '../../../lib/toast';
import { attribute } from '@shop/contracts/profile-helpers';
import type { CouponsResponse } from '@shop/contracts/coupons';
import { couponMessages } from '@shop/contracts/coupon-messages';
import { PageTitle } from '../../../components/ui/page-title';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/spinner';
import { useProfile } from '../../../lib/use-profile';
import { useCoupons } from '../api/get-coupons';
import { QueryError } from '../../../components/ui/query-error';

async function copy(code: string) {
  try {
    await navigator.clipboard.writeText(code);
    toast.success(couponMessages.copied);
  } catch {
    // Spec (reseller-area §8): a copy failure shows its message styled as success.
    toast.success(`No pudimos copiar el cupón; anótalo: ${code}`);
  }
}

/** Mis cupones: coupon cards with copy, the how-to, and the empty text. */
export function CouponList() {
  const profile = useProfile();
  const coupons = useCoupons(attribute(profile, 'customer_id') ?? '');
  return (
    <section>
      <PageTitle>Mis cupones</PageTitle>
      {coupons.isPending ? (
        <Skeleton className="h-32" />
      ) : coupons.isError ? (
        <QueryError error={coupons.error} onRetry={coupons.refetch} />
      ) : coupons.data.coupons.length === 0 ? (
        <p className="rounded-lg border border-neutral-200 bg-white p-6 text-center text-muted">
          {couponMessages.empty}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {coupons.data.coupons.map((c) => (
            <CouponCard key={c.code} coupon={c} />
          ))}
        </ul>
      )}
      <HowTo />
    </section>
  );
}

function CouponCard({ coupon }: { coupon: CouponsResponse['coupons'][number] }) {
  return (
    <li className="flex flex-col gap-2 rounded-lg border-2 border-dashed border-brand-600 bg-white p-4">
      <h2 className="font-bold">{coupon.rule_name}</h2>
      <p className="text-sm text-muted">{coupon.rule_description}</p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <code className="rounded bg-brand-50 px-3 py-1 text-lg font-bold tracking-wider text-brand-800">
          {coupon.code}
        </code>
        <Button variant="secondary" onClick={() => void copy(coupon.code)} aria-label={`Copiar cupón ${coupon.code}`}>
          Copiar
        </Button>
      </div>
      <p className="text-xs text-muted">Vence: {coupon.expiration_date}</p>
    </li>
  );
}

function HowTo() {
  return (
    <section aria-labelledby="como-usar" className="mt-8 rounded-lg border border-neutral-200 bg-white p-5">
      <h2 id="como-usar" className="mb-3 font-bold">
        ¿Cómo usar tus cupones?
      </h2>
      {/* Recorded from the shop itself by scripts/record-coupon-howto.mjs (decision 0311); captions in Spanish. */}
      <video
        controls
        preload="none"
        playsInline
        poster="/media/como-usar-tus-cupones.jpg"
        width={1280}
        height={720}
        className="mb-4 aspect-video h-auto w-full rounded-md border border-neutral-200 bg-neutral-100"
        aria-describedby="como-usar-pasos"
      >
        <source src="/media/como-usar-tus-cupones.webm" type="video/webm" />
        <source src="/media/como-usar-tus-cupones.mp4" type="video/mp4" />
        <track kind="captions" src="/media/como-usar-tus-cupones.es.vtt" srcLang="es" label="Español" default />
      </video>
      <ol id="como-usar-pasos" className="list-decimal space-y-1 pl-5 text-sm">
        <li>Copia el código del cupón con el botón «Copiar».</li>
        <li>Agrega tus productos a la bolsa y entra a «Mi bolsa».</li>
        <li>Pega el código en «Cupón de descuento», presiona «Aplicar» y finaliza tu compra antes de que venza.</li>
      </ol>
    </section>
  );
}

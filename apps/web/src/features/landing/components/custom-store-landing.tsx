import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/spinner';
import { accountTabs, paths } from '../../../lib/paths';
import { useLandingTexts } from '../api/get-landing-texts';
import { Carousel } from './carousel';
import { messages } from '@shop/contracts/messages';
import { QueryError } from '../../../components/ui/query-error';

/** 'member' while her store is not known yet: the link leads to her store tab, which activates it if need be. */
export type StoreState = 'visitor' | 'customer' | 'member' | 'member-without-store' | 'member-with-store';

/** /tienda-personalizada: hero, how-to carousel, previews, benefits and activation; texts from the hosted JSON. */
export function CustomStoreLanding({ state }: { state: StoreState }) {
  const texts = useLandingTexts();
  if (texts.isPending) return <Skeleton className="h-64" />;
  if (texts.isError) return <QueryError error={texts.error} onRetry={texts.refetch} message={messages.generic.retry} />;
  const t = texts.data;
  const cta =
    state === 'member-with-store' || state === 'member'
      ? { to: paths.tab(accountTabs.customStore), label: t.activation.cta_existing }
      : state === 'member-without-store'
        ? { to: paths.tab(accountTabs.customStore), label: t.activation.cta_activate }
        : { to: paths.becomeMember, label: t.activation.cta_join };
  // A member who has her store is not told to activate one (decision 0742).
  const hasStore = state === 'member-with-store';
  const activationTitle = hasStore ? (t.activation.existing_title ?? t.activation.title) : t.activation.title;
  const activationText = hasStore ? (t.activation.existing_text ?? t.activation.text) : t.activation.text;
  const button = (
    <Link
      to={cta.to}
      className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
    >
      {cta.label}
    </Link>
  );
  return (
    <div className="space-y-10">
      <section className="rounded-2xl bg-brand-700 px-6 py-10 text-white">
        <h1 className="mb-3 text-3xl font-black tracking-tight md:text-4xl">{t.hero.title}</h1>
        <p className="mb-6 max-w-2xl text-lg">{t.hero.subtitle}</p>
        <Link
          to={cta.to}
          className="inline-flex min-h-11 items-center rounded-md bg-white px-5 font-semibold text-brand-800 hover:bg-brand-50"
        >
          {cta.label}
        </Link>
      </section>
      <section aria-labelledby="como-funciona">
        <h2 id="como-funciona" className="mb-4 text-2xl font-bold">
          {t.howTo.title}
        </h2>
        <Carousel
          label={t.howTo.title}
          slides={t.howTo.slides.map((s) => ({
            key: s.title,
            content: (
              <div>
                <h3 className="mb-1 text-lg font-bold">{s.title}</h3>
                <p>{s.text}</p>
              </div>
            ),
          }))}
        />
      </section>
      <section aria-labelledby="vista-previa">
        <h2 id="vista-previa" className="mb-4 text-2xl font-bold">
          {t.previews.title}
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {t.previews.items.map((p) => (
            <li key={p.title} className="rounded-xl border border-neutral-200 bg-white p-5">
              <h3 className="mb-1 font-bold">{p.title}</h3>
              <p className="text-sm text-muted">{p.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="beneficios-tienda">
        <h2 id="beneficios-tienda" className="mb-4 text-2xl font-bold">
          {t.benefits.title}
        </h2>
        <ul className="grid list-disc gap-2 pl-5 md:grid-cols-2">
          {t.benefits.items.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="activacion" className="rounded-xl border-2 border-brand-600 bg-brand-50 p-6">
        <h2 id="activacion" className="mb-2 text-2xl font-bold">
          {activationTitle}
        </h2>
        <p className="mb-4">{activationText}</p>
        {button}
      </section>
    </div>
  );
}

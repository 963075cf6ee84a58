import { Link } from 'react-router';
import { isMember } from '@shop/contracts/profile-helpers';
import { useMe } from '../../../lib/me';
import { accountTabs, paths } from '../../../lib/paths';

const FIRST_STEPS = [
  {
    title: 'Activa tu tienda personalizada',
    text: 'Compártela con tus clientas por WhatsApp o Facebook.',
    to: paths.customStoreLanding,
  },
  {
    title: 'Elige tu porcentaje de ganancia',
    text: 'Tus precios de venta se calculan solos.',
    to: paths.tab(accountTabs.earnings),
  },
  {
    title: 'Descarga los catálogos',
    text: 'Muéstralos a tus clientas en papel o en tu celular.',
    to: paths.tab(accountTabs.catalogs),
  },
  { title: 'Consulta tu CrediPrice', text: 'Compra ahora y paga en 8 semanas.', to: paths.crediprice },
];

/** /nuevos-socios: the welcome for new members and the way in for customers who are not members yet. */
export function NewMembersWelcome() {
  const me = useMe();
  const member = isMember(me.data);
  return (
    <div className="space-y-8">
      <header className="rounded-2xl bg-brand-700 px-6 py-10 text-white">
        <h1 className="mb-3 text-3xl font-black tracking-tight md:text-4xl">Bienvenida Nuevos Socios</h1>
        <p className="max-w-2xl text-lg">
          {member
            ? `¡Hola, ${me.data!.firstname}! Estos son tus primeros pasos como socia Price Shoes.`
            : 'Descubre cómo vender Price Shoes y ganar desde tu casa.'}
        </p>
      </header>
      <ol className="grid gap-4 md:grid-cols-2">
        {FIRST_STEPS.map((s, i) => (
          <li key={s.title} className="rounded-xl border border-neutral-200 bg-white p-5">
            <p className="text-sm font-semibold text-brand-700">Paso {i + 1}</p>
            <h2 className="mb-1 text-lg font-bold">{s.title}</h2>
            <p className="mb-3 text-sm">{s.text}</p>
            <Link to={s.to} className="text-sm font-semibold text-brand-700 underline">
              {s.title}
            </Link>
          </li>
        ))}
      </ol>
      {!member && (
        <Link
          to={paths.becomeMember}
          className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          Conviértete en socia
        </Link>
      )}
      <p className="text-sm">
        ¿Eres socia seleccionada con afiliación digital?{' '}
        <Link to={paths.rewards} className="font-semibold text-brand-700 underline">
          Conoce los Retos Price Shoes
        </Link>
      </p>
    </div>
  );
}

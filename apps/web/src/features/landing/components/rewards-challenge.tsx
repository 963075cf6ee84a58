import { Carousel } from './carousel';

const STEPS = [
  { title: 'Completa', text: 'Cumple el reto de compra de tu nivel en un solo pedido en línea.' },
  { title: 'Desbloquea', text: 'Al cumplirlo se desbloquea tu premio y el siguiente reto, con 30 días para lograrlo.' },
  { title: 'Aprovecha', text: 'Usa tu descuento en tu siguiente pedido con envío a domicilio.' },
];

const PRIZES = [
  [
    { title: 'Reto 1: compra de $1,500', text: '10% de descuento en tu siguiente pedido con envío a domicilio.' },
    { title: 'Reto 2: compra de $2,500', text: '15% de descuento en tu siguiente pedido con envío a domicilio.' },
    { title: 'Reto 3: compra de $3,500', text: '20% de descuento y envío gratis en tu siguiente pedido.' },
  ],
  [
    { title: 'Tenis y calzado deportivo', text: 'Aplica tu descuento en las marcas deportivas participantes.' },
    { title: 'Ropa y accesorios', text: 'Bolsas, chamarras y accesorios de temporada.' },
    { title: 'Calzado de dama y caballero', text: 'Botas, zapatillas, mocasines y más.' },
  ],
];

const TESTIMONIALS = [
  {
    name: 'Verónica, Puebla',
    text: 'Completé los tres retos en dos meses y con los descuentos surtí los pedidos de mis clientas.',
  },
  { name: 'Rocío, Monterrey', text: 'El envío gratis del tercer reto me ayudó a entregar más rápido.' },
  { name: 'Martha, Guadalajara', text: 'Me gustó que cada reto me daba 30 días; pude organizar mis pedidos.' },
];

/** The three-challenge rewards page (customer-account.md §2, §9); for selected members with digital affiliation. */
export function RewardsChallenge() {
  return (
    <div className="space-y-10">
      <section className="rounded-2xl bg-brand-700 px-6 py-10 text-white">
        <h1 className="mb-3 text-3xl font-black tracking-tight md:text-4xl">
          Retos Price Shoes: compra, desbloquea y gana
        </h1>
        <p className="max-w-2xl text-lg">
          Tres retos con premios cada vez mayores para socias seleccionadas con afiliación digital.
        </p>
      </section>
      <section aria-labelledby="tres-pasos">
        <h2 id="tres-pasos" className="mb-4 text-2xl font-bold">
          Tres pasos
        </h2>
        <ol className="grid gap-4 md:grid-cols-3">
          {STEPS.map((s, i) => (
            <li key={s.title} className="rounded-xl border border-neutral-200 bg-white p-5">
              <p className="text-sm font-semibold text-brand-700">Paso {i + 1}</p>
              <h3 className="mb-1 text-xl font-bold">{s.title}</h3>
              <p className="text-sm">{s.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="premios" className="space-y-4">
        <h2 id="premios" className="text-2xl font-bold">
          Premios
        </h2>
        {PRIZES.map((group, g) => (
          <Carousel
            key={g}
            label={g === 0 ? 'Premios por reto' : 'Dónde usar tus premios'}
            slides={group.map((p) => ({
              key: p.title,
              content: (
                <div>
                  <h3 className="mb-1 text-lg font-bold">{p.title}</h3>
                  <p>{p.text}</p>
                </div>
              ),
            }))}
          />
        ))}
      </section>
      <section aria-labelledby="testimonios">
        <h2 id="testimonios" className="mb-4 text-2xl font-bold">
          Testimonios
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {TESTIMONIALS.map((t) => (
            <li key={t.name} className="rounded-xl border border-neutral-200 bg-white p-5">
              <blockquote className="mb-2 italic">“{t.text}”</blockquote>
              <p className="text-sm font-semibold">{t.name}</p>
            </li>
          ))}
        </ul>
      </section>
      <details className="rounded-xl border border-neutral-200 bg-white p-5">
        <summary className="cursor-pointer text-lg font-bold">Términos y condiciones</summary>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
          <li>El programa aplica solo para socias y socios seleccionados con afiliación digital.</li>
          <li>Son 3 retos. El primero inicia al recibir la invitación.</li>
          <li>
            Tienes 30 días para cumplir el segundo y el tercer reto; cada plazo empieza cuando cumples el reto anterior.
          </li>
          <li>El monto que cuenta es el de un solo pedido, después de descuentos y sin incluir el envío.</li>
          <li>El descuento del premio es válido solo en pedidos con envío a domicilio.</li>
        </ul>
      </details>
    </div>
  );
}

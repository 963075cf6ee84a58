import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { isMember } from '@shop/contracts/profile-helpers';
import { membershipMessages } from '@shop/contracts/membership-messages';
import { useMe } from '../../../lib/me';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/spinner';
import { paths } from '../../../lib/paths';
import { storeMemberRole } from '../../../lib/member-role';
import { useJoinMembership } from '../api/join-membership';
import { errorMessage } from '../../../lib/error-message';

const BENEFITS = [
  'Tu tienda personalizada para vender en línea, sin inventario.',
  'Precio de socia en calzado, ropa y accesorios: tú eliges tu ganancia.',
  'CrediPrice: línea de crédito de hasta $15,000 pesos para tus compras.',
  'Catálogos, lista de precios y credencial de socia.',
];

/** /conviertete-en-socia: what a socia gets, and the affiliation for a signed-in customer. */
export function BecomeMember() {
  const me = useMe();
  const join = useJoinMembership();
  const navigate = useNavigate();
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string | null>(null);

  return (
    <div className="space-y-8">
      <header className="rounded-2xl bg-brand-700 px-6 py-10 text-white">
        <h1 className="mb-3 text-3xl font-black tracking-tight md:text-4xl">Conviértete en socia</h1>
        <p className="max-w-2xl text-lg">
          Vende Price Shoes desde tu celular, gana en cada venta y compra con precio de socia.
        </p>
      </header>
      <section aria-labelledby="beneficios-socia" className="rounded-xl border border-neutral-200 bg-white p-5">
        <h2 id="beneficios-socia" className="mb-3 text-xl font-bold">
          Lo que obtienes
        </h2>
        <ul className="list-disc space-y-1 pl-5">
          {BENEFITS.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="afiliate" className="rounded-xl border-2 border-brand-600 bg-white p-5">
        <h2 id="afiliate" className="mb-3 text-xl font-bold">
          Afíliate como soci@
        </h2>
        {me.isPending ? (
          <Skeleton className="h-20" />
        ) : !me.data ? (
          <p>
            <Link to={paths.home} className="font-semibold text-brand-700 underline">
              Inicia sesión o crea tu cuenta
            </Link>{' '}
            para afiliarte.
          </p>
        ) : isMember(me.data) ? (
          <Alert tone="success">
            {membershipMessages.alreadyMember}{' '}
            <Link to={paths.newMembers} className="font-semibold underline">
              Ver cómo empezar
            </Link>
          </Alert>
        ) : (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              if (!accepted) return setError(membershipMessages.terms);
              setError(null);
              join.mutate(undefined, {
                onSuccess: (profile) => {
                  storeMemberRole(profile.role);
                  toast.success(membershipMessages.welcome);
                  void navigate(paths.newMembers);
                },
                onError: (err) => setError(errorMessage(err)),
              });
            }}
            className="space-y-4"
          >
            <label className="flex min-h-11 items-start gap-3">
              <input
                type="checkbox"
                checked={accepted}
                onChange={(e) => setAccepted(e.target.checked)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'afiliacion-error' : undefined}
                className="mt-1 size-5 accent-brand-700"
              />
              <span>
                Acepto los términos y condiciones del programa de socias Price Shoes y el aviso de privacidad.
              </span>
            </label>
            {error && (
              <p id="afiliacion-error" role="alert" className="text-sm text-red-700">
                {error}
              </p>
            )}
            <Button type="submit" busy={join.isPending}>
              Afiliarme ahora
            </Button>
          </form>
        )}
      </section>
    </div>
  );
}

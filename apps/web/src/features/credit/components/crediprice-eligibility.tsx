import { useState } from 'react';
import { Link } from 'react-router';
import { attribute } from '@shop/contracts/profile-helpers';
import { creditTexts } from '@shop/contracts/credit-texts';
import { creditStatus } from '@shop/domain/credit';
import { useMe } from '../../../lib/me';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/spinner';
import { formatMoney } from '@shop/domain/money';
import { paths } from '../../../lib/paths';
import { useEligibility } from '../api/get-eligibility';
import { creditHomeHref } from '../credit-links';
import { ApplicationForm } from './application-form';
import { QueryError } from '../../../components/ui/query-error';

/** /crediprice: who can apply (four outcomes, docs/decisions/0302-eligibility-codes.md), requirements and benefits. */
export function CrediPriceEligibility({ titled = true }: { titled?: boolean }) {
  const me = useMe();
  const customerId = me.data ? attribute(me.data, 'customer_id') : undefined;
  const eligibility = useEligibility(customerId);
  const [applying, setApplying] = useState(false);

  return (
    <div className="space-y-8">
      {titled ? (
        <header>
          <h1 tabIndex={-1} data-page-title className="mb-2 text-3xl font-black tracking-tight outline-none">
            CrediPrice
          </h1>
          <p className="text-muted">El crédito de Price Shoes para tus compras en tienda y en línea.</p>
        </header>
      ) : (
        <p className="text-muted">El crédito de Price Shoes para tus compras en tienda y en línea.</p>
      )}
      <section aria-label="Tu disponibilidad">
        {me.isPending ? (
          <Skeleton className="h-24" />
        ) : !me.data ? (
          <Alert tone="info">
            <Link to={paths.home} className="font-semibold underline">
              Inicia sesión
            </Link>{' '}
            para consultar si tienes CrediPrice disponible.
          </Alert>
        ) : eligibility.isPending ? (
          <Skeleton className="h-24" />
        ) : eligibility.isError ? (
          <QueryError error={eligibility.error} onRetry={eligibility.refetch} />
        ) : (
          <Outcome
            code={eligibility.data.response.codigo}
            amount={eligibility.data.response.importe}
            applying={applying}
            onApply={() => setApplying(true)}
            customerId={customerId!}
          />
        )}
      </section>
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="requisitos" className="rounded-lg border border-neutral-200 bg-white p-5">
          <h2 id="requisitos" className="mb-3 text-lg font-bold">
            Requisitos
          </h2>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {creditTexts.requirements.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="beneficios" className="rounded-lg border border-neutral-200 bg-white p-5">
          <h2 id="beneficios" className="mb-3 text-lg font-bold">
            Beneficios
          </h2>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {creditTexts.benefits.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}

function Outcome({
  code,
  amount,
  applying,
  onApply,
  customerId,
}: {
  code: number;
  amount: number;
  applying: boolean;
  onApply: () => void;
  customerId: string;
}) {
  switch (creditStatus(code)) {
    case 'UNDER_REVISION':
      return (
        <Alert tone="info">
          <strong>Tu solicitud está en proceso.</strong> Acude a tu tienda Price Shoes con tu identificación y tu
          comprobante de domicilio originales para concluirla.
        </Alert>
      );
    case 'WITH_CREDIT':
      return (
        <Alert tone="success">
          <strong>Ya tienes CrediPrice por {formatMoney(amount)}.</strong>{' '}
          <Link to={creditHomeHref} className="font-semibold underline">
            Ver mi cuenta CrediPrice
          </Link>
        </Alert>
      );
    case 'PRE_AUTHORIZED':
      return applying ? (
        <ApplicationForm customerId={customerId} line={amount} />
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-4 rounded-lg border-2 border-brand-600 bg-brand-50 p-5">
          <p>
            <span className="block text-sm">¡Felicidades! Tienes un crédito preaprobado por</span>
            <strong className="text-3xl font-black">{formatMoney(amount)}</strong>
          </p>
          <Button onClick={onApply}>Solicitar mi CrediPrice</Button>
        </div>
      );
    case 'NON_AUTHORIZED':
      return (
        <Alert tone="warning">
          Por ahora no tienes CrediPrice disponible. Alcanza tu meta de ventas con Price Shoes y vuelve a consultar tu
          disponibilidad: te avisaremos cuando tengas un crédito preaprobado.
        </Alert>
      );
  }
}

import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  creditMessages,
  evaluatePaymentPlan,
  orderForPayment,
  paymentOptionLabels,
  type PayableCredit,
  toPayableCredit,
  type PaymentChoice,
  type PaymentOption,
} from '@shop/contracts/credit-texts';
import type { Credit, ReferencesResponse } from '@shop/contracts/credit';
import { overdueText } from '@shop/domain/credit';
import { formatMoney } from '@shop/domain/money';
import { Alert } from '../../../components/ui/alert';
import { PaymentReference } from '../../../components/payment-reference';
import { MOBILE_QUERY } from '../../../lib/use-media-query';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/spinner';
import { usePayableCredits } from '../api/get-credits';
import { useCreatePromise } from '../api/create-promise';
import { useValidReferences } from '../api/get-references';
import { creditHomeHref } from '../credit-links';
import { isClientError } from '../../../lib/error-message';
import { logError } from '../../../lib/client-log';

/**
 * The payment-reference flow (customer-account.md §4–§5). Step 0: a payment type per credit, overdue credits
 * first; step 1: the references, valid until 22:00. The rules are the server's own (contracts/credit).
 */
export function PaymentReferenceFlow({ customerId, onDone }: { customerId: string; onDone: () => void }) {
  const credits = usePayableCredits(customerId);
  const promise = useCreatePromise(customerId);
  const [choices, setChoices] = useState<Record<string, PaymentChoice>>({});
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [references, setReferences] = useState<ReferencesResponse | null>(null);
  const existing = useValidReferences(customerId);
  const [newOne, setNewOne] = useState(false);

  if (references) return <References references={references} />;
  if (existing.data && !newOne) {
    return (
      <div className="space-y-4">
        <References references={existing.data} />
        <Button variant="secondary" onClick={() => setNewOne(true)}>
          Generar otra referencia
        </Button>
      </div>
    );
  }
  if (credits.isPending || existing.isPending) return <Skeleton className="h-48" />;
  if (credits.isError) return <Alert tone="error">{creditMessages.submitError}</Alert>;
  const open = orderForPayment(credits.data.map((c) => ({ ...c, atraso: c.periodos.atraso })));
  if (open.length === 0)
    return (
      <p className="rounded-lg border border-neutral-200 bg-white p-6 text-center text-muted">{creditMessages.empty}</p>
    );

  const payable = open.map(toPayableCredit);
  const plan = evaluatePaymentPlan(payable, choices);
  const anyOverdue = payable.some((c) => c.atraso > 0);
  const choose = (id: string, choice: PaymentChoice) => setChoices((prev) => ({ ...prev, [id]: choice }));

  const submit = () => {
    setTouched(Object.fromEntries(payable.map((c) => [c.id_credito, true])));
    if (plan.submitError) return;
    promise.mutate(plan.lines, {
      onSuccess: (refs) => {
        setReferences(refs);
        onDone();
        window.scrollTo({ top: 0 });
      },
      onError: (error) => logError('Credit submit failed: Ha ocurrido un error', error),
    });
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      className="space-y-4"
    >
      {promise.isError && (
        <Alert tone="error">
          <strong>{creditMessages.submitError}</strong>
          {isClientError(promise.error) ? `: ${promise.error.message}` : ''}
        </Alert>
      )}
      {open.map((credit) => {
        const c = toPayableCredit(credit);
        const disabled = anyOverdue && c.atraso === 0;
        return (
          <CreditChoice
            key={c.id_credito}
            credit={credit}
            payable={c}
            disabled={disabled}
            choice={choices[c.id_credito] ?? { opcion: 'NO' }}
            error={touched[c.id_credito] ? plan.creditErrors[c.id_credito] : undefined}
            onChange={(choice) => choose(c.id_credito, choice)}
            onBlur={() => setTouched((prev) => ({ ...prev, [c.id_credito]: true }))}
          />
        );
      })}
      <div className="sticky bottom-0 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-neutral-200 bg-white p-4 shadow-sm">
        <p className="text-lg">
          Total a pagar: <strong data-testid="total">{formatMoney(plan.total)}</strong>
        </p>
        <div className="flex flex-col items-end gap-1">
          <Button
            type="submit"
            disabled={plan.submitError !== null}
            busy={promise.isPending}
            aria-describedby={plan.submitError ? 'motivo-envio' : undefined}
          >
            Generar referencia de pago
          </Button>
          {plan.submitError && (
            <p id="motivo-envio" className="text-xs text-muted">
              {plan.submitError}
            </p>
          )}
        </div>
      </div>
    </form>
  );
}

function CreditChoice({
  credit,
  payable,
  disabled,
  choice,
  error,
  onChange,
  onBlur,
}: {
  credit: Credit;
  payable: PayableCredit;
  disabled: boolean;
  choice: PaymentChoice;
  error: string | undefined;
  onChange: (choice: PaymentChoice) => void;
  onBlur: () => void;
}) {
  const id = useId();
  const overdue = payable.atraso > 0;
  const options: PaymentOption[] = overdue ? ['MINIMO', 'LIQUIDAR', 'NO'] : ['MINIMO', 'LIQUIDAR', 'OTRA', 'NO'];
  const amountOf = (o: PaymentOption) => (o === 'MINIMO' ? payable.minimo : o === 'LIQUIDAR' ? payable.liquida : null);
  const errorId = `${id}-error`;
  return (
    <fieldset
      disabled={disabled}
      aria-describedby={disabled ? `${id}-disabled` : error ? errorId : undefined}
      className={`rounded-lg border bg-white p-4 ${overdue ? 'border-red-300' : 'border-neutral-200'} disabled:opacity-70`}
    >
      <legend className="px-1 font-bold">Crédito {credit.id_credito}</legend>
      <p className="mb-2 text-sm text-muted">{credit.descripcion}</p>
      {overdue && (
        <p className="mb-3 inline-block rounded-full bg-red-100 px-3 py-1 text-sm font-semibold text-red-900">
          {overdueText(payable.atraso)}
        </p>
      )}
      {disabled && (
        <p id={`${id}-disabled`} className="mb-3 text-sm font-semibold text-amber-900">
          {creditMessages.payOverdueFirst}
        </p>
      )}
      <div className="space-y-2">
        {options.map((o) => {
          const amount = amountOf(o);
          return (
            <label
              key={o}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 hover:bg-neutral-50"
            >
              <input
                type="radio"
                name={`${id}-opcion`}
                value={o}
                checked={choice.opcion === o}
                onChange={() => onChange({ opcion: o, otra: choice.otra })}
                className="size-5 accent-brand-700"
              />
              <span>
                {paymentOptionLabels[o]}
                {amount !== null && <strong className="ml-2">{formatMoney(amount)}</strong>}
              </span>
            </label>
          );
        })}
        {choice.opcion === 'OTRA' && !overdue && (
          <div className="ml-10 flex flex-col gap-1">
            <label htmlFor={`${id}-otra`} className="text-sm font-medium">
              Otra cantidad (máximo {formatMoney(payable.liquida)})
            </label>
            <input
              id={`${id}-otra`}
              inputMode="decimal"
              autoComplete="off"
              maxLength={255}
              value={choice.otra ?? ''}
              onChange={(e) => onChange({ opcion: 'OTRA', otra: e.target.value })}
              onBlur={onBlur}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className={`min-h-11 max-w-xs rounded-md border bg-white px-3 py-2 ${error ? 'border-red-700' : 'border-neutral-400'}`}
            />
          </div>
        )}
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

const REFERENCE_LINE = /^Referencia:\s*(.+)$/;

/**
 * Step 1: the references. On a phone the page scrolls to them and focuses their title as soon as they are
 * shown, so nothing has to be scrolled after 'Generar' (the spec's scroll to the top stays on wider screens).
 * Each reference can be copied, scanned (Code 128; not for the bank's) and sent by WhatsApp (decision 0606).
 */
function References({ references }: { references: ReferencesResponse }) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!window.matchMedia(MOBILE_QUERY).matches) return;
    sectionRef.current?.scrollIntoView({ block: 'start' });
    titleRef.current?.focus({ preventScroll: true });
  }, []);
  const amount = formatMoney(references.importe);
  const blocks = [
    { key: 'tienda', title: 'Tiendas Price Shoes', barcode: true },
    { key: 'datalogic', title: 'Tiendas de conveniencia (Datalogic)', barcode: true },
    { key: 'bbva', title: 'BBVA', barcode: false },
  ] as const;
  return (
    <section ref={sectionRef} aria-labelledby="referencias-titulo" className="scroll-mt-4 space-y-4">
      <Alert tone="success">
        <h2 id="referencias-titulo" ref={titleRef} tabIndex={-1} className="text-lg font-bold outline-none">
          Tu referencia de pago por {amount} está lista
        </h2>
        <p>Págala hoy antes de las 22:00 h (hora del centro de México) en cualquiera de estas opciones.</p>
      </Alert>
      <div className="grid gap-4 md:grid-cols-3">
        {blocks.map((b) => {
          const lines = references.referencias[b.key].texto;
          const reference = lines.map((l) => REFERENCE_LINE.exec(l)?.[1]).find(Boolean);
          const until = lines.find((l) => l.startsWith('Válida'));
          return (
            <article
              key={b.key}
              className="grid content-start gap-3 rounded-lg border border-neutral-200 bg-white p-4"
              aria-labelledby={`ref-${b.key}`}
            >
              <h3 id={`ref-${b.key}`} className="font-bold">
                {b.title}
              </h3>
              <ul className="space-y-1 text-sm">
                {lines
                  .filter((line) => !REFERENCE_LINE.test(line))
                  .map((line) => (
                    <li key={line}>{line}</li>
                  ))}
              </ul>
              {reference && (
                <PaymentReference
                  reference={reference}
                  amount={amount}
                  where={b.title}
                  barcode={b.barcode}
                  {...(until ? { until } : {})}
                />
              )}
            </article>
          );
        })}
      </div>
      <Link to={creditHomeHref} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
        Volver a mi CrediPrice
      </Link>
    </section>
  );
}

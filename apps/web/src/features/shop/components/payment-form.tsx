import { PAYMENT_METHOD_NAMES } from '@shop/contracts/payment-method-names';
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { checkCardInput, formatCardNumber, formatCvc, formatExpiry, type CardInput } from '@shop/domain/card-input';
import { orderKeys } from '../../../lib/historic-orders';
import { Link, useNavigate } from 'react-router';
import { shopMessages } from '@shop/contracts/shop-messages';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/alert';
import { TextField } from '../../../components/ui/text-field';
import { Spinner } from '../../../components/ui/spinner';
import { formatMoney } from '@shop/domain/money';
import { formatLongDate } from '../../../lib/format';
import { confirmCardPayment } from '../api/confirm-card-payment';
import { useCardIntent } from '../api/get-card-intent';
import { useChangePaymentMethod } from '../api/change-payment-method';
import { usePayment } from '../api/get-payment';
import { statusLabel } from '@shop/domain/orders';
import { shopPaths } from '../paths';
import { QueryError } from '../../../components/ui/query-error';
import { errorMessage } from '../../../lib/error-message';
import { PaymentReference } from '../../../components/payment-reference';
import type { PaymentReferenceResponse } from '@shop/contracts/payments';

const expiry = (at: string) => `La referencia vence el ${formatLongDate(at)} a las 22:00 (hora del centro de México).`;

type Method = 'card' | 'bank_transfer' | 'cash' | 'wallet';
const METHODS: Method[] = ['card', 'bank_transfer', 'cash', 'wallet'];
const EMPTY_CARD: CardInput = { name: '', number: '', exp: '', cvc: '' };

/**
 * How she pays, first (issue 28): the four ways side by side, the current one pressed; choosing another makes a new
 * payment for the order and opens it.
 */
function MethodChooser({ current, busy, onChoose }: { current: Method; busy: boolean; onChoose: (m: Method) => void }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 font-bold">¿Cómo quieres pagar?</legend>
      <div className="grid grid-cols-2 gap-2">
        {METHODS.map((m) => (
          <button
            key={m}
            type="button"
            aria-pressed={m === current}
            disabled={busy}
            onClick={() => m !== current && onChoose(m)}
            className="min-h-14 rounded-md border border-neutral-400 bg-white px-3 py-2 text-left text-sm font-semibold text-neutral-900 hover:border-brand-700 disabled:opacity-60 aria-pressed:border-2 aria-pressed:border-brand-700 aria-pressed:bg-brand-50 aria-pressed:text-brand-800"
          >
            {PAYMENT_METHOD_NAMES[m]}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The cash voucher or the transfer's account as the CrediPrice references show theirs (decision 0615): the
 * number first, copy, a barcode for the convenience-store cashier (not for a transfer), WhatsApp.
 */
function ReferenceBlock({
  instructions: i,
  amount,
  until,
}: {
  instructions: NonNullable<PaymentReferenceResponse['instructions']>;
  amount: string;
  until?: string;
}) {
  const cash = i.kind === 'cash';
  return (
    <section
      aria-labelledby="referencia-pago-titulo"
      className="grid gap-3 rounded-lg border border-neutral-200 bg-white p-4"
    >
      <h2 id="referencia-pago-titulo" className="font-bold">
        {cash ? 'Tu referencia para pagar en tienda' : 'Datos para tu transferencia'}
      </h2>
      <PaymentReference
        reference={i.number}
        amount={amount}
        where={cash ? 'Tiendas de conveniencia' : 'Transferencia bancaria'}
        barcode={cash}
        details={
          !cash && i.clabe
            ? [
                ...(i.bank_name ? [{ label: 'Banco', value: i.bank_name }] : []),
                { label: 'CLABE', value: i.clabe, copy: true },
              ]
            : []
        }
        {...(until ? { until } : {})}
      />
    </section>
  );
}

/**
 * The payment form (customer-account.md §2, §4): card or bank transfer (and the cash voucher), each with only
 * its own business-day note (a card shows none; decision 0602); submit confirms; a failure re-enables the button and shows the provider's message
 * or the generic one.
 */
export function PaymentForm({ reference }: { reference: string }) {
  const payment = usePayment(reference);
  const isCard = payment.data?.payment_method === 'stripe';
  const intent = useCardIntent(reference, isCard);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [paid, setPaid] = useState(false);
  const [card, setCard] = useState<CardInput>(EMPTY_CARD);
  const [cardErrors, setCardErrors] = useState<Partial<Record<keyof CardInput, string>>>({});
  const queryClient = useQueryClient();
  const orderNumber = reference.split('-')[0]!;
  const change = useChangePaymentMethod();
  const navigate = useNavigate();

  if (payment.isPending || (isCard && intent.isPending)) return <Spinner />;
  if (payment.error) return <QueryError error={payment.error} onRetry={payment.refetch} />;
  const p = payment.data;
  const type = intent.data?.payment_method.type ?? 'wallet';
  const awaiting = ['created', 'pending'].includes(p.order_status);
  const done = paid || p.status === 'succeeded' || intent.data?.status === 'succeeded';

  const current: Method =
    p.payment_method === 'mercadopago'
      ? 'wallet'
      : type === 'card'
        ? 'card'
        : type === 'customer_balance'
          ? 'bank_transfer'
          : 'cash';

  function changeTo(type: Method) {
    change.mutate(
      { orderId: orderNumber, type },
      {
        onSuccess: (next) => {
          if (next.init_point) window.location.assign(next.init_point);
          else void navigate(shopPaths.payment(next.reference));
        },
        // customer-account.md §8: validation errors say why; any other failure says the spec's payment text.
        onError: (e) => setError(errorMessage(e, shopMessages.payment.failed)),
      },
    );
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    // Our Spanish messages under each field, not the browser's bubbles (issue 28).
    const problems = checkCardInput(card, new Date());
    setCardErrors(problems);
    const first = (['name', 'number', 'exp', 'cvc'] as const).find((k) => problems[k]);
    if (first) {
      document.getElementById(`tarjeta-${first}`)?.focus();
      return;
    }
    const [mm, yy] = formatExpiry(card.exp).split('/');
    setSubmitting(true);
    setError(null);
    const result = await confirmCardPayment(
      intent.data!.client_secret,
      {
        number: card.number.replace(/\D/g, ''),
        exp_month: Number(mm),
        exp_year: Number(yy),
        cvc: card.cvc,
        name: card.name.trim(),
      },
      window.location.pathname,
    );
    if (result.kind === 'succeeded') {
      setPaid(true);
      void payment.refetch();
      // Her orders (list and detail) show the payment at once, not a cached 'Pendiente'.
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    } else if (result.kind === 'redirect') window.location.assign(result.url);
    else {
      setError(result.providerMessage ? result.message : shopMessages.payment.failed);
      setSubmitting(false);
    }
  }

  const cardField = (key: keyof CardInput, format: (v: string) => string) => ({
    id: `tarjeta-${key}`,
    name: key,
    value: card[key],
    error: cardErrors[key],
    onChange: (e: { target: { value: string } }) => {
      const value = format(e.target.value);
      setCard((c) => ({ ...c, [key]: value }));
      if (cardErrors[key]) setCardErrors((errs) => ({ ...errs, [key]: undefined }));
    },
  });

  return (
    <div className="mx-auto flex max-w-md flex-col gap-4">
      <p>
        Pedido <strong>{orderNumber}</strong> · Total <strong>{formatMoney(p.amount)}</strong>
      </p>
      <p role="status" className="text-sm">
        Estado del pedido: <strong>{statusLabel(p.order_status)}</strong>
      </p>
      {done ? (
        <Alert tone="success">
          ¡Pago recibido! Tu pedido está confirmado.{' '}
          <Link to={shopPaths.orderInAccount(orderNumber)} className="font-semibold underline">
            Ver mi pedido
          </Link>
        </Alert>
      ) : !awaiting ? (
        <Alert tone="info">{shopMessages.payment.notPayable}</Alert>
      ) : (
        <MethodChooser current={current} busy={change.isPending} onChoose={changeTo} />
      )}
      {error && !(awaiting && type === 'card' && !done) && <Alert tone="error">{error}</Alert>}
      {done || !awaiting ? null : p.payment_method === 'mercadopago' && !p.external_resource_url ? (
        <div className="flex flex-col gap-3">
          <p>Paga tu pedido con tu cuenta de {PAYMENT_METHOD_NAMES.wallet}.</p>
          {p.init_point && (
            <a
              href={p.init_point}
              className="inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
            >
              Pagar con {PAYMENT_METHOD_NAMES.wallet}
            </a>
          )}
        </div>
      ) : type === 'card' ? (
        <form onSubmit={onSubmit} className="flex flex-col gap-3" noValidate aria-label="Pago con tarjeta">
          <TextField
            label="Nombre en la tarjeta"
            autoComplete="cc-name"
            required
            {...cardField('name', (v) => v.slice(0, 80))}
          />
          <TextField
            label="Número de tarjeta"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="0000 0000 0000 0000"
            required
            {...cardField('number', formatCardNumber)}
          />
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label="Vencimiento (MM/AA)"
              inputMode="numeric"
              placeholder="MM/AA"
              autoComplete="cc-exp"
              required
              {...cardField('exp', formatExpiry)}
            />
            <TextField
              label="CVC"
              inputMode="numeric"
              autoComplete="cc-csc"
              required
              hint="3 o 4 dígitos al reverso"
              {...cardField('cvc', formatCvc)}
            />
          </div>
          {(error || intent.data?.last_payment_error) && (
            <Alert tone="error">{error ?? intent.data?.last_payment_error?.message}</Alert>
          )}
          <Button type="submit" busy={submitting}>
            Pagar {formatMoney(p.amount)}
          </Button>
        </form>
      ) : (
        <div className="flex flex-col gap-3">
          <p>
            {type === 'customer_balance'
              ? 'Paga con una transferencia bancaria desde tu banco con la referencia de tu pedido.'
              : 'Paga en efectivo en una tienda de conveniencia con tu referencia.'}
          </p>
          {p.instructions && (
            <ReferenceBlock
              instructions={p.instructions}
              amount={formatMoney(p.amount)}
              {...(p.expires_at ? { until: expiry(p.expires_at) } : {})}
            />
          )}
          <p className="text-sm text-muted">
            {type === 'customer_balance' ? shopMessages.payment.transferNote : shopMessages.payment.cashNote}
          </p>
          {p.expires_at && (
            <div className="grid gap-2 rounded-md bg-neutral-100 p-3 text-sm">
              <p className="font-semibold">{expiry(p.expires_at)}</p>
              {/* What the time limit means (issue 28): the order waits longer than one reference lasts. */}
              <p>
                {p.order_pay_by
                  ? `Tu pedido te espera hasta el ${formatLongDate(p.order_pay_by)}. `
                  : 'Tu pedido te espera. '}
                Si la referencia vence antes de que pagues, no pierdes tu pedido: genera una nueva y paga con ella.
              </p>
              <Button variant="secondary" className="w-fit" busy={change.isPending} onClick={() => changeTo(current)}>
                Generar nueva referencia
              </Button>
            </div>
          )}
          {p.external_resource_url && (
            <a
              href={p.external_resource_url}
              target="_blank"
              rel="noreferrer"
              className={
                // With the reference shown above, the provider's page (its printable voucher) is a second choice.
                p.instructions
                  ? 'inline-flex min-h-11 items-center justify-center rounded-md border border-brand-700 bg-white px-4 font-semibold text-brand-700 hover:bg-brand-50'
                  : 'inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800'
              }
            >
              {shopMessages.payment.viewReference}
            </a>
          )}
          <Link
            to={shopPaths.orderInAccount(orderNumber)}
            className="inline-flex min-h-11 w-fit items-center text-sm font-semibold text-brand-700 underline"
          >
            Ver mi pedido
          </Link>
        </div>
      )}
    </div>
  );
}

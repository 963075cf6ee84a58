import { PAYMENT_METHOD_NAMES } from '@shop/contracts/payment-method-names';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { shopMessages } from '@shop/contracts/shop-messages';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/alert';
import { TextField } from '../../../components/ui/text-field';
import { Spinner } from '../../../components/ui/spinner';
import { formatMoney } from '@shop/domain/money';
import { formatLongDate } from '../../../lib/format';
import { confirmCardPayment, useCardIntent, useChangePaymentMethod, usePayment } from '../api/payments';
import { statusLabel } from '@shop/domain/orders';
import { shopPaths } from '../paths';
import { QueryError } from '../../../components/ui/query-error';
import { errorMessage } from '../../../lib/error-message';
import { PaymentReference } from '../../../components/payment-reference';
import type { PaymentReferenceResponse } from '@shop/contracts/payments';

const expiry = (at: string) => `La referencia vence el ${formatLongDate(at)} a las 22:00 (hora del centro de México).`;

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
  const orderNumber = reference.split('-')[0]!;
  const change = useChangePaymentMethod();
  const navigate = useNavigate();

  if (payment.isPending || (isCard && intent.isPending)) return <Spinner />;
  if (payment.error) return <QueryError error={payment.error} onRetry={payment.refetch} />;
  const p = payment.data;
  const type = intent.data?.payment_method.type ?? 'wallet';
  const awaiting = ['created', 'pending'].includes(p.order_status);
  const done = paid || p.status === 'succeeded' || intent.data?.status === 'succeeded';

  function changeTo(type: 'card' | 'bank_transfer' | 'cash' | 'wallet') {
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
    const form = new FormData(e.currentTarget);
    const field = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : '';
    };
    const [mm, yy] = field('exp').split('/');
    setSubmitting(true);
    setError(null);
    const result = await confirmCardPayment(
      intent.data!.client_secret,
      {
        number: field('number'),
        exp_month: Number(mm),
        exp_year: Number(yy),
        cvc: field('cvc'),
        name: field('name'),
      },
      window.location.pathname,
    );
    if (result.kind === 'succeeded') {
      setPaid(true);
      void payment.refetch();
    } else if (result.kind === 'redirect') window.location.assign(result.url);
    else {
      setError(result.providerMessage ? result.message : shopMessages.payment.failed);
      setSubmitting(false);
    }
  }

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
      ) : p.payment_method === 'mercadopago' && !p.external_resource_url ? (
        <div className="flex flex-col gap-3">
          <p>Paga tu pedido con tu billetera digital.</p>
          {p.init_point && (
            <a
              href={p.init_point}
              className="inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
            >
              Pagar con billetera digital
            </a>
          )}
        </div>
      ) : type === 'card' ? (
        <form onSubmit={onSubmit} className="flex flex-col gap-3" noValidate={false}>
          <TextField label="Nombre en la tarjeta" name="name" autoComplete="cc-name" required />
          <TextField
            label="Número de tarjeta"
            name="number"
            inputMode="numeric"
            autoComplete="cc-number"
            required
            maxLength={23}
          />
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label="Vencimiento (MM/AA)"
              name="exp"
              placeholder="12/30"
              autoComplete="cc-exp"
              required
              pattern="\d{1,2}/\d{2,4}"
            />
            <TextField label="CVC" name="cvc" inputMode="numeric" autoComplete="cc-csc" required maxLength={4} />
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
          {p.expires_at && <p className="text-sm">{expiry(p.expires_at)}</p>}
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
          <Link to={shopPaths.orderInAccount(orderNumber)} className="text-sm font-semibold text-brand-700 underline">
            Ver mi pedido
          </Link>
        </div>
      )}
      {!done && awaiting && (
        <details className="rounded-md border border-neutral-200 p-3 text-sm">
          <summary className="cursor-pointer font-semibold">{shopMessages.payment.changeMethod}</summary>
          <div className="mt-3 flex flex-col gap-2">
            {type !== 'card' && (
              <Button variant="secondary" busy={change.isPending} onClick={() => changeTo('card')}>
                Tarjeta de crédito o débito
              </Button>
            )}
            {type !== 'customer_balance' && (
              <Button variant="secondary" busy={change.isPending} onClick={() => changeTo('bank_transfer')}>
                Transferencia bancaria
              </Button>
            )}
            {type !== 'oxxo' && (
              <Button variant="secondary" busy={change.isPending} onClick={() => changeTo('cash')}>
                Efectivo en tienda de conveniencia
              </Button>
            )}
            <Button variant="secondary" busy={change.isPending} onClick={() => changeTo('wallet')}>
              {PAYMENT_METHOD_NAMES.wallet}
            </Button>
          </div>
        </details>
      )}
    </div>
  );
}

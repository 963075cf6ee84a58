import { useId, useState, type FormEvent } from 'react';
import { readAmount } from '@shop/contracts/amount';
import { PAY_METHODS, payLinkMessages as pm, type PayMethod } from '@shop/contracts/pay-link-messages';
import type { PayLinkPaymentView } from '@shop/contracts/pay-links';
import type { StatementResponse } from '@shop/contracts/statements';
import { mexicoDate } from '@shop/domain/mexico-dates';
import { formatMoney } from '@shop/domain/money';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FileInput } from '../../../components/ui/file-input';
import { MoneyField } from '../../../components/ui/money-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { formatCalendarDate, formatLongDate } from '../../../lib/format';
import { confirmCard } from '../api/confirm-card';
import { usePayLinkPayment } from '../api/get-pay-link-payment';
import { useReportPayment } from '../api/report-payment';
import { useStartPayLink } from '../api/start-pay-link';
import { usePayLinkActivity } from '../api/get-pay-link-activity';

/**
 * The statement's paying parts, loaded only when the client asks for them (decision 0771: the statement's first load
 * stays under 100 KB): paying by card, SPEI or cash voucher, telling of a payment made elsewhere, and her payments.
 */
export type StatementMode = 'pay' | 'report' | null;

export function StatementActions({
  token,
  data,
  mode,
  onClose,
}: {
  token: string;
  data: StatementResponse;
  mode: StatementMode;
  onClose: () => void;
}) {
  return (
    <>
      {mode === 'pay' && <PayPanel token={token} data={data} onClose={onClose} />}
      {mode === 'report' && <ReportPanel token={token} data={data} onClose={onClose} />}
      <Activity token={token} />
    </>
  );
}

const messageOf = (e: unknown) => (e instanceof ApiError && e.serverMessage ? e.serverMessage : pm.pay.failed);

function PayPanel({ token, data, onClose }: { token: string; data: StatementResponse; onClose: () => void }) {
  const start = useStartPayLink(token);
  const [payment, setPayment] = useState<PayLinkPaymentView | null>(null);
  const choices = [
    data.next_due && {
      key: 'next',
      label: pm.pay.next(formatMoney(data.next_due.amount)),
      amount: data.next_due.amount,
    },
    data.overdue > 0 && { key: 'overdue', label: pm.pay.overdue(formatMoney(data.overdue)), amount: data.overdue },
    { key: 'all', label: pm.pay.all(formatMoney(data.owed)), amount: data.owed },
  ].filter(
    (c, i, all): c is { key: string; label: string; amount: number } =>
      Boolean(c) && all.findIndex((o) => o && c && o.amount === c.amount) === i,
  );
  const [choice, setChoice] = useState(choices[0]?.key ?? 'other');
  const [other, setOther] = useState('');
  const [method, setMethod] = useState<PayMethod>('cash');
  const [error, setError] = useState<string>();
  const ids = useId();
  const typed = choice === 'other' ? readAmount(other) : null;
  const amount =
    choice === 'other' ? (typed?.ok ? typed.cents : 0) : (choices.find((c) => c.key === choice)?.amount ?? 0);

  if (payment)
    return <PaymentSteps token={token} initial={payment} onBack={() => setPayment(null)} onClose={onClose} />;

  function submit(e: FormEvent) {
    e.preventDefault();
    setError(undefined);
    if (choice === 'other') {
      if (!typed?.ok) return setError(typed?.message ?? pm.pay.otherHint(formatMoney(data.owed)));
      if (typed.cents > data.owed) return setError(pm.pay.overLeft(formatMoney(data.owed)));
    }
    start.mutate({ amount, method }, { onSuccess: setPayment, onError: (err) => setError(messageOf(err)) });
  }

  return (
    <section aria-labelledby={`${ids}-t`} className="rounded-lg border border-brand-700 bg-white p-4">
      <h2 id={`${ids}-t`} className="text-lg font-semibold">
        {pm.pay.title}
      </h2>
      <form onSubmit={submit} className="mt-3 flex flex-col gap-4" noValidate>
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 font-medium">{pm.pay.howMuch}</legend>
          {[...choices, { key: 'other', label: pm.pay.other, amount: 0 }].map((c) => (
            <label key={c.key} className="flex min-h-11 items-center gap-3">
              <input
                type="radio"
                name="cuanto"
                className="h-5 w-5 accent-brand-700"
                checked={choice === c.key}
                onChange={() => setChoice(c.key)}
              />
              {c.label}
            </label>
          ))}
          {choice === 'other' && (
            <MoneyField
              label={pm.pay.otherLabel}
              hint={pm.pay.otherHint(formatMoney(data.owed))}
              value={other}
              onChange={(e) => setOther(e.target.value)}
              error={error && choice === 'other' ? error : undefined}
            />
          )}
        </fieldset>
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 font-medium">{pm.pay.method}</legend>
          {PAY_METHODS.map((m) => (
            <label key={m} className="flex min-h-11 items-center gap-3">
              <input
                type="radio"
                name="metodo"
                className="h-5 w-5 accent-brand-700"
                checked={method === m}
                onChange={() => setMethod(m)}
              />
              {pm.pay.methods[m]}
            </label>
          ))}
        </fieldset>
        {error && choice !== 'other' && <Alert tone="error">{error}</Alert>}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" busy={start.isPending} disabled={amount === 0 && choice !== 'other'}>
            {pm.pay.submit(formatMoney(amount))}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {pm.pay.close}
          </Button>
        </div>
      </form>
    </section>
  );
}

function PaymentSteps({
  token,
  initial,
  onBack,
  onClose,
}: {
  token: string;
  initial: PayLinkPaymentView;
  onBack: () => void;
  onClose: () => void;
}) {
  const query = usePayLinkPayment(token, initial);
  const p = query.data;
  const ids = useId();
  const until = p.expires_at ? pm.pay.validUntil(formatLongDate(p.expires_at)) : null;
  return (
    <section
      aria-labelledby={`${ids}-t`}
      className="rounded-lg border border-brand-700 bg-white p-4"
      aria-live="polite"
    >
      {p.status === 'succeeded' ? (
        <>
          <h2 id={`${ids}-t`} className="text-lg font-semibold">
            {pm.pay.title}
          </h2>
          <Alert tone="success" className="mt-2">
            {pm.pay.paid(formatMoney(p.amount))}
          </Alert>
          <Button variant="secondary" className="mt-3" onClick={onClose}>
            {pm.pay.close}
          </Button>
        </>
      ) : p.status !== 'pending' ? (
        <>
          <h2 id={`${ids}-t`} className="text-lg font-semibold">
            {pm.pay.title}
          </h2>
          <Alert tone="error" className="mt-2">
            {p.status === 'expired' ? pm.pay.expired : pm.pay.failed}
          </Alert>
          <Button variant="secondary" className="mt-3" onClick={onBack}>
            {pm.pay.back}
          </Button>
        </>
      ) : p.method === 'card' && p.card ? (
        <>
          <h2 id={`${ids}-t`} className="text-lg font-semibold">
            {pm.pay.methods.card}
          </h2>
          <CardForm token={token} payment={p} onPaid={() => void query.refetch()} />
          <Button variant="link" className="mt-2" onClick={onBack}>
            {pm.pay.back}
          </Button>
        </>
      ) : (
        <>
          <h2 id={`${ids}-t`} className="text-lg font-semibold">
            {p.method === 'cash' ? pm.pay.voucherTitle : pm.pay.transferTitle}
          </h2>
          <dl className="mt-2 grid grid-cols-1 gap-x-3 gap-y-1 min-[400px]:grid-cols-[auto_1fr]">
            {p.voucher && (
              <>
                <dt className="text-muted">{pm.pay.voucherNumber}</dt>
                <dd className="font-mono text-lg font-bold break-all">{p.voucher.number}</dd>
              </>
            )}
            {p.transfer && (
              <>
                <dt className="text-muted">{pm.pay.transferBank}</dt>
                <dd>{p.transfer.bank}</dd>
                <dt className="text-muted">{pm.pay.transferClabe}</dt>
                <dd className="font-mono font-bold break-all">{p.transfer.clabe}</dd>
                <dt className="text-muted">{pm.pay.transferReference}</dt>
                <dd className="font-mono break-all">{p.transfer.reference}</dd>
              </>
            )}
            <dt className="text-muted">Importe</dt>
            <dd className="font-bold">{formatMoney(p.amount)}</dd>
          </dl>
          {p.voucher && <p className="mt-2 text-sm">{pm.pay.voucherHowTo}</p>}
          {until && <p className="mt-1 text-sm">{until}</p>}
          <p className="mt-2 text-sm">{pm.pay.waiting}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <a
              href={p.voucher?.url ?? p.transfer?.url ?? '#'}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center justify-center rounded-md border border-brand-700 bg-white px-4 font-semibold text-brand-700 hover:bg-brand-50"
            >
              {p.voucher ? pm.pay.openVoucher : pm.pay.openInstructions}
            </a>
            <Button variant="ghost" busy={query.isFetching} onClick={() => void query.refetch()}>
              {pm.pay.checking}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

function CardForm({ token, payment, onPaid }: { token: string; payment: PayLinkPaymentView; onPaid: () => void }) {
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    const m = /^\s*(\d{1,2})\s*\/\s*(\d{2,4})\s*$/.exec(expiry);
    if (!m) return setError(pm.pay.cardExpiryInvalid);
    setBusy(true);
    setError(undefined);
    const result = await confirmCard(
      payment.card!,
      { number: number.replace(/\s/g, ''), exp_month: Number(m[1]), exp_year: Number(m[2]), cvc: cvc.trim() },
      `/estado-de-cuenta/${token}`,
    );
    setBusy(false);
    if ('ok' in result) onPaid();
    else if ('redirect' in result) window.location.assign(result.redirect);
    else setError(result.error || pm.pay.failed);
  }
  return (
    <form onSubmit={(e) => void submit(e)} className="mt-3 flex flex-col gap-3" noValidate>
      <TextField
        label={pm.pay.cardNumber}
        inputMode="numeric"
        autoComplete="cc-number"
        value={number}
        onChange={(e) => setNumber(e.target.value)}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={pm.pay.cardExpiry}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/AA"
          value={expiry}
          onChange={(e) => setExpiry(e.target.value)}
        />
        <TextField
          label={pm.pay.cardCvc}
          inputMode="numeric"
          autoComplete="cc-csc"
          value={cvc}
          onChange={(e) => setCvc(e.target.value)}
        />
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" busy={busy}>
        {pm.pay.cardPay(formatMoney(payment.amount))}
      </Button>
    </form>
  );
}

const todayInMexico = () => mexicoDate(new Date());

function ReportPanel({ token, data, onClose }: { token: string; data: StatementResponse; onClose: () => void }) {
  const report = useReportPayment(token);
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState(todayInMexico());
  const [key, setKey] = useState('');
  const [photo, setPhoto] = useState<File>();
  const [errors, setErrors] = useState<{ amount?: string; key?: string; form?: string }>({});
  const ids = useId();
  function submit(e: FormEvent) {
    e.preventDefault();
    const read = readAmount(amount);
    const next: typeof errors = {};
    if (!read.ok) next.amount = read.message;
    else if (read.cents > data.owed) next.amount = pm.pay.overLeft(formatMoney(data.owed));
    if (!key.trim() && !photo) next.key = pm.report.needsProof;
    setErrors(next);
    if (!read.ok || next.amount || next.key) return;
    report.mutate(
      { amount: read.cents, paid_date: date, tracking_key: key.trim(), photo },
      { onError: (err) => setErrors({ form: messageOf(err) }) },
    );
  }
  return (
    <section aria-labelledby={`${ids}-t`} className="rounded-lg border border-brand-700 bg-white p-4">
      <h2 id={`${ids}-t`} className="text-lg font-semibold">
        {pm.report.title}
      </h2>
      {report.isSuccess ? (
        <>
          <Alert tone="success" className="mt-2">
            {pm.report.sent}
          </Alert>
          <Button variant="secondary" className="mt-3" onClick={onClose}>
            {pm.pay.close}
          </Button>
        </>
      ) : (
        <form onSubmit={submit} className="mt-2 flex flex-col gap-3" noValidate>
          <p className="text-sm">{pm.report.intro}</p>
          <MoneyField
            label={pm.report.amount}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={errors.amount}
          />
          <TextField
            label={pm.report.date}
            type="date"
            value={date}
            max={todayInMexico()}
            onChange={(e) => setDate(e.target.value)}
          />
          <TextField
            label={pm.report.trackingKey}
            hint={pm.report.trackingKeyHint}
            value={key}
            autoComplete="off"
            onChange={(e) => setKey(e.target.value)}
            error={errors.key}
          />
          <div className="flex flex-col gap-1">
            <label htmlFor={`${ids}-foto`} className="text-sm font-medium">
              {pm.report.photo}
            </label>
            <FileInput id={`${ids}-foto`} accept="image/jpeg,image/png,image/webp" onFile={setPhoto} />
            <p className="text-xs text-muted">{pm.report.photoHint}</p>
          </div>
          {errors.form && <Alert tone="error">{errors.form}</Alert>}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" busy={report.isPending}>
              {pm.report.submit}
            </Button>
            <Button variant="ghost" onClick={onClose}>
              {pm.pay.close}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

function Activity({ token }: { token: string }) {
  const activity = usePayLinkActivity(token);
  const ids = useId();
  const payments = activity.data?.payments ?? [];
  const pending = (activity.data?.reports ?? []).filter((r) => r.status === 'pending');
  if (payments.length === 0 && pending.length === 0) return null;
  return (
    <section aria-labelledby={`${ids}-t`} className="rounded-lg border border-neutral-200 bg-white p-4 text-sm">
      <h2 id={`${ids}-t`} className="mb-2 text-lg font-semibold">
        {pm.pay.history}
      </h2>
      <ul className="divide-y divide-neutral-200">
        {payments.map((p) => (
          <li key={p.payment_id} className="flex flex-wrap justify-between gap-2 py-2">
            <span>
              {formatLongDate(p.created_at)} · {pm.pay.methods[p.method]} · {pm.pay.status[p.status]}
              {p.voucher && <> · {p.voucher.number}</>}
            </span>
            <span className="font-semibold">{formatMoney(p.amount)}</span>
          </li>
        ))}
        {pending.map((r) => (
          <li key={r.report_id} className="py-2">
            {pm.report.pending(formatMoney(r.amount), formatCalendarDate(r.paid_date))}
          </li>
        ))}
      </ul>
    </section>
  );
}

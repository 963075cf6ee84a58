import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../lib/toast';
import { otpForm, otpMessages, OTP_LENGTH } from '@shop/contracts/one-time-codes';
import { mobilePhone, realEmail } from '@shop/contracts/auth';
import { z } from '@shop/contracts/zod';
import { messages } from '@shop/contracts/messages';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/alert';
import type { OtpRequestResponse as OtpSent } from '@shop/contracts/one-time-codes';
import { useRequestOtp } from '../api/request-otp';
import { useConfirmContactChange } from '../api/confirm-contact-change';
import { serverMessageOr } from '../../../lib/error-message';
import { otpCheckMessage } from '../../../lib/otp-check-message';

type Kind = 'phone' | 'email';

/** The same rules as the API's {phone} / {mail} (one copy, in the contracts). */
const destinationSchemas = { phone: z.object({ value: mobilePhone }), email: z.object({ value: realEmail }) } as const;

const texts = {
  phone: {
    first: 'Mi número',
    second: 'Confirmar mi número',
    label: 'Nuevo número de celular',
    send: 'Enviar código por SMS',
  },
  email: {
    first: 'Cambiar mi correo',
    second: 'Cambiar mi correo',
    label: 'Nuevo correo electrónico',
    send: 'Enviar código por correo',
  },
} as const;

/**
 * PersonalDataPhoneNumberModal + PersonalDataPhoneOtpNumberModal, and PersonalDataEmailModal +
 * PersonalDataEmailOtpNumberModal: enter the new value, a code is sent to it, enter the code, value saved.
 */
export function ContactChangeModal({
  kind,
  open,
  onOpenChange,
  customerId,
}: {
  kind: Kind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  customerId: string;
}) {
  const [sent, setSent] = useState<{ value: string; info: OtpSent } | null>(null);
  const close = (next: boolean) => {
    if (!next) setSent(null);
    onOpenChange(next);
  };
  const t = texts[kind];
  return (
    <Dialog open={open} onOpenChange={close} title={sent ? t.second : t.first}>
      {sent ? (
        <CodeStep
          kind={kind}
          customerId={customerId}
          value={sent.value}
          info={sent.info}
          onResent={(info) => setSent({ value: sent.value, info })}
          onDone={() => close(false)}
          onBack={() => setSent(null)}
        />
      ) : (
        <DestinationStep kind={kind} customerId={customerId} onSent={(value, info) => setSent({ value, info })} />
      )}
    </Dialog>
  );
}

function DestinationStep({
  kind,
  customerId,
  onSent,
}: {
  kind: Kind;
  customerId: string;
  onSent: (value: string, info: OtpSent) => void;
}) {
  const request = useRequestOtp(customerId);
  const form = useForm<{ value: string }>({
    resolver: zodResolver(destinationSchemas[kind]),
    defaultValues: { value: kind === 'phone' ? '52' : '' },
  });
  const onSubmit = form.handleSubmit(({ value }) => {
    const clean = value.trim().toLowerCase();
    request.mutate(kind === 'phone' ? { phone: clean } : { mail: clean }, {
      onSuccess: (info) => onSent(clean, info),
      onError: (err) => {
        const message = serverMessageOr(err, messages.generic.unexpected);
        form.setError('value', { message });
        toast.error(message);
      },
    });
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-muted">Te enviaremos un código de {OTP_LENGTH} dígitos para confirmar que es tuyo.</p>
      {kind === 'phone' ? (
        <TextField
          label={texts.phone.label}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={12}
          required
          hint="Con la clave de país 52, por ejemplo 525512345678."
          error={form.formState.errors.value?.message}
          {...form.register('value')}
        />
      ) : (
        <TextField
          label={texts.email.label}
          type="email"
          autoComplete="email"
          required
          error={form.formState.errors.value?.message}
          {...form.register('value')}
        />
      )}
      <Button type="submit" busy={request.isPending}>
        {texts[kind].send}
      </Button>
    </form>
  );
}

function CodeStep({
  kind,
  customerId,
  value,
  info,
  onResent,
  onDone,
  onBack,
}: {
  kind: Kind;
  customerId: string;
  value: string;
  info: OtpSent;
  onResent: (info: OtpSent) => void;
  onDone: () => void;
  onBack: () => void;
}) {
  const confirm = useConfirmContactChange(customerId);
  const resend = useRequestOtp(customerId);
  const [wait, setWait] = useState(info.resend_in);
  // A new code restarts the countdown (adjusted during render, not in an effect).
  const [countedFor, setCountedFor] = useState(info);
  if (countedFor !== info) {
    setCountedFor(info);
    setWait(info.resend_in);
  }
  useEffect(() => {
    const timer = setInterval(() => setWait((s) => (s > 0 ? s - 1 : 0)), 1000);
    return () => clearInterval(timer);
  }, [info]);
  const form = useForm<{ otp_number: string }>({ resolver: zodResolver(otpForm), defaultValues: { otp_number: '' } });
  const onSubmit = form.handleSubmit(
    ({ otp_number }) =>
      confirm.mutate(
        { otp: otp_number, change: kind === 'phone' ? { mobile_telephone: value } : { email: value } },
        {
          onSuccess: (result) => {
            toast.success(result.message);
            onDone();
          },
          onError: (err) => {
            const message = otpCheckMessage(err);
            form.setError('otp_number', { message });
            toast.error(message);
          },
        },
      ),
    (errors) => {
      if (
        form.getValues('otp_number').trim().length < OTP_LENGTH ||
        errors.otp_number?.message === otpMessages.sixDigits
      )
        toast.error(otpMessages.sixDigits);
    },
  );
  const again = () =>
    resend.mutate(kind === 'phone' ? { phone: value } : { mail: value }, {
      onSuccess: (next) => {
        toast.success(next.message);
        onResent(next);
      },
      onError: (err) => toast.error(serverMessageOr(err, messages.generic.unexpected)),
    });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <Alert tone="info">
        Enviamos un código a <strong>{info.sent_to}</strong>. Vence en 10 minutos.
      </Alert>
      <TextField
        label="Código de verificación"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        required
        error={form.formState.errors.otp_number?.message}
        {...form.register('otp_number')}
      />
      <Button type="submit" busy={confirm.isPending}>
        Confirmar
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Button variant="link" onClick={onBack}>
          {kind === 'phone' ? 'Cambiar el número' : 'Cambiar el correo'}
        </Button>
        <Button variant="link" onClick={again} disabled={wait > 0 || resend.isPending}>
          {wait > 0 ? `Reenviar código en ${wait} s` : 'Reenviar código'}
        </Button>
      </div>
    </form>
  );
}

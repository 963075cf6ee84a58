import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import {
  DELETION_REASONS,
  deletionMessages,
  isConfirmationWord,
  CONFIRMATION_WORD,
} from '@shop/contracts/account-deletion';
import { PageTitle } from '../../../components/ui/page-title';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/alert';
import { TextField } from '../../../components/ui/text-field';
import { Spinner } from '../../../components/ui/spinner';
import { paths, accountTabs } from '../../../lib/paths';
import { useDeleteAccount } from '../api/delete-account';
import { useDeletionCheck } from '../api/get-deletion-check';
import { errorMessage } from '../../../lib/error-message';

type Step = 'intro' | 'reason' | 'confirm';

/** 'Eliminar cuenta' (reseller-area.md §4): intro, reason, typed confirmation; then sign-out. */
export function DeleteAccountFlow() {
  const navigate = useNavigate();
  const check = useDeletionCheck();
  const remove = useDeleteAccount();
  const [step, setStep] = useState<Step>('intro');
  const [reason, setReason] = useState<number | null>(null);
  const [detail, setDetail] = useState('');
  const [word, setWord] = useState('');
  const [wordError, setWordError] = useState<string | undefined>();
  const [reasonError, setReasonError] = useState<string | undefined>();
  const openItems = check.data?.open_items ?? [];

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!isConfirmationWord(word)) {
      setWordError(deletionMessages.wrongWord);
      return;
    }
    setWordError(undefined);
    remove.mutate(
      {
        reason: reason!,
        detail: reason === 4 ? detail.trim() || undefined : undefined,
        confirmation: word,
        acknowledge_open_items: openItems.length > 0,
      },
      {
        onSuccess: () => void navigate(paths.tab(accountTabs.logout), { replace: true }),
        onError: (err) => toast.error(errorMessage(err, deletionMessages.failed)),
      },
    );
  };

  return (
    <section className="flex max-w-2xl flex-col gap-6">
      <PageTitle>Eliminar cuenta</PageTitle>
      <p className="text-sm text-muted" aria-live="polite">
        Paso {step === 'intro' ? 1 : step === 'reason' ? 2 : 3} de 3
      </p>

      {step === 'intro' && (
        <div className="flex flex-col gap-4 rounded-lg border border-neutral-200 bg-white p-5">
          <h2 className="text-lg font-bold">Antes de continuar</h2>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            <li>Borraremos tus datos personales, tus direcciones y tus avisos de disponibilidad.</li>
            <li>Cerraremos tu sesión en todos tus dispositivos.</li>
            <li>Si eres socia o socio, tu tienda personalizada dejará de estar disponible.</li>
            <li>Conservaremos tus pedidos sin tus datos personales, como lo exige la ley.</li>
            <li>Podrás registrarte de nuevo con el mismo correo cuando quieras.</li>
          </ul>
          {check.isPending && <Spinner label="Revisando tu cuenta…" />}
          {openItems.length > 0 && (
            <Alert tone="warning">
              <p className="mb-1 font-semibold">Al eliminar tu cuenta perderías o dejarías pendiente:</p>
              <ul className="list-disc pl-5">
                {openItems.map((item) => (
                  <li key={item.kind}>{item.message}</li>
                ))}
              </ul>
              <p className="mt-2">Úsalos o resuélvelos antes de eliminar tu cuenta: después ya no podrás hacerlo.</p>
            </Alert>
          )}
          {!check.isPending && (
            <div>
              <Button onClick={() => setStep('reason')}>Continuar</Button>
            </div>
          )}
        </div>
      )}

      {step === 'reason' && (
        <form
          className="flex flex-col gap-4 rounded-lg border border-neutral-200 bg-white p-5"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (reason === null) return setReasonError(deletionMessages.reasonRequired);
            setReasonError(undefined);
            setStep('confirm');
          }}
        >
          <fieldset className="flex flex-col gap-3" aria-describedby={reasonError ? 'reason-error' : undefined}>
            <legend className="mb-2 text-lg font-bold">¿Por qué quieres eliminar tu cuenta?</legend>
            {DELETION_REASONS.map((r) => (
              <label key={r.id} className="flex min-h-11 items-center gap-3 text-sm">
                <input
                  type="radio"
                  name="reason"
                  value={r.id}
                  checked={reason === r.id}
                  onChange={() => setReason(r.id)}
                  className="size-5 accent-brand-700"
                />
                {r.label}
              </label>
            ))}
            {reasonError && (
              <p id="reason-error" role="alert" className="text-sm text-red-700">
                {reasonError}
              </p>
            )}
          </fieldset>
          {reason === 4 && (
            <TextAreaField
              id="reason-detail"
              label="Cuéntanos el motivo"
              maxLength={500}
              value={detail}
              onChange={(e) => setDetail(e.target.value)}
            />
          )}
          <div className="flex gap-2">
            <Button variant="ghost" onClick={() => setStep('intro')}>
              Regresar
            </Button>
            <Button type="submit">Continuar</Button>
          </div>
        </form>
      )}

      {step === 'confirm' && (
        <form
          className="flex flex-col gap-4 rounded-lg border border-red-200 bg-white p-5"
          noValidate
          onSubmit={submit}
        >
          <h2 className="text-lg font-bold">Confirma que quieres eliminar tu cuenta</h2>
          <p className="text-sm">
            Esta acción no se puede deshacer. Escribe <strong>{CONFIRMATION_WORD}</strong> para confirmar.
          </p>
          <TextField
            label="Palabra de confirmación"
            autoComplete="off"
            autoCapitalize="characters"
            value={word}
            onChange={(e) => setWord(e.target.value)}
            error={wordError}
            maxLength={50}
          />
          <div className="flex gap-2">
            <Button variant="ghost" onClick={() => setStep('reason')}>
              Regresar
            </Button>
            <Button type="submit" variant="danger" busy={remove.isPending}>
              Eliminar mi cuenta
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

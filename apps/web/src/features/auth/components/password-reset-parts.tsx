import type { FormEventHandler, ReactNode } from 'react';
import { messages } from '@shop/contracts/messages';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/error-message';

/** The text of a failed reset call: the server's 4xx reason, else the generic retry text. */
export const resetError = (error: unknown) => (error ? errorMessage(error, messages.generic.retry) : null);

/** What a reset step shows instead of its form: the answer (or why there is no form) and the way on. */
export function ResetOutcome({
  tone,
  message,
  children,
}: {
  tone: 'success' | 'error';
  message: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4">
      <Alert tone={tone}>{message}</Alert>
      {children}
    </div>
  );
}

/** A reset step's form: its failure above the fields, the submit button below them. */
export function ResetForm({
  label,
  action,
  busy,
  error,
  onSubmit,
  children,
}: {
  label: string;
  action: string;
  busy: boolean;
  error: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={label}>
      {error && <Alert tone="error">{error}</Alert>}
      {children}
      <Button type="submit" busy={busy}>
        {action}
      </Button>
    </form>
  );
}

import { genericMessages } from '@shop/contracts/generic-messages';
import { Alert } from './alert';
import { Button } from './button';
import { errorMessage } from '../../lib/error-message';

/** A failed read: its Spanish message (`errorMessage`) and 'Reintentar'. */
export function QueryError({
  error,
  onRetry,
  message,
  className,
}: {
  error: unknown;
  onRetry: () => unknown;
  /** A text of the contracts for this read, shown instead of the generic one for a 5xx or network failure. */
  message?: string;
  className?: string;
}) {
  return (
    <Alert tone="error" className={className}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span>{errorMessage(error, message)}</span>
        <Button type="button" variant="secondary" onClick={() => void onRetry()}>
          {genericMessages.retryAction}
        </Button>
      </div>
    </Alert>
  );
}

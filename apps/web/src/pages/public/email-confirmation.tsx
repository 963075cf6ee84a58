import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { emailConfirmationMessages } from '@shop/contracts/email-confirmation';
import { messages } from '@shop/contracts/messages';
import { Alert } from '../../components/ui/alert';
import { errorMessage } from '../../lib/error-message';
import { paths } from '../../lib/paths';
import { useConfirmEmail } from '../../features/auth/api/email-confirmation';
import { useFragmentToken } from '../../lib/fragment-token';

const linkClass =
  'inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800';

/** The e-mailed link of a new account (decision 0704): confirms it, signs in and opens the account. */
export default function EmailConfirmationPage() {
  const token = useFragmentToken();
  const confirm = useConfirmEmail();
  const navigate = useNavigate();
  // The link works once: a second effect run (StrictMode) must not spend it again.
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirm.mutate(token, { onSuccess: () => void navigate(paths.account, { replace: true }) });
  }, [token, confirm, navigate]);
  const error = !token
    ? emailConfirmationMessages.linkMissing
    : confirm.error
      ? errorMessage(confirm.error, messages.generic.retry)
      : null;
  return (
    <main id="contenido" className="mx-auto max-w-md px-4 py-10">
      <h1 tabIndex={-1} data-page-title className="mb-4 text-2xl font-bold tracking-tight outline-none">
        {emailConfirmationMessages.title}
      </h1>
      <div className="flex flex-col gap-4 rounded-xl border border-neutral-200 bg-white p-6 shadow-sm">
        {error ? (
          <>
            <Alert tone="error">{error}</Alert>
            <Link to={paths.home} className={linkClass}>
              {emailConfirmationMessages.backToSignIn}
            </Link>
          </>
        ) : (
          <p role="status">{emailConfirmationMessages.confirming}</p>
        )}
      </div>
    </main>
  );
}

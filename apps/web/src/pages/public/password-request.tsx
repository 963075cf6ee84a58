import { Link } from 'react-router';
import { passwordResetMessages } from '@shop/contracts/password-reset-messages';
import { PasswordResetRequestForm } from '../../features/auth/components/password-reset-request-form';
import { paths } from '../../lib/paths';

export default function PasswordRequestPage() {
  return (
    <main id="contenido" className="mx-auto max-w-md px-4 py-10">
      <h1 tabIndex={-1} data-page-title className="mb-4 text-2xl font-bold tracking-tight outline-none">
        {passwordResetMessages.requestTitle}
      </h1>
      <div className="rounded-xl border border-neutral-200 bg-white p-6 shadow-sm">
        <PasswordResetRequestForm />
      </div>
      <Link to={paths.home} className="mt-6 inline-block text-sm font-semibold text-brand-700 underline">
        {passwordResetMessages.backToSignIn}
      </Link>
    </main>
  );
}

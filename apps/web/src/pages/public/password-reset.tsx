import { passwordResetMessages } from '@shop/contracts/password-reset-messages';
import { PasswordResetForm } from '../../features/auth/components/password-reset-form';
import { useFragmentToken } from '../../lib/fragment-token';

export default function PasswordResetPage() {
  const token = useFragmentToken();
  return (
    <main id="contenido" className="mx-auto max-w-md px-4 py-10">
      <h1 tabIndex={-1} data-page-title className="mb-4 text-2xl font-bold tracking-tight outline-none">
        {passwordResetMessages.resetTitle}
      </h1>
      <div className="rounded-xl border border-neutral-200 bg-white p-6 shadow-sm">
        <PasswordResetForm token={token} />
      </div>
    </main>
  );
}

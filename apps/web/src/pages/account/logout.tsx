import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { logout } from '../../features/auth/api/logout';
import { forgetCreditToken } from '../../features/credit/api/credit-client';
import { forgetProfileUpdateToken } from '../../features/personal-data/api/confirm-contact-change';
import { pushProfileEvent } from '../../lib/analytics';
import { removeMemberRole } from '../../lib/member-role';
import { paths } from '../../lib/paths';
import { messages } from '@shop/contracts/messages';

/** /mi-cuenta/cerrar-sesion: 'Saliendo de tu cuenta...', sign-out, profile event, role removed, then /. */
export default function LogoutPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        await logout();
      } catch {
        /* the session is gone either way: the cookie is cleared by the server or already invalid */
      }
      pushProfileEvent('logout');
      // Sign-out forgets every cached token and every cached answer.
      removeMemberRole();
      forgetCreditToken();
      forgetProfileUpdateToken();
      queryClient.clear();
      void navigate(paths.home, { replace: true });
    })();
  }, [navigate, queryClient]);
  return (
    <main className="flex min-h-[60vh] items-center justify-center" aria-live="polite">
      <p className="flex items-center gap-3 text-lg">
        <span
          className="size-6 animate-spin rounded-full border-2 border-brand-700 border-t-transparent"
          aria-hidden="true"
        />
        {messages.auth.loggingOut}
      </p>
    </main>
  );
}

import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { formatPhone } from '@shop/domain/phone';
import { toast } from '../../../lib/toast';
import { attribute, isMember } from '@shop/contracts/profile-helpers';
import type { CustomerProfile } from '@shop/contracts/profile';
import { isPlaceholderEmail, personalDataMessages } from '@shop/contracts/personal-data-messages';
import { PageTitle } from '../../../components/ui/page-title';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { formatCalendarDate } from '../../../lib/format';
import { useReactivate } from '../api/reactivate';
import { forgetProfileUpdateToken } from '../api/confirm-contact-change';
import { useStockAlertPreferences } from '../api/get-stock-alert-preferences';
import { lazyPart } from '../../../lib/lazy-part';

// The modals and the switches (forms, zod, Radix) load when first needed: the page's first chunk stays small.
const PasswordModal = lazy(() => import('./password-modal').then((m) => ({ default: m.PasswordModal })));
const ContactChangeModal = lazy(() =>
  import('./contact-change-modal').then((m) => ({ default: m.ContactChangeModal })),
);
const FavoriteStoreModal = lazy(() =>
  import('./favorite-store-modal').then((m) => ({ default: m.FavoriteStoreModal })),
);
const StockAlertSettings = lazyPart('src/features/personal-data/components/stock-alert-settings.tsx', () =>
  import('./stock-alert-settings').then((m) => m.StockAlertSettings),
);

type Modal = 'password' | 'phone' | 'email' | 'store' | null;

function Field({ label, value, action }: { label: string; value: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-neutral-200 py-3 last:border-b-0">
      <dt className="w-full text-sm text-muted sm:w-48">{label}</dt>
      <dd className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-2 font-medium break-words">
        <span>{value}</span>
        {action}
      </dd>
    </div>
  );
}

/** 'Datos personales' (reseller-area.md §2): read-only names, and modals for e-mail, phone and password. */
export function PersonalDataView({ profile }: { profile: CustomerProfile }) {
  const [modal, setModal] = useState<Modal>(null);
  const customerId = attribute(profile, 'customer_id') ?? '';
  const phone = attribute(profile, 'mobile_telephone') ?? '';
  const motherLastName = attribute(profile, 'mother_last_name') ?? '';
  const mobileDisabled = attribute(profile, 'deleted_in_app') === '1';
  const missingEmail = isPlaceholderEmail(profile.email);
  const reactivate = useReactivate(profile.username);
  const alerts = useStockAlertPreferences(customerId);
  const openModal = (next: Modal) => () => setModal(next);
  const onOpenChange = (open: boolean) => !open && setModal(null);

  // A profile-update token left from an earlier visit is never reused (reseller-area.md §4). In an idle moment: a
  // page's first use of local storage opens it (tens of ms in a traced load), kept out of the first commit's task.
  useEffect(() => {
    if (!('requestIdleCallback' in window)) {
      const timer = setTimeout(forgetProfileUpdateToken, 0);
      return () => clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(forgetProfileUpdateToken, { timeout: 2000 });
    return () => window.cancelIdleCallback(idle);
  }, []);

  return (
    <section className="flex flex-col gap-6">
      <PageTitle>{personalDataMessages.title}</PageTitle>

      {missingEmail && (
        <Alert tone="warning">
          <p className="mb-2">{personalDataMessages.missingEmail}</p>
          <Button variant="secondary" onClick={openModal('email')}>
            Agregar mi correo
          </Button>
        </Alert>
      )}

      {mobileDisabled && (
        <section aria-labelledby="mobile-title" className="rounded-lg border border-amber-600 bg-amber-50 p-5">
          <h2 id="mobile-title" className="mb-1 text-lg font-bold">
            {personalDataMessages.mobileDisabled}
          </h2>
          <p className="mb-3 text-sm">
            Tu cuenta en la app está desactivada. Puedes volver a activarla cuando quieras.
          </p>
          <Button
            busy={reactivate.isPending}
            onClick={() =>
              reactivate.mutate(undefined, {
                onSuccess: (r) => toast.success(r.message),
                onError: () => toast.error(personalDataMessages.reactivateFailed),
              })
            }
          >
            Reactivar
          </Button>
        </section>
      )}

      <dl className="rounded-lg border border-neutral-200 bg-white px-5">
        {isMember(profile) && <Field label="Número de socio" value={profile.username} />}
        <Field label="Nombre" value={profile.firstname} />
        <Field label="Apellido paterno" value={profile.lastname} />
        <Field label="Apellido materno" value={motherLastName || '—'} />
        <Field
          label="Correo electrónico"
          value={missingEmail ? 'Sin correo registrado' : profile.email}
          action={
            <Button variant="secondary" onClick={openModal('email')} aria-label="Cambiar mi correo">
              Cambiar
            </Button>
          }
        />
        <Field
          label="Número de celular"
          value={phone ? formatPhone(phone) : 'Sin número registrado'}
          action={
            <Button variant="secondary" onClick={openModal('phone')} aria-label="Cambiar mi número">
              Cambiar
            </Button>
          }
        />
        <Field label="Fecha de nacimiento" value={profile.dob ? formatCalendarDate(profile.dob) : '—'} />
        <Field
          label="Contraseña"
          value={<span aria-label="Contraseña oculta">••••••••</span>}
          action={
            <Button variant="secondary" onClick={openModal('password')}>
              Editar contraseña
            </Button>
          }
        />
      </dl>
      <p className="text-xs text-muted">
        Tu nombre y apellidos no se pueden editar aquí; si hay un error, comunícate con nosotros.
      </p>

      <section aria-labelledby="store-title" className="rounded-lg border border-neutral-200 bg-white p-5">
        <h2 id="store-title" className="mb-2 text-lg font-bold">
          Entrega y tienda favorita
        </h2>
        <ul className="mb-3 text-sm">
          {profile.delivery_preference.deliver_home && <li>Entrega a domicilio</li>}
          {profile.delivery_preference.pickup_in_store && <li>Recoger en tienda</li>}
          <li>Tienda favorita: {profile.favoriteStore?.name ?? 'sin elegir'}</li>
        </ul>
        <Button variant="secondary" onClick={openModal('store')}>
          Cambiar mi tienda favorita
        </Button>
      </section>

      <Suspense fallback={null}>
        {/* 'Configuraciones' only for customers with stock-alert subscriptions. */}
        {alerts.data && alerts.data.subscriptions.length > 0 && <StockAlertSettings customerId={customerId} />}
        {modal === 'password' && (
          <PasswordModal open onOpenChange={onOpenChange} customerId={customerId} email={profile.email} />
        )}
        {(modal === 'phone' || modal === 'email') && (
          <ContactChangeModal key={modal} kind={modal} open onOpenChange={onOpenChange} customerId={customerId} />
        )}
        {modal === 'store' && <FavoriteStoreModal open onOpenChange={onOpenChange} profile={profile} />}
      </Suspense>
    </section>
  );
}

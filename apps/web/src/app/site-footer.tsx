import { AppLink } from '../lib/app-link';
import { isMember } from '@shop/contracts/profile-helpers';
import { PhoneLink, WhatsAppLink } from '../components/ui/phone-link';
import { useFeatureFlags } from '../lib/feature-flags';
import { useMe } from '../lib/me';
import { paths } from '../lib/paths';

const DEFAULT_SUPPORT_PHONE = '800 400 3030';

/** The one site footer: help by phone (tel:) and WhatsApp, and the shop's pages; no join invitation to a member. */
export function SiteFooter() {
  const flags = useFeatureFlags();
  const me = useMe();
  const phone = flags.data?.support_phone || DEFAULT_SUPPORT_PHONE;
  const whatsapp = flags.data?.support_whatsapp ?? '';
  const linkClass = 'inline-flex min-h-11 items-center font-semibold text-brand-700 underline';
  return (
    <footer className="border-t border-neutral-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-4 px-4 py-6 text-sm md:grid-cols-2">
        <div>
          <p className="font-semibold">Atención a clientes</p>
          <p>
            Llámanos sin costo al <PhoneLink phone={phone} />
          </p>
          {whatsapp && (
            <p>
              <WhatsAppLink
                phone={whatsapp}
                label="Escríbenos por WhatsApp"
                text="Hola, necesito ayuda con mi cuenta"
              />
            </p>
          )}
        </div>
        <nav aria-label="Pie de página" className="flex flex-wrap gap-x-4 md:justify-end">
          <AppLink to={paths.crediprice} className={linkClass}>
            Conoce CrediPrice
          </AppLink>
          <AppLink to={paths.rewards} className={linkClass}>
            Retos para socias
          </AppLink>
          {!me.isPending && !isMember(me.data) && (
            <AppLink to={paths.becomeMember} className={linkClass}>
              Conviértete en socia
            </AppLink>
          )}
        </nav>
        <p className="text-xs text-muted md:col-span-2">© 2026 Price Shoes México.</p>
      </div>
    </footer>
  );
}

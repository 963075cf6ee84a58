import { toast } from '../../../lib/toast';
import { customStoresMessages as m } from '@shop/contracts/custom-stores-messages';
import { Dialog } from '../../../components/ui/dialog';
import { pushEvent } from '../../../lib/analytics';

export type ShareType = 'facebook' | 'whatsapp' | 'Copiar link';

export const trackShare = (shareType: ShareType) => pushEvent({ event: 'custom_shop_share', share_type: shareType });

const optionClass =
  'flex min-h-11 w-full items-center justify-center rounded-md px-4 font-semibold text-white focus-visible:outline-2';

/** Share-store modal: Facebook, WhatsApp and 'Copiar link' (reseller-area.md §2). */
export function ShareDialog({
  link,
  open,
  onOpenChange,
}: {
  link: string;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const text = `¡Visita mi tienda Price Shoes! ${link}`;
  async function copy() {
    trackShare('Copiar link');
    try {
      await navigator.clipboard.writeText(link);
      toast.success('Link copiado');
    } catch {
      toast.success(`No pudimos copiar el link; cópialo: ${link}`);
    }
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={m.shareLink} description={link}>
      <div className="grid gap-3">
        <a
          className={`${optionClass} bg-[#1b4f9c]`}
          href={`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => trackShare('facebook')}
        >
          {m.share.facebook}
        </a>
        <a
          className={`${optionClass} bg-[#0b7a3e]`}
          href={`https://wa.me/?text=${encodeURIComponent(text)}`}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => trackShare('whatsapp')}
        >
          {m.share.whatsapp}
        </a>
        <button type="button" className={`${optionClass} bg-neutral-800`} onClick={() => void copy()}>
          {m.share.copy}
        </button>
      </div>
    </Dialog>
  );
}

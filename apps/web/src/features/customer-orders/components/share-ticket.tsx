import { useEffect, useState } from 'react';
import { toast } from '../../../lib/toast';
import type { CustomCartView } from '@shop/contracts/custom-carts';
import { customCartsMessages as m } from '@shop/contracts/custom-carts-messages';
import { shortCartId } from '@shop/domain/customer-orders';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { formatShortDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { drawTicket, ticketOf, ticketText, whatsappUrl } from './ticket';

/**
 * 'Compartir orden' (help-modal item 4; decision 0512): the ticket drawn on a canvas as a PNG, shared with the
 * Web Share API where the device shares files; otherwise the PNG is downloaded and a dialog offers WhatsApp
 * (the text summary and her store link) and the download again. A cancelled share does nothing.
 */
export function ShareTicket({ cart }: { cart: CustomCartView }) {
  const [busy, setBusy] = useState(false);
  const [fallback, setFallback] = useState<{ url: string; file: string; whatsapp: string } | null>(null);
  useEffect(() => {
    if (!fallback) return;
    return () => URL.revokeObjectURL(fallback.url);
  }, [fallback]);

  const share = async () => {
    setBusy(true);
    try {
      const ticket = ticketOf(
        cart,
        `${window.location.origin}${paths.publicStore(cart.store_id)}`,
        formatShortDate(cart.order_created_at),
      );
      const name = m.share.fileName(shortCartId(cart.cart_id));
      const file = new File([await drawTicket(ticket)], name, { type: 'image/png' });
      const data = { files: [file], title: ticket.title, text: ticketText(ticket) };
      if (typeof navigator.canShare === 'function' && navigator.canShare(data)) {
        try {
          await navigator.share(data);
        } catch (e) {
          // Cancelled by her: nothing happens. Anything else falls through to the download.
          if (e instanceof DOMException && e.name === 'AbortError') return;
          throw e;
        }
        return;
      }
      const url = URL.createObjectURL(file);
      const a = document.createElement('a');
      a.href = url;
      a.download = name;
      a.click();
      setFallback({ url, file: name, whatsapp: whatsappUrl(ticket) });
    } catch {
      toast.error(m.share.failed);
    } finally {
      setBusy(false);
    }
  };

  const client = cart.contact ? `${cart.contact.first_name} ${cart.contact.last_name}` : '';
  return (
    <>
      <Button variant="secondary" busy={busy} onClick={() => void share()}>
        {m.share.button}
      </Button>
      <Dialog
        open={fallback !== null}
        onOpenChange={(open) => !open && setFallback(null)}
        title={m.share.title}
        description={m.share.downloaded}
      >
        {fallback && (
          <div className="flex flex-col gap-4">
            <img
              src={fallback.url}
              alt={m.share.imageAlt(client)}
              className="mx-auto max-h-80 rounded border border-neutral-200"
            />
            <div className="flex flex-wrap gap-2">
              <a
                href={fallback.whatsapp}
                target="_blank"
                rel="noreferrer"
                className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
              >
                {m.share.whatsapp}
              </a>
              <a
                href={fallback.url}
                download={fallback.file}
                className="inline-flex min-h-11 items-center rounded-md border border-brand-700 px-4 font-semibold text-brand-700 hover:bg-brand-50"
              >
                {m.share.download}
              </a>
            </div>
          </div>
        )}
      </Dialog>
    </>
  );
}

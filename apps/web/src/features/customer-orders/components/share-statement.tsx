import { useState } from 'react';
import { statementMessages as sm } from '@shop/contracts/statement-messages';
import { whatsappHref } from '@shop/domain/phone';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/error-message';
import { formatCalendarDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useCreateStatementLink } from '../api/create-statement-link';
import { useRevokeStatementLinks } from '../api/revoke-statement-links';

/**
 * 'Enviar estado de cuenta' (issue 30, decision 0770): makes a link to the client's statement, then offers it by
 * WhatsApp (a wa.me link with the message: a tap the browser does not block, unlike a window opened after the
 * request) or copied; and turns off the links sent before.
 */
export function ShareStatement(props: {
  customerId: string;
  contact: { contact_id: string; first_name: string; last_name: string; phone: string };
  className?: string;
}) {
  const { contact } = props;
  const name = `${contact.first_name} ${contact.last_name}`.trim();
  const [open, setOpen] = useState(false);
  const create = useCreateStatementLink();
  const revoke = useRevokeStatementLinks();
  const made = create.data;
  const text = made ? sm.share.message(contact.first_name, made.url) : '';
  const whatsapp = made ? whatsappHref(contact.phone, text) : null;
  const ids = { customerId: props.customerId, contactId: contact.contact_id };

  const start = () => {
    setOpen(true);
    create.mutate(ids);
  };
  const copy = async () => {
    if (!made) return;
    await navigator.clipboard.writeText(made.url).then(
      () => toast.success(sm.share.copied),
      () => toast.error(made.url),
    );
  };
  const turnOff = () =>
    revoke.mutate(ids, {
      onSuccess: () => {
        toast.success(sm.share.revoked);
        create.reset();
        setOpen(false);
      },
      onError: (e) => toast.error(errorMessage(e)),
    });

  return (
    <>
      <Button variant="secondary" className={props.className} aria-label={sm.share.buttonLabel(name)} onClick={start}>
        {sm.share.button}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={sm.share.title}
        description={sm.share.intro(contact.first_name)}
      >
        {create.isError ? (
          <p role="alert" className="text-red-700">
            {errorMessage(create.error, sm.share.failed)}
          </p>
        ) : !made ? (
          <p aria-live="polite" className="text-muted">
            …
          </p>
        ) : (
          <div className="flex flex-col gap-3">
            <p className="text-sm text-muted">{sm.share.expires(formatCalendarDate(made.expires_at.slice(0, 10)))}</p>
            {whatsapp && (
              <a
                href={whatsapp}
                target="_blank"
                rel="noreferrer"
                className="inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
              >
                {sm.share.whatsapp}
              </a>
            )}
            <Button variant="secondary" onClick={() => void copy()}>
              {sm.share.copy}
            </Button>
            <Button variant="ghost" busy={revoke.isPending} onClick={turnOff}>
              {sm.share.revoke}
            </Button>
          </div>
        )}
      </Dialog>
    </>
  );
}

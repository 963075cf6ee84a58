import type { Logger } from 'pino';
import { PAY_LINK_LIMITS as L, type PayMethod } from '@shop/contracts/pay-link-messages';
import { formatMoney } from '@shop/domain/money';
import { MONTHS } from '@shop/domain/months';
import type { Db } from '@shop/db/client';
import type { Mailer, SmsSender } from '../../lib/messaging';
import type { Quota } from '../auth/quota';
import { findCustomerById } from '@shop/db/customers';

/** Her 'Me deben' page (apps/web paths), where payments show and reports wait. */
export const ME_DEBEN_PATH = '/mi-cuenta/mi-tienda-personalizada/ordenes/me-deben';

export type PayLinkNotice =
  | { kind: 'paid'; clientName: string; amount: number; method: PayMethod; surplus: number }
  | { kind: 'reported'; clientName: string; amount: number; paidDate: string };

/** '2026-11-25' → '25 de noviembre'. */
const dayOf = (iso: string) => `${Number(iso.slice(8, 10))} de ${MONTHS[Number(iso.slice(5, 7)) - 1] ?? ''}`;

const HOW: Record<PayMethod, string> = {
  card: 'con tarjeta',
  bank_transfer: 'por transferencia SPEI',
  cash: 'en efectivo (OXXO y tiendas)',
};

/** What she reads of a client's payment or report (decision 0771). */
export function payLinkNotice(n: PayLinkNotice, link: string) {
  const amount = formatMoney(n.amount);
  if (n.kind === 'paid') {
    const surplus =
      n.surplus > 0
        ? `Pagó ${formatMoney(n.surplus)} más de lo que te debía (dos pagos al mismo tiempo): ese dinero es de ella; devuélveselo o acuérdalo con ella.`
        : '';
    return {
      subject: `${n.clientName} te pagó ${amount}`,
      text: [
        `${n.clientName} te pagó ${amount} ${HOW[n.method]} desde su estado de cuenta.`,
        'Ya lo anotamos como abono en sus pedidos y lo sumamos a tu Mi saldo.',
        ...(surplus ? ['', surplus] : []),
        '',
        'Míralo en Me deben:',
        link,
      ].join('\n'),
      sms: `Price Shoes: ${n.clientName} te pagó ${amount} ${HOW[n.method]}. Ya está en sus pedidos y en tu Mi saldo.`,
    };
  }
  const date = dayOf(n.paidDate);
  return {
    subject: `${n.clientName} dice que te pagó ${amount}`,
    text: [
      `${n.clientName} te avisa que te pagó ${amount} el ${date} por otro medio.`,
      'Revisa que el dinero te haya llegado y confírmalo o recházalo en Me deben:',
      link,
    ].join('\n'),
    sms: `Price Shoes: ${n.clientName} dice que te pagó ${amount} el ${date}. Confírmalo en Me deben: ${link}`,
  };
}

/**
 * Tells the socia by e-mail and SMS (the existing senders), at most PAY_LINK_LIMITS.smsPerSociaDay texts and
 * emailsPerSociaDay mails a day, so a flood of payments or reports cannot make the shop text her without end.
 */
export function createPayLinkNotifier(deps: {
  db: Db;
  mailer: Mailer;
  sms: SmsSender;
  quota: Quota;
  logger: Logger;
  publicUrl: string;
}) {
  const DAY = 86_400_000;
  return async (memberId: number, notice: PayLinkNotice) => {
    const socia = await findCustomerById(deps.db, memberId);
    if (!socia) return;
    const text = payLinkNotice(notice, `${deps.publicUrl}${ME_DEBEN_PATH}`);
    const sends: Promise<void>[] = [];
    const room = async (key: string, max: number) =>
      (await deps.quota.take([{ key: `${key}:${memberId}`, max, windowMs: DAY }])).wait === 0;
    if (socia.email && !socia.email.startsWith('noemail_') && (await room('pay-notice-mail', L.emailsPerSociaDay)))
      sends.push(deps.mailer.send({ to: socia.email, subject: text.subject, text: text.text }));
    if (socia.mobileTelephone && (await room('pay-notice-sms', L.smsPerSociaDay)))
      sends.push(deps.sms.send({ to: socia.mobileTelephone, body: text.sms }));
    for (const result of await Promise.allSettled(sends))
      if (result.status === 'rejected') deps.logger.warn({ err: result.reason }, 'pay-link notice not delivered');
  };
}

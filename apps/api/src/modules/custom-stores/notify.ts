import type { Db } from '@shop/db/client';
import type { CustomStoreRow } from '@shop/db/schema/index';
import { formatMoney } from '@shop/domain/money';
import type { Logger } from 'pino';
import type { Mailer, SmsSender } from '../../lib/messaging';
import { findCustomerById } from '@shop/db/customers';
import type { RequestPlaced } from './service';

/** Her page of orders from her store (apps/web paths.customerOrdersRequests). */
export const REQUESTS_PAGE_PATH = '/mi-cuenta/mi-tienda-personalizada/ordenes/pedidos-nuevos';

/** The link to one request, from the shop's public address (never the request's). */
export const requestLink = (publicUrl: string, requestId: string) =>
  `${publicUrl}${REQUESTS_PAGE_PATH}?pedido=${encodeURIComponent(requestId)}`;

/** The texts she receives of a new order from her store (decision 0722). */
export function requestNotice(placed: RequestPlaced, link: string) {
  const r = placed.request;
  const name = `${r.firstName} ${r.lastName}`.trim();
  const units = placed.items.reduce((n, i) => n + i.qty, 0);
  const total =
    placed.cart.selectedPayment === 'installments' && placed.cart.installmentGrandTotalCents !== null
      ? `${formatMoney(placed.cart.installmentGrandTotalCents)} en pagos semanales`
      : `${formatMoney(placed.cart.grandTotalCents)} de contado`;
  const lines = placed.items.map(
    (i) => `- ${i.qty} × ${i.name}, talla ${i.sizeLabel}: ${formatMoney(i.priceCents * i.qty)}`,
  );
  return {
    subject: `Nuevo pedido de tu tienda: ${name}`,
    text: [
      `${name} (celular ${r.phone}) te envió un pedido desde tu tienda: ${units} ${units === 1 ? 'pieza' : 'piezas'}, ${total}.`,
      '',
      ...lines,
      '',
      'El pedido no cuenta en tus órdenes ni en Mis cobranzas hasta que lo aceptes. Revísalo y acéptalo o recházalo aquí:',
      link,
      '',
      'Puedes dejar de recibir estos avisos en Editar mi información de tu tienda.',
    ].join('\n'),
    sms: `Price Shoes: ${name} te envió un pedido de ${total} desde tu tienda. Revísalo: ${link}`,
  };
}

/**
 * Tells the socia of each new order from her store, by e-mail and SMS to her account's address and mobile (the
 * existing mailer and SMS sender, so the dev outbox shows them), unless she turned a channel off in her store's
 * settings (decision 0722). A failed delivery is logged; the order stays saved.
 */
export function createRequestNotifier(deps: {
  db: Db;
  mailer: Mailer;
  sms: SmsSender;
  logger: Logger;
  publicUrl: string;
}) {
  return async (store: CustomStoreRow, placed: RequestPlaced) => {
    if (!store.notifyEmail && !store.notifySms) return;
    const socia = await findCustomerById(deps.db, store.customerId);
    if (!socia) return;
    const notice = requestNotice(placed, requestLink(deps.publicUrl, placed.request.requestId));
    const sends: Promise<void>[] = [];
    if (store.notifyEmail && socia.email && !socia.email.startsWith('noemail_'))
      sends.push(deps.mailer.send({ to: socia.email, subject: notice.subject, text: notice.text }));
    if (store.notifySms && socia.mobileTelephone)
      sends.push(deps.sms.send({ to: socia.mobileTelephone, body: notice.sms }));
    for (const result of await Promise.allSettled(sends))
      if (result.status === 'rejected')
        deps.logger.warn({ err: result.reason }, 'new store order notice not delivered');
  };
}

import type { CustomCartView } from '@shop/contracts/custom-carts';
import { ledgerMessages as lm } from '@shop/contracts/ledger-messages';
import { customCartsMessages as m } from '@shop/contracts/custom-carts-messages';
import { shortCartId } from '@shop/domain/customer-orders';
import { formatMoney } from '@shop/domain/money';
import { whatsappHref } from '@shop/domain/phone';
import { formatWeekdayDate } from '../../../lib/format';

/**
 * The order as the client sees it (help-modal item 4; decisions 0512, 0710): her client, the live items, the
 * installment charge as its own line, the total, what was paid and what is left, the next payment and what is
 * overdue, and the socia's store link. Every figure is the order's `money` (@shop/domain/ledger orderMoney). One
 * summary feeds the image and the WhatsApp text.
 */
export interface Ticket {
  title: string;
  client: string;
  firstName: string;
  phone: string | null;
  date: string;
  lines: { text: string; amount: string }[];
  totals: [string, string][];
  storeUrl: string;
}

export function ticketOf(cart: CustomCartView, storeUrl: string, date: string): Ticket {
  const money = cart.money;
  const items = cart.cart_items
    .filter((i) => i.status !== 'CANCELED')
    .map((i) => ({ text: `${i.qty} × ${i.name} (${i.size_label})`, amount: formatMoney(i.price_total) }));
  const charge =
    money.installment_charge > 0 ? [{ text: lm.ledger.charge, amount: formatMoney(money.installment_charge) }] : [];
  const totals: [string, string][] = [
    [m.columns.total, formatMoney(money.total)],
    [m.summary.paid, formatMoney(money.paid)],
    [m.summary.left, formatMoney(money.left)],
  ];
  if (money.overdue > 0 && money.overdue_since)
    totals.push([
      lm.ledger.overdue,
      `${formatMoney(money.overdue)} desde el ${formatWeekdayDate(money.overdue_since)}`,
    ]);
  if (money.next_due)
    totals.push([
      lm.ledger.nextDue,
      `${formatMoney(money.next_due.amount)} el ${formatWeekdayDate(money.next_due.date)}`,
    ]);
  return {
    title: m.detail.order(shortCartId(cart.cart_id)),
    client: cart.contact ? `${cart.contact.first_name} ${cart.contact.last_name}` : '',
    firstName: cart.contact?.first_name ?? '',
    phone: cart.contact?.phone ?? null,
    date,
    lines: [...items, ...charge],
    totals,
    storeUrl,
  };
}

/** The text sent with the image, or alone through WhatsApp. */
export function ticketText(t: Ticket): string {
  return [
    `${m.share.greeting(t.firstName || t.client)} (${t.title}, ${t.client}, ${t.date}):`,
    ...t.lines.map((l) => `• ${l.text}: ${l.amount}`),
    ...t.totals.map(([label, value]) => `${label}: ${value}`),
    `${m.share.storeLine} ${t.storeUrl}`,
  ].join('\n');
}

/** wa.me to her client's mobile (stored 52 + 10 digits) when she has one, else the WhatsApp contact picker. */
export function whatsappUrl(t: Ticket): string {
  const text = ticketText(t);
  return (t.phone && whatsappHref(t.phone, text)) || `https://wa.me/?text=${encodeURIComponent(text)}`;
}

const WIDTH = 720;
const PAD = 40;
const LINE = 40;
const FONT = 'Arial, Helvetica, sans-serif';

/** Cuts a text to fit the width, with an ellipsis. */
function fit(ctx: CanvasRenderingContext2D, text: string, width: number): string {
  if (ctx.measureText(text).width <= width) return text;
  let cut = text;
  while (cut.length > 1 && ctx.measureText(`${cut}…`).width > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** Draws the ticket on a canvas (a receipt: white paper, dashed rules) and answers it as a PNG. */
export function drawTicket(t: Ticket): Promise<Blob> {
  // Heading, client, order line and the store link's two lines; three dashed rules; one line per item and total.
  const height = PAD * 2 + LINE * (4 + t.lines.length + t.totals.length) + 3 * 24 + 30;
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.reject(new Error('canvas'));
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, WIDTH, height);
  ctx.fillStyle = '#1f1f1f';
  ctx.textBaseline = 'top';
  let y = PAD;
  const left = (text: string, font: string) => {
    ctx.font = font;
    ctx.textAlign = 'left';
    ctx.fillText(fit(ctx, text, WIDTH - PAD * 2), PAD, y);
  };
  const row = (label: string, value: string, font: string) => {
    ctx.font = font;
    ctx.textAlign = 'right';
    ctx.fillText(value, WIDTH - PAD, y);
    const valueWidth = ctx.measureText(value).width;
    ctx.textAlign = 'left';
    ctx.fillText(fit(ctx, label, WIDTH - PAD * 3 - valueWidth), PAD, y);
  };
  const rule = () => {
    ctx.strokeStyle = '#9a9a9a';
    ctx.setLineDash([8, 6]);
    ctx.beginPath();
    ctx.moveTo(PAD, y + 10);
    ctx.lineTo(WIDTH - PAD, y + 10);
    ctx.stroke();
    y += 24;
  };
  left(m.share.ticketHeading, `bold 32px ${FONT}`);
  y += LINE + 4;
  left(t.client, `bold 28px ${FONT}`);
  y += LINE;
  left(`${t.title} · ${t.date}`, `24px ${FONT}`);
  y += LINE;
  rule();
  for (const l of t.lines) {
    row(l.text, l.amount, `24px ${FONT}`);
    y += LINE;
  }
  rule();
  t.totals.forEach(([label, value], i) => {
    row(label, value, `${i === 0 ? 'bold ' : ''}26px ${FONT}`);
    y += LINE;
  });
  rule();
  left(m.share.storeLine, `22px ${FONT}`);
  y += LINE - 8;
  ctx.fillStyle = '#8f1746';
  left(t.storeUrl, `bold 22px ${FONT}`);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('png'))), 'image/png'),
  );
}

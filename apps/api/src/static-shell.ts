import type { CreditSummary } from '@shop/contracts/credit';
import type { StaticTitle } from '@shop/contracts/page-data';
import { LINE_STATES, lineFigures } from '@shop/domain/credit';
import { formatMoney } from '@shop/domain/money';

/** Text for an HTML attribute or element: `&`, `<`, `>` and `"` escaped. */
export const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The part of the HTML between `<!--shop:name-->` and `<!--/shop:name-->` (apps/web/index.html's static shell). */
export const part = (name: string) => new RegExp(`<!--shop:${name}-->[\\s\\S]*?<!--/shop:${name}-->`, 'g');

/** The label of the CrediPrice title row's button for a customer with a line (credit-account.tsx). */
const CREDIT_ACTIONS = '+ Generar';

/** The line state pill's colours, as the summary card (credit-summary.tsx) gives them. */
const estadoClass = (estado: string) =>
  estado === LINE_STATES.overdue ? 'bg-red-100 text-red-900' : 'bg-emerald-100 text-emerald-900';

/**
 * Her CrediPrice page's summary card and lists' links (index.html's `credit-summary`), with her line's figures as
 * GET cliente/resumen answers her: its largest paint (the available credit) comes with the HTML, not after the code
 * (decision 0631). The title row then holds the 'Generar' button's room, as the page shows it for a line.
 */
function creditSummaryShell(html: string, summary: CreditSummary) {
  const figures = lineFigures(summary);
  let filled = html
    .replace(part('skeleton'), '')
    .replace('shop-credit-estado-class', estadoClass(summary.estado))
    .replace('<!--shop:credit-estado-->', escapeHtml(summary.estado));
  for (const [name, cents] of Object.entries(figures))
    filled = filled.replace(`<!--shop:credit-${name}-->`, formatMoney(cents));
  return filled;
}

/** A line to show: the page shows no card for a customer without one ('Sin crédito'). */
const withLine = (summary: CreditSummary | undefined): summary is CreditSummary =>
  summary !== undefined && summary.estado !== LINE_STATES.none;

/**
 * The static shell that paints before the JavaScript (decision 0624): the site header always; the account shell
 * with the page's title only for a signed-in customer's page whose path says the title (a visitor is sent home,
 * and another page's title would flicker); on her CrediPrice page with a line (`creditSummary`, only given there),
 * the summary card.
 */
export function staticShell(
  html: string,
  title: { title: StaticTitle; text: string } | undefined,
  creditSummary?: CreditSummary,
) {
  if (!title) return html.replace(part('account'), '').replace(part('home'), '');
  const card = withLine(creditSummary) ? creditSummary : undefined;
  const actions = card ? CREDIT_ACTIONS : title.title.actions;
  const shell = html
    .replace(part('home'), '')
    .replace(part(title.title.lead === 'shell' ? 'lead-page' : 'lead-shell'), '')
    .replace(part(title.title.row === 'detail' ? 'row-page' : 'row-detail'), '')
    .replace(actions === undefined ? part('actions') : '<!--shop:actions-label-->', escapeHtml(actions ?? ''))
    .replace('<!--shop:title-->', escapeHtml(title.text));
  return card ? creditSummaryShell(shell, card) : shell.replace(part('credit-summary'), '');
}

import { randomInt } from 'node:crypto';
import { messages } from '@shop/contracts/messages';
import { PAY_LINK_LIMITS as L, payLinkMessages as pm, type PayMethod } from '@shop/contracts/pay-link-messages';
import type {
  PayLinkActivity,
  PayLinkPaymentView,
  PaymentReportsResponse,
  ReportBody,
} from '@shop/contracts/pay-links';
import type { Clock } from '@shop/domain/clock';
import { mexicoDate } from '@shop/domain/mexico-dates';
import { referenceExpiry } from '@shop/domain/mexico-time';
import { formatMoney } from '@shop/domain/money';
import type { Db } from '@shop/db/client';
import type { StatementPaymentRow } from '@shop/db/schema/index';
import { HttpError } from '../../lib/http-errors';
import type { Quota, QuotaKey } from '../auth/quota';
import type { BalanceService } from '../balance/service';
import type { CustomCartsService } from '../custom-carts/service';
import { PhotoRefused, publishablePhoto } from '../custom-stores/photo-pipeline';
import type { CardEvent, CardIntent, CardProvider } from '../payments/providers';
import type { StatementService } from '../statements/service';
import {
  contactName,
  decideReport,
  findByProviderId,
  findClientPayment,
  insertReport,
  insertStatementPayment,
  latestClientPayments,
  latestClientReports,
  lockPendingReport,
  markConfirmed,
  pendingReportsOf,
  reportPhoto,
  setPaymentStatus,
  setProviderId,
  setReportPhoto,
  setSplit,
} from './repository';
import type { PayLinkNotice } from './notify';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** How the card provider takes each method (decision 0204). */
const METHOD_TYPE: Record<PayMethod, CardIntent['payment_method']['type']> = {
  card: 'card',
  bank_transfer: 'customer_balance',
  cash: 'oxxo',
};
const METHOD_WORDS: Record<PayMethod, string> = {
  card: 'con tarjeta',
  bank_transfer: 'por transferencia SPEI',
  cash: 'en efectivo (OXXO y tiendas)',
};
/** A report may name a payment of the last 60 days (decision 0772). */
export const REPORT_DAYS_BACK = 60;
/** Her pending reports listed at once ('Me deben', 'Hoy'). */
export const PENDING_REPORTS_SHOWN = 50;
const ACTIVITY_SHOWN = 10;

/**
 * Her client pays from the statement link, or tells of a payment made elsewhere (issue 30 points 2–3, decisions 0771
 * and 0772). A payment is an intent of the existing card provider (card, SPEI transfer, cash voucher); the provider's
 * signed webhook, or the client's page asking, confirms it by the provider's current state, once.
 */
export function createPayLinkService(deps: {
  db: Db;
  clock: Clock;
  card: CardProvider;
  statements: StatementService;
  carts: CustomCartsService;
  balance: BalanceService;
  quota: Quota;
  notify: (memberId: number, notice: PayLinkNotice) => Promise<void>;
  log: { warn: (o: object, m: string) => void };
}) {
  const { db, clock } = deps;
  const today = () => mexicoDate(clock.now());

  async function capped(keys: QuotaKey[], message: string) {
    const taken = await deps.quota.take(keys);
    if (taken.wait > 0)
      throw new HttpError(429, message, undefined, { 'retry-after': String(Math.ceil(taken.wait / 1000)) });
  }

  const clientName = async (contactId: string) => (await contactName(db, contactId)) ?? 'Tu clienta';

  /** What the client's page shows of a payment, read live from the provider. */
  async function view(row: StatementPaymentRow): Promise<PayLinkPaymentView> {
    const intent = row.providerId ? await deps.card.retrieveIntent(row.providerId) : null;
    const oxxo = intent?.next_action?.oxxo_display_details;
    const transfer = intent?.next_action?.display_bank_transfer_instructions;
    const spei = transfer?.financial_addresses[0]?.spei;
    const open = row.status === 'pending';
    return {
      payment_id: row.paymentId,
      method: row.method as PayMethod,
      amount: row.amountCents,
      status: row.status as PayLinkPaymentView['status'],
      created_at: row.createdAt.toISOString(),
      expires_at: row.expiresAt?.toISOString() ?? null,
      card:
        open && row.method === 'card' && intent ? { intent_id: intent.id, client_secret: intent.client_secret } : null,
      voucher: open && oxxo ? { number: oxxo.number, url: oxxo.hosted_voucher_url } : null,
      transfer:
        open && transfer && spei
          ? {
              bank: spei.bank_name,
              clabe: spei.clabe,
              reference: transfer.reference,
              url: transfer.hosted_instructions_url,
            }
          : null,
      message: intent?.last_payment_error?.message ?? null,
    };
  }

  /**
   * Confirms a payment the provider says succeeded: in one transaction the conditional update (exactly one caller
   * wins: webhook, replay, the client's page), the abonos spread over her orders, and the credit to her 'Mi saldo'
   * with its movement. Then the socia is told.
   */
  async function confirm(row: StatementPaymentRow) {
    const name = await clientName(row.contactId);
    const done = await db.transaction(async (tx) => {
      const won = await markConfirmed(tx, row.paymentId, clock.now());
      if (!won) return null;
      const spread = await deps.carts.applyClientPayment(tx, {
        memberId: won.memberId,
        contactId: won.contactId,
        amount: won.amountCents,
        paidDate: today(),
        source: 'pay_link',
      });
      await setSplit(tx, won.paymentId, spread.applied, spread.surplus);
      const method = METHOD_WORDS[won.method as PayMethod];
      await deps.balance.creditCollected(tx, {
        customerId: won.memberId,
        statementPaymentId: won.paymentId,
        amountCents: won.amountCents,
        description:
          `Pago de ${name} ${method} desde su estado de cuenta` +
          (spread.surplus > 0 ? ` (incluye ${formatMoney(spread.surplus)} de más que le debes devolver)` : ''),
      });
      return { won, spread };
    });
    if (!done) return false;
    await deps
      .notify(done.won.memberId, {
        kind: 'paid',
        clientName: name,
        amount: done.won.amountCents,
        method: done.won.method as PayMethod,
        surplus: done.spread.surplus,
      })
      .catch((err: unknown) => deps.log.warn({ err }, 'pay-link notice not delivered'));
    return true;
  }

  /** Follows the provider: succeeded confirms (even after our expiry: the money arrived), canceled expires. */
  async function follow(row: StatementPaymentRow) {
    if (row.status === 'succeeded' || !row.providerId) return;
    const live = await deps.card.retrieveIntent(row.providerId);
    if (live?.status === 'succeeded') await confirm(row);
    else if (live?.status === 'canceled') await setPaymentStatus(db, row.paymentId, 'expired');
    else if (row.status === 'pending' && row.expiresAt && row.expiresAt <= clock.now()) {
      await deps.card.cancelIntent(row.providerId);
      await setPaymentStatus(db, row.paymentId, 'expired');
    }
  }

  async function reload(row: StatementPaymentRow) {
    return (await findClientPayment(db, row.memberId, row.contactId, row.paymentId)) ?? row;
  }

  return {
    /**
     * A new payment from the link: the amount (at least a centavo, at most what she owes now) by card, SPEI or cash
     * voucher. Capped per link, per address and per socia (decision 0771).
     */
    async start(token: string, address: string, body: { amount: number; method: PayMethod }) {
      const link = await deps.statements.resolve(token, address);
      const owed = await deps.carts.clientOwed(link.memberId, link.contactId);
      if (owed === 0) throw new HttpError(409, pm.pay.nothingLeft);
      if (body.amount > owed) {
        const message = pm.pay.overLeft(formatMoney(owed));
        throw new HttpError(400, message, [{ path: 'amount', message }]);
      }
      await capped(
        [
          { key: `pay-link:${link.tokenHash}:h`, max: L.paymentsPerLinkHour, windowMs: HOUR },
          { key: `pay-link:${link.tokenHash}:d`, max: L.paymentsPerLinkDay, windowMs: DAY },
          { key: `pay-link-from:${address}`, max: L.paymentsPerAddressHour, windowMs: HOUR },
          { key: `pay-link-to:${link.memberId}`, max: L.paymentsPerSociaDay, windowMs: DAY },
        ],
        pm.pay.tooMany,
      );
      const now = clock.now();
      const reference = `EC-${Array.from({ length: 12 }, () => randomInt(10)).join('')}`;
      const expiresAt = body.method === 'card' ? null : referenceExpiry(now);
      const row = await insertStatementPayment(db, {
        tokenHash: link.tokenHash,
        memberId: link.memberId,
        contactId: link.contactId,
        method: body.method,
        amountCents: body.amount,
        reference,
        expiresAt,
        createdAt: now,
      });
      try {
        const intent = await deps.card.createIntent({
          amountCents: body.amount,
          methodType: METHOD_TYPE[body.method],
          reference,
          expiresAt,
        });
        await setProviderId(db, row.paymentId, intent.id);
        return view({ ...row, providerId: intent.id });
      } catch (err) {
        deps.log.warn({ err, reference }, 'card provider refused a pay-link intent');
        await setPaymentStatus(db, row.paymentId, 'failed');
        throw new HttpError(502, pm.pay.failed);
      }
    },

    /** One payment of the link's client, after asking the provider (a page polling sees it confirmed at once). */
    async payment(token: string, address: string, paymentId: string) {
      const link = await deps.statements.resolve(token, address);
      const row = await findClientPayment(db, link.memberId, link.contactId, paymentId);
      if (!row) throw new HttpError(404, messages.generic.notFound);
      await follow(row);
      return view(await reload(row));
    },

    /** The client's latest payments through her links and her reports, for her statement. */
    async activity(token: string, address: string): Promise<PayLinkActivity> {
      const link = await deps.statements.resolve(token, address);
      const [payments, reports] = await Promise.all([
        latestClientPayments(db, link.memberId, link.contactId, ACTIVITY_SHOWN * 2),
        latestClientReports(db, link.memberId, link.contactId, ACTIVITY_SHOWN),
      ]);
      const shown = payments.filter((p) => p.status === 'succeeded' || (p.status === 'pending' && p.method !== 'card'));
      for (const p of shown) if (p.status === 'pending') await follow(p);
      const fresh = await Promise.all(shown.slice(0, ACTIVITY_SHOWN).map(reload));
      return {
        payments: await Promise.all(fresh.filter((p) => p.status === 'succeeded' || p.status === 'pending').map(view)),
        reports: reports.map((r) => ({
          report_id: r.reportId,
          amount: r.amountCents,
          paid_date: r.paidDate,
          status: r.status as 'pending' | 'confirmed' | 'rejected',
        })),
      };
    },

    /** A verified card event of an intent that is no order's payment: maybe one of ours. */
    async handleCardEvent(event: CardEvent) {
      const row = await findByProviderId(db, event.data.object.id);
      if (row) await follow(row);
    },

    /** The client tells of a payment made elsewhere (decision 0772). Capped per link, address and socia. */
    async report(token: string, address: string, body: ReportBody) {
      const link = await deps.statements.resolve(token, address);
      if (!body.tracking_key && !body.with_photo) {
        throw new HttpError(400, pm.report.needsProof, [{ path: 'tracking_key', message: pm.report.needsProof }]);
      }
      const owed = await deps.carts.clientOwed(link.memberId, link.contactId);
      if (owed === 0) throw new HttpError(409, pm.pay.nothingLeft);
      if (body.amount > owed) {
        const message = pm.pay.overLeft(formatMoney(owed));
        throw new HttpError(400, message, [{ path: 'amount', message }]);
      }
      await capped(
        [
          { key: `pay-report:${link.tokenHash}`, max: L.reportsPerLinkDay, windowMs: DAY },
          { key: `pay-report-from:${address}`, max: L.reportsPerAddressDay, windowMs: DAY },
          { key: `pay-report-to:${link.memberId}`, max: L.reportsPerSociaDay, windowMs: DAY },
        ],
        pm.report.tooMany,
      );
      const row = await insertReport(db, {
        tokenHash: link.tokenHash,
        memberId: link.memberId,
        contactId: link.contactId,
        amountCents: body.amount,
        paidDate: body.paid_date,
        trackingKey: body.tracking_key ?? null,
        createdAt: clock.now(),
      });
      await deps
        .notify(link.memberId, {
          kind: 'reported',
          clientName: await clientName(link.contactId),
          amount: body.amount,
          paidDate: body.paid_date,
        })
        .catch((err: unknown) => deps.log.warn({ err }, 'report notice not delivered'));
      return { report_id: row.reportId };
    },

    /** The receipt's photo of a pending report of hers without one: decoded and re-encoded (decision 0724). */
    async reportPhoto(token: string, address: string, reportId: string, bytes: Uint8Array) {
      const link = await deps.statements.resolve(token, address);
      const published = await publishablePhoto(bytes).catch((err: unknown) => {
        if (err instanceof PhotoRefused) throw new HttpError(415, pm.report.photoRefused);
        throw err;
      });
      const set = await setReportPhoto(db, { ...link, reportId }, published.photo);
      if (!set) throw new HttpError(404, messages.generic.notFound);
      return { report_id: reportId };
    },

    /** The earliest day a report may name. */
    earliestReportDate: () => mexicoDate(new Date(clock.now().getTime() - REPORT_DAYS_BACK * DAY)),
    today,

    /** Her pending reports, oldest first (for 'Me deben' and 'Hoy'). */
    async pendingReports(memberId: number): Promise<PaymentReportsResponse> {
      const rows = await pendingReportsOf(db, memberId, PENDING_REPORTS_SHOWN);
      return {
        reports: rows.map((r) => ({
          report_id: r.reportId,
          contact: { contact_id: r.contactId, first_name: r.firstName, last_name: r.lastName },
          amount: r.amountCents,
          paid_date: r.paidDate,
          tracking_key: r.trackingKey,
          has_photo: r.hasPhoto,
          created_at: r.createdAt.toISOString(),
        })),
      };
    },

    /**
     * She confirms (an abono of source 'report', at most what is left then) or rejects one of her pending reports;
     * another's, or one already decided, is a 404 and nothing changes.
     */
    async decide(memberId: number, reportId: string, decision: 'confirm' | 'reject') {
      return db.transaction(async (tx) => {
        const report = await lockPendingReport(tx, memberId, reportId);
        if (!report) throw new HttpError(404, pm.review.notFound);
        let applied = 0;
        if (decision === 'confirm') {
          const spread = await deps.carts.applyClientPayment(tx, {
            memberId,
            contactId: report.contactId,
            amount: report.amountCents,
            paidDate: report.paidDate,
            source: 'report',
          });
          applied = spread.applied;
        }
        const status = decision === 'confirm' ? 'confirmed' : 'rejected';
        await decideReport(tx, reportId, { status, appliedCents: applied, decidedAt: clock.now() });
        return { status, applied } as const;
      });
    },

    /** The receipt's photo of one of her reports (404 for anyone else's). */
    async photoOf(memberId: number, reportId: string) {
      const photo = await reportPhoto(db, memberId, reportId);
      if (!photo) throw new HttpError(404, messages.generic.notFound);
      return photo;
    },
  };
}
export type PayLinkService = ReturnType<typeof createPayLinkService>;

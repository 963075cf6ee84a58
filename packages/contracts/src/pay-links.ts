import { z } from './zod';
import { blankToUndefined } from './input';
import { cents, customerId, isoDate, paymentAmount, uuid } from './custom-carts';
import { PAY_METHODS, payLinkMessages as pm } from './pay-link-messages';

/**
 * Paying from a statement link and reporting a payment made elsewhere (issue 30, decisions 0771, 0772). Public
 * routes under /api/estado-de-cuenta/{token}/…; the socia's under /api/payment-reports. Money in integer centavos;
 * a typed amount is read by readAmount ('261.58').
 */
export const payLinkPaymentParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  paymentId: uuid,
});
export const startPayLinkBody = z.object({
  amount: paymentAmount,
  method: z.enum(PAY_METHODS),
});
export type StartPayLinkBody = z.input<typeof startPayLinkBody>;

export const payLinkPaymentView = z.object({
  payment_id: z.string(),
  method: z.enum(PAY_METHODS),
  amount: cents,
  /** pending | succeeded | expired | failed */
  status: z.enum(['pending', 'succeeded', 'expired', 'failed']),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  /** A card: the intent the browser confirms with the provider, and its secret. */
  card: z.object({ intent_id: z.string(), client_secret: z.string() }).nullable(),
  /** A cash voucher: the number the cashier scans and the provider's printable page. */
  voucher: z.object({ number: z.string(), url: z.string() }).nullable(),
  /** A SPEI transfer: where to send it and what to quote. */
  transfer: z.object({ bank: z.string(), clabe: z.string(), reference: z.string(), url: z.string() }).nullable(),
  message: z.string().nullable(),
});
export type PayLinkPaymentView = z.infer<typeof payLinkPaymentView>;

export const payLinkActivity = z.object({
  payments: z.array(payLinkPaymentView),
  reports: z.array(
    z.object({
      report_id: z.string(),
      amount: cents,
      paid_date: isoDate,
      status: z.enum(['pending', 'confirmed', 'rejected']),
    }),
  ),
});
export type PayLinkActivity = z.infer<typeof payLinkActivity>;

export const reportBody = (today: string, earliest: string) =>
  z.object({
    amount: paymentAmount,
    paid_date: isoDate.refine((d) => d >= earliest && d <= today, pm.report.dateInvalid),
    tracking_key: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9]{6,30}$/, pm.report.trackingKeyInvalid)
        .optional(),
    ),
    /** True when a photo of the receipt follows (PUT …/reportes/{id}/foto); one of the two proofs is needed. */
    with_photo: z.boolean().default(false),
  });
export type ReportBody = z.output<ReturnType<typeof reportBody>>;
export const reportResponse = z.object({ report_id: z.string() });
export const reportPhotoParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  reportId: uuid,
});

/** The socia's side. */
export const paymentReportsQuery = z.object({ customer_id: customerId });
export const paymentReportParams = z.object({ reportId: uuid });
export const paymentReportView = z.object({
  report_id: z.string(),
  contact: z.object({ contact_id: z.string(), first_name: z.string(), last_name: z.string() }),
  amount: cents,
  paid_date: isoDate,
  tracking_key: z.string().nullable(),
  has_photo: z.boolean(),
  created_at: z.string(),
});
export type PaymentReportView = z.infer<typeof paymentReportView>;
export const paymentReportsResponse = z.object({ reports: z.array(paymentReportView) });
export type PaymentReportsResponse = z.infer<typeof paymentReportsResponse>;
export const decideReportBody = z.object({ customer_id: customerId, decision: z.enum(['confirm', 'reject']) });
export const decideReportResponse = z.object({
  status: z.enum(['confirmed', 'rejected']),
  applied: cents,
});

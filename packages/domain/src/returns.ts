/**
 * Return guides (customer-account.md §4, §9; docs/decisions/0403). A guide is one unit of the return-guide
 * product bought in an order; its status follows that order's payment and whether the courier scanned it.
 */
import { normalizeStatus } from './orders';

export type GuideStatus = 'guide_created' | 'payment_pending' | 'guide_creation_failed' | 'guide_used';

/** Guide validity and the package limits of the returns policy. */
export const RETURN_DAYS = 30;
export const PACKAGE_LIMIT_CM = 25;
export const PACKAGE_LIMIT_KG = 5;
/** The fee for a domestic article returned without its box, in centavos ($9). */
export const NO_BOX_FEE_CENTS = 900;

export function guideStatus(orderStatus: string, used: boolean): GuideStatus {
  if (used) return 'guide_used';
  const s = normalizeStatus(orderStatus);
  if (s === 'confirmed' || s === 'delivered') return 'guide_created';
  if (s === 'created' || s === 'pending' || s === 'failed' || s === 'unknown') return 'payment_pending';
  return 'guide_creation_failed';
}

/** The labels; 'Cancelada por falta de pago' and 'Entregado' (a used guide with tracking) are the spec's. */
export function guideStatusLabel(status: GuideStatus, hasTracking: boolean): string {
  switch (status) {
    case 'guide_created':
      return 'Guía generada';
    case 'payment_pending':
      return 'Pendiente de pago';
    case 'guide_creation_failed':
      return 'Cancelada por falta de pago';
    case 'guide_used':
      return hasTracking ? 'Entregado' : 'Utilizada';
  }
}

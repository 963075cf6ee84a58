import { useMutation } from '@tanstack/react-query';
import type { OtpRequestBody } from '@shop/contracts/one-time-codes';
import { apiRequest } from '../../../lib/api-client';

export interface OtpSent {
  message: string;
  channel: 'sms' | 'email';
  sent_to: string;
  expires_in: number;
  resend_in: number;
}

/** POST otps/customer/{customerId} with {phone} or {mail}: a 6-digit code goes to the new destination. */
export const requestOtp = (customerId: string, body: OtpRequestBody) =>
  apiRequest<OtpSent>(`otps/customer/${encodeURIComponent(customerId)}`, { method: 'POST', body });

export const useRequestOtp = (customerId: string) =>
  useMutation({ mutationFn: (body: OtpRequestBody) => requestOtp(customerId, body) });

import { useMutation } from '@tanstack/react-query';
import type { OtpRequestBody, OtpRequestResponse } from '@shop/contracts/one-time-codes';
import { apiRequest } from '../../../lib/api-client';

/** POST otps/customer/{customerId} with {phone} or {mail}: a 6-digit code goes to the new destination. */
export const requestOtp = (customerId: string, body: OtpRequestBody) =>
  apiRequest<OtpRequestResponse>(`otps/customer/${encodeURIComponent(customerId)}`, { method: 'POST', body });

export const useRequestOtp = (customerId: string) =>
  useMutation({ mutationFn: (body: OtpRequestBody) => requestOtp(customerId, body) });

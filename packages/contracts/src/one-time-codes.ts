import { z } from './zod';
import { mobilePhone, realEmail } from './auth';
import { otpMessages } from './one-time-code-messages';

export const OTP_LENGTH = 6;
/** A code lives 10 minutes, allows 5 wrong tries; a new one after 60 s, at most 5 an hour (decision 0102). */
export const OTP_POLICY = {
  ttlMs: 10 * 60_000,
  maxFailedAttempts: 5,
  resendAfterMs: 60_000,
  maxPerHour: 5,
  tokenTtlMs: 10 * 60_000,
} as const;

/** The API reads the texts from here; the web from the zod-free module. */
export { otpMessages } from './one-time-code-messages';

export { PROFILE_UPDATE_TOKEN_HEADER, PROFILE_UPDATE_TOKEN_STORAGE_KEY } from './profile-update-token';

export const otpCode = z
  .string({ error: otpMessages.required })
  .trim()
  .min(1, otpMessages.required)
  .min(OTP_LENGTH, otpMessages.incomplete)
  .max(OTP_LENGTH, otpMessages.sixDigits)
  .regex(/^\d{6}$/, otpMessages.sixDigits);

/** POST otps/customer/{customerId}: {phone} or {mail}. */
export const otpRequestBody = z.union(
  [z.object({ phone: mobilePhone }).strict(), z.object({ mail: realEmail }).strict()],
  {
    error: otpMessages.destinationRequired,
  },
);
export type OtpRequestBody = z.infer<typeof otpRequestBody>;

export const otpRequestResponse = z.object({
  message: z.string(),
  channel: z.enum(['sms', 'email']),
  /** The destination, partly hidden (e.g. 52******5678). */
  sent_to: z.string(),
  expires_in: z.number().int(),
  resend_in: z.number().int(),
});
export type OtpRequestResponse = z.infer<typeof otpRequestResponse>;

/** POST /v1/otps/validation/profile. */
export const otpValidationBody = z.object({ customer_id: z.string().max(20), otp: otpCode });
export const otpValidationResponse = z.object({ channel: z.enum(['sms', 'email']), destination: z.string() });

/** The code field of 'Confirmar mi número' and 'Cambiar mi correo'. */
export const otpForm = z.object({ otp_number: otpCode });

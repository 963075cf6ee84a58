import { z } from './zod';
import { email, mobilePhone } from './auth';

export const OTP_LENGTH = 6;
/** A code lives 10 minutes, allows 5 wrong tries; a new one after 60 s, at most 5 an hour (decision 0102). */
export const OTP_POLICY = {
  ttlMs: 10 * 60_000,
  maxFailedAttempts: 5,
  resendAfterMs: 60_000,
  maxPerHour: 5,
  tokenTtlMs: 10 * 60_000,
} as const;

export const otpMessages = {
  required: 'Por favor, introduce el código recibido antes de continuar',
  incomplete: 'Tu código esta incompleto',
  sixDigits: 'Por favor ingresa 6 digitos.',
  wrong: 'Código incorrecto.',
  expired: 'El código ya no es válido. Solicita uno nuevo.',
  validationFailed: 'Ha ocurrido un error o el código no es valido. Intenta nuevamente',
  requestFailed: 'Ha ocurrido un error inesperado. Intente nuevamente',
  resendWait: (seconds: number) =>
    `Espera ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'} antes de pedir otro código.`,
  hourlyLimit: (minutes: number) =>
    `Ya pediste 5 códigos en la última hora. Podrás pedir otro en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
  sameAsCurrentPhone: 'Ese ya es tu número de celular.',
  sameAsCurrentEmail: 'Ese ya es tu correo electrónico.',
  destinationRequired: 'Indica el número de celular o el correo al que enviaremos el código.',
  sent: 'Te enviamos un código de 6 dígitos.',
  tokenMissing: 'Confirma el código que te enviamos antes de guardar el cambio.',
  tokenInvalid: 'La confirmación ya no es válida. Solicita un nuevo código.',
  tokenMismatch: 'El dato no coincide con el que confirmaste con el código. Solicita un nuevo código.',
} as const;

export { PROFILE_UPDATE_TOKEN_HEADER, PROFILE_UPDATE_TOKEN_STORAGE_KEY } from './profile-update-token';

export const otpCode = z
  .string({ error: otpMessages.required })
  .trim()
  .min(1, otpMessages.required)
  .min(OTP_LENGTH, otpMessages.incomplete)
  .max(OTP_LENGTH, otpMessages.sixDigits)
  .regex(/^\d{6}$/, otpMessages.sixDigits);

/** POST otps/customer/{customerId}: {phone} or {mail}. */
export const otpRequestBody = z.union([z.object({ phone: mobilePhone }).strict(), z.object({ mail: email }).strict()], {
  error: otpMessages.destinationRequired,
});
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

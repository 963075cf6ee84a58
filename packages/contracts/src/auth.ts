import { z } from './zod';
import { commonPasswords } from './common-passwords';
import { messages } from './messages';
import { mexicanMobile } from './mobile-phone';
import { isPlaceholderEmail } from './personal-data-messages';

/** Names: letters (with accents), spaces, apostrophes, dots and hyphens; at most 30 characters. */
export const NAME_MAX = 30;
const namePattern = /^[\p{L}][\p{L}\p{M} .'-]*$/u;
export const personName = (requiredMessage: string = messages.names.required) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(NAME_MAX, messages.names.invalid)
    .regex(namePattern, messages.names.invalid);

export const mobilePhone = mexicanMobile(messages.phone);

/** An e-mail address; `requiredMessage` for forms that word it their own way ('Tu email de contacto es requerido'). */
export const emailField = (requiredMessage: string = messages.auth.emailRequired) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(254, messages.auth.emailInvalid)
    .toLowerCase()
    .pipe(z.email({ error: messages.auth.emailInvalid }));

export const email = emailField();
/**
 * An e-mail a person can own: 'noemail_…' marks an account without one (reseller-area.md §2), so neither registration
 * nor the e-mail change of the profile may set it (issue 28).
 */
export const realEmail = email.refine((value) => !isPlaceholderEmail(value), {
  message: messages.auth.emailPlaceholder,
});

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

/** The new-password policy (docs/decisions/0004-password-policy.md). `accountEmail` rules out the e-mail. */
export function passwordIssue(password: string, accountEmail?: string): string | null {
  if (password.length < PASSWORD_MIN) return messages.auth.passwordMin;
  if (password.length > PASSWORD_MAX) return messages.auth.passwordMax;
  const lower = password.toLowerCase();
  if (commonPasswords.has(lower)) return messages.auth.passwordCommon;
  if (accountEmail && lower === accountEmail.trim().toLowerCase()) return messages.auth.passwordIsEmail;
  return null;
}

export const loginBody = z.object({
  email: z
    .string({ error: messages.auth.emailRequired })
    .trim()
    .min(1, messages.auth.emailRequired)
    .max(254, messages.auth.emailInvalid),
  password: z
    .string({ error: messages.auth.passwordRequired })
    .min(1, messages.auth.passwordRequired)
    .max(1024, messages.auth.passwordMax),
});
export type LoginBody = z.infer<typeof loginBody>;

export const registerBody = z
  .object({
    firstname: personName(),
    lastname: personName(messages.names.lastnameRequired),
    mother_last_name: personName()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    email,
    mobile_telephone: mobilePhone,
    password: z
      .string({ error: messages.auth.passwordRequired })
      .min(1, messages.auth.passwordRequired)
      .max(1024, messages.auth.passwordMax),
  })
  .superRefine((value, ctx) => {
    if (isPlaceholderEmail(value.email)) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: messages.auth.emailPlaceholder });
    }
    const issue = passwordIssue(value.password, value.email);
    if (issue) ctx.addIssue({ code: 'custom', path: ['password'], message: issue });
  });
export type RegisterBody = z.infer<typeof registerBody>;

export const errorBody = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** POST auth/login and auth/register: who signed in. */
/** POST /auth/register: the same answer whether the e-mail was new or not (decision 0643). */
export const registrationAccepted = z.object({ message: z.string() });

export const signedIn = z.object({ username: z.string(), role: z.string().nullable(), firstname: z.string() });
export type SignedIn = z.infer<typeof signedIn>;

import { z } from './zod';
import { messages } from './messages';
import { passwordIssue } from './auth';
import { passwordResetMessages } from './password-reset-messages';

/** POST /api/auth/password-reset: the e-mail of the account (any text: the answer is the same for all). */
export const passwordResetRequestBody = z
  .object({
    email: z
      .string({ error: messages.auth.emailRequired })
      .trim()
      .min(1, messages.auth.emailRequired)
      .max(254, messages.auth.emailInvalid)
      .toLowerCase()
      .pipe(z.email({ error: messages.auth.emailInvalid })),
  })
  .strict();
export type PasswordResetRequestBody = z.infer<typeof passwordResetRequestBody>;

/** The new password and its confirmation, as the form has them (the policy of decision 0004). */
export const newPasswordFields = z
  .object({
    password: z
      .string({ error: passwordResetMessages.newPasswordRequired })
      .min(1, passwordResetMessages.newPasswordRequired)
      .max(1024, messages.auth.passwordMax),
    password_verification: z
      .string({ error: passwordResetMessages.confirmationRequired })
      .min(1, passwordResetMessages.confirmationRequired)
      .max(1024, messages.auth.passwordMax),
  })
  .superRefine((value, ctx) => {
    const issue = passwordIssue(value.password);
    if (issue) ctx.addIssue({ code: 'custom', path: ['password'], message: issue });
    else if (value.password !== value.password_verification)
      ctx.addIssue({ code: 'custom', path: ['password_verification'], message: messages.auth.passwordsDontMatch });
  });
export type NewPasswordFields = z.infer<typeof newPasswordFields>;

/** POST /api/auth/password-reset/confirm: the link's token and the new password. */
export const passwordResetConfirmBody = z
  .object({
    token: z
      .string({ error: passwordResetMessages.linkMissing })
      .min(1, passwordResetMessages.linkMissing)
      .max(200, passwordResetMessages.linkInvalid)
      .regex(/^[A-Za-z0-9_-]+$/, passwordResetMessages.linkInvalid),
    password: z
      .string({ error: passwordResetMessages.newPasswordRequired })
      .min(1, passwordResetMessages.newPasswordRequired)
      .max(1024, messages.auth.passwordMax),
  })
  .strict();
export type PasswordResetConfirmBody = z.infer<typeof passwordResetConfirmBody>;

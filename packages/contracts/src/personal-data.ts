import { z } from './zod';
import { mobilePhone, passwordIssue, PASSWORD_MIN, realEmail } from './auth';
import { messages } from './messages';

export { personalDataMessages, isPlaceholderEmail } from './personal-data-messages';
import { personalDataMessages } from './personal-data-messages';

/**
 * PUT auth-extension/customers/{customer_id}/password. `accountEmail` (known in the web form and on the
 * server) rules the e-mail out as a password (docs/decisions/0101-password-policy.md).
 */
export const passwordChangeBody = (accountEmail?: string) =>
  z
    .object({
      current_password: z
        .string({ error: personalDataMessages.currentPasswordRequired })
        .min(1, personalDataMessages.currentPasswordRequired)
        .min(PASSWORD_MIN, personalDataMessages.currentPasswordMin)
        .max(1024, messages.auth.passwordMax),
      new_password: z
        .string({ error: personalDataMessages.newPasswordRequired })
        .min(1, personalDataMessages.newPasswordRequired)
        .max(1024, messages.auth.passwordMax),
      new_password_verification: z
        .string({ error: personalDataMessages.confirmationRequired })
        .min(1, personalDataMessages.confirmationRequired)
        .max(1024, messages.auth.passwordMax),
    })
    .superRefine((value, ctx) => {
      const issue = passwordIssue(value.new_password, accountEmail);
      if (issue) ctx.addIssue({ code: 'custom', path: ['new_password'], message: issue });
      else if (value.new_password === value.current_password) {
        ctx.addIssue({
          code: 'custom',
          path: ['new_password'],
          message: personalDataMessages.newPasswordSameAsCurrent,
        });
      }
      if (value.new_password_verification !== value.new_password) {
        ctx.addIssue({
          code: 'custom',
          path: ['new_password_verification'],
          message: messages.auth.passwordsDontMatch,
        });
      }
    });
export type PasswordChangeBody = z.infer<ReturnType<typeof passwordChangeBody>>;

export const messageResponse = z.object({ message: z.string() });

/**
 * The profile update that needs X-Manage-Profile-Update-Token (PUT /api/customers/me, decision 0102):
 * exactly one of the new phone or the new e-mail, the one the code was sent to.
 */
export const contactUpdateBody = z.union([
  z.object({ mobile_telephone: mobilePhone }).strict(),
  z.object({ email: realEmail }).strict(),
]);
export type ContactUpdateBody = z.infer<typeof contactUpdateBody>;

/** SelectFavoriteStoreModal (PUT /api/customers/me/store-preference, decision 0104). */
export const storePreferenceBody = z
  .object({
    deliver_home: z.boolean(),
    pickup_in_store: z.boolean(),
    store_id: z.string().max(20).nullable().optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.deliver_home && !value.pickup_in_store) {
      ctx.addIssue({ code: 'custom', path: ['deliver_home'], message: personalDataMessages.deliveryRequired });
    }
    if (value.pickup_in_store && !value.store_id) {
      ctx.addIssue({ code: 'custom', path: ['store_id'], message: personalDataMessages.favoriteStoreRequired });
    }
  });
export type StorePreferenceBody = z.infer<typeof storePreferenceBody>;

/** GET stores/ answers the catalogue's store view; `is_default` marks the online warehouse. */
export { storeView as storeSummary, type StoreView as StoreSummary } from './catalog';

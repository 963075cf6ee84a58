import { singleUseLinkTable } from './single-use-links';

/**
 * E-mail confirmation links of new accounts (docs/decisions/0704-email-confirmation.md): a link lasts 24 hours,
 * works once, and a newer one replaces it.
 */
export const emailConfirmations = singleUseLinkTable('email_confirmations');

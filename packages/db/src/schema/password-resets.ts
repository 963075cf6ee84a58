import { singleUseLinkTable } from './single-use-links';

/**
 * Password recovery links (docs/decisions/0610-password-recovery.md): a link lasts 30 minutes, works once, and a
 * newer one replaces it.
 */
export const passwordResets = singleUseLinkTable('password_resets');

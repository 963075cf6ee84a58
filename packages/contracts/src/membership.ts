/** /conviertete-en-socia: a customer becomes a member (docs/decisions/0307-becoming-a-member.md). */
import { z } from 'zod';
import { membershipMessages } from './membership-messages';

export { membershipMessages } from './membership-messages';

export const membershipBody = z.object({
  acepta_terminos: z.literal(true, { error: membershipMessages.terms }),
});
export type MembershipBody = z.infer<typeof membershipBody>;

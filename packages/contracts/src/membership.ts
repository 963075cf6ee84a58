/** /conviertete-en-socia: a customer becomes a member (docs/decisions/0307-becoming-a-member.md). */
import { z } from 'zod';

export const membershipMessages = {
  terms: 'Debes aceptar los términos y condiciones para afiliarte.',
  alreadyMember: 'Ya eres socia Price Shoes.',
  welcome: '¡Bienvenida! Ya eres socia Price Shoes.',
} as const;

export const membershipBody = z.object({
  acepta_terminos: z.literal(true, { error: membershipMessages.terms }),
});
export type MembershipBody = z.infer<typeof membershipBody>;

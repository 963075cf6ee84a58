/** The membership texts, without zod (the schema is in `membership.ts`). */

export const membershipMessages = {
  terms: 'Debes aceptar los términos y condiciones para afiliarte.',
  alreadyMember: 'Ya eres socia Price Shoes.',
  welcome: '¡Bienvenida! Ya eres socia Price Shoes.',
} as const;

import { z } from './zod';

/** E-mail confirmation of a new account (decision 0704): texts, the link's lifetime and page, the body. */
export const emailConfirmationMessages = {
  mailSubject: 'Confirma tu cuenta de Price Shoes',
  mailBody: (firstname: string, link: string) =>
    `Hola, ${firstname}:\n\nPara activar tu cuenta de Price Shoes, abre este enlace (vence en 24 horas y sirve una sola vez):\n\n${link}\n\nAl abrirlo entrarás a tu cuenta. Si no creaste esta cuenta, ignora este correo: sin confirmarla nadie puede usarla.`,
  title: 'Confirmando tu cuenta',
  confirming: 'Estamos confirmando tu cuenta…',
  linkMissing: 'Abre el enlace que te enviamos por correo para confirmar tu cuenta.',
  linkInvalid:
    'El enlace ya no es válido: venció, ya se usó o hay uno más nuevo. Si ya confirmaste tu cuenta, inicia sesión; si no, vuelve a registrarte para recibir otro enlace.',
  backToSignIn: 'Ir a iniciar sesión',
} as const;

/** A link lasts 24 hours: long enough to find the mail the next day, short enough that a lost one dies. */
export const EMAIL_CONFIRMATION_TTL_MS = 24 * 60 * 60_000;

/** The page the e-mailed link opens; the token travels in the fragment, so it reaches no server log. */
export const EMAIL_CONFIRMATION_PAGE = '/confirmar-correo';

/** POST /api/auth/confirm-email: the link's token. */
export const emailConfirmationBody = z
  .object({
    token: z
      .string({ error: emailConfirmationMessages.linkMissing })
      .min(1, emailConfirmationMessages.linkMissing)
      .max(200, emailConfirmationMessages.linkInvalid)
      .regex(/^[A-Za-z0-9_-]+$/, emailConfirmationMessages.linkInvalid),
  })
  .strict();
export type EmailConfirmationBody = z.infer<typeof emailConfirmationBody>;

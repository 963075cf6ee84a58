/** Password recovery texts, without zod (the schemas are in `password-reset.ts`; decision 0610). */

export const passwordResetMessages = {
  forgotLink: '¿Olvidaste tu contraseña?',
  requestTitle: 'Recupera tu contraseña',
  requestIntro: 'Escribe el correo de tu cuenta y te enviaremos un enlace para crear una contraseña nueva.',
  requestAction: 'Enviar enlace',
  /** The same answer whether or not an account has this e-mail. */
  requested:
    'Si hay una cuenta con ese correo, te enviamos un enlace para crear una contraseña nueva. Revisa tu bandeja de entrada y la de correo no deseado; el enlace vence en 30 minutos.',
  throttled: (seconds: number) =>
    `Ya pediste varios enlaces. Espera ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'} antes de pedir otro.`,
  resetTitle: 'Crea tu contraseña nueva',
  resetAction: 'Guardar contraseña',
  newPasswordRequired: 'Escribe tu contraseña nueva',
  confirmationRequired: 'Confirma tu contraseña nueva',
  linkInvalid: 'El enlace ya no es válido: venció, ya se usó o pediste uno más nuevo. Pide otro enlace.',
  linkMissing: 'Abre el enlace que te enviamos por correo para crear tu contraseña nueva.',
  done: 'Tu contraseña se actualizó. Cerramos todas tus sesiones: inicia sesión con tu contraseña nueva.',
  backToSignIn: 'Volver a iniciar sesión',
  requestAnother: 'Pedir otro enlace',
  mailSubject: 'Crea tu contraseña nueva',
  mailBody: (firstname: string, link: string) =>
    `Hola ${firstname}: pediste crear una contraseña nueva para tu cuenta Price Shoes. Abre este enlace (vence en 30 minutos y sirve una sola vez):\n\n${link}\n\nSi no fuiste tú, ignora este correo: tu contraseña no cambia.`,
  changedSubject: 'Tu contraseña cambió',
  changedBody: (firstname: string) =>
    `Hola ${firstname}: la contraseña de tu cuenta Price Shoes se cambió con el enlace de recuperación y cerramos todas tus sesiones. Si no fuiste tú, comunícate con nosotros de inmediato.`,
} as const;

/** How long a link lasts, and how many requests an e-mail or a client address may make before waiting. */
export const PASSWORD_RESET_POLICY = {
  ttlMs: 30 * 60_000,
  emailFreeRequests: 3,
  addressFreeRequests: 20,
} as const;

/** The page the e-mailed link opens; the token travels in the fragment, so it reaches no server log. */
export const PASSWORD_RESET_PAGE = '/restablecer-contrasena';
export const PASSWORD_REQUEST_PAGE = '/recuperar-contrasena';

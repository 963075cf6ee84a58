import { genericMessages } from './generic-messages';

/**
 * Every Spanish text that the API and the web app show for the same rule lives here once.
 * Texts quoted by the spec are kept verbatim (including their spelling).
 */
export const messages = {
  generic: genericMessages,
  auth: {
    invalidCredentials: 'El correo o la contraseña no son correctos.',
    throttled: (seconds: number) =>
      `Demasiados intentos de inicio de sesión. Espera ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'} e inténtalo de nuevo.`,
    emailTaken: 'Ya existe una cuenta con este correo electrónico.',
    phoneTaken: 'Este número de celular ya está registrado en otra cuenta.',
    emailRequired: 'Tu correo electrónico es requerido',
    emailInvalid: 'Por favor ingresa un correo electrónico válido',
    /** 'noemail_…' marks an account without e-mail (reseller-area.md §2); nobody may register with it. */
    emailPlaceholder: 'Ingresa tu correo electrónico real: no se aceptan correos que empiezan con noemail_',
    passwordRequired: 'Tu contraseña es requerida',
    passwordMin: 'Tu contraseña debe tener al menos 8 caracteres',
    passwordMax: 'Tu contraseña debe tener como máximo 64 caracteres',
    passwordCommon: 'Esta contraseña es muy común; elige otra más difícil de adivinar',
    passwordIsEmail: 'Tu contraseña no puede ser tu correo electrónico',
    passwordsDontMatch: 'Las contraseñas no coinciden',
    loggingOut: 'Saliendo de tu cuenta...',
    /** The answer to every accepted registration, new e-mail or not (decision 0643). */
    registered: 'Recibimos tus datos. Te enviamos un correo electrónico con los siguientes pasos.',
    /** Shown after registering when the new account cannot be signed in to at once. */
    checkYourMail: (email: string) =>
      `Revisa tu correo: te enviamos un mensaje a ${email} con los siguientes pasos. Si ya tenías una cuenta, inicia sesión con tu contraseña.`,
  },
  names: {
    invalid: 'Por favor ingresar un nombre valido',
    required: 'Tu nombre es requerido',
    lastnameRequired: 'Tu apellido es requerido',
  },
  phone: {
    required: 'Tu número de celular es requerido',
    incomplete: 'Tu número de celular esta incompleto',
    invalid: 'Escribe los 10 dígitos de un celular de México',
  },
} as const;

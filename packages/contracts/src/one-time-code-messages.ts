/** The one-time codes' texts, without zod (the schemas are in `one-time-codes.ts`). */

export const otpMessages = {
  required: 'Por favor, introduce el código recibido antes de continuar',
  incomplete: 'Tu código esta incompleto',
  sixDigits: 'Por favor ingresa 6 digitos.',
  wrong: 'Código incorrecto.',
  expired: 'El código ya no es válido. Solicita uno nuevo.',
  validationFailed: 'Ha ocurrido un error o el código no es valido. Intenta nuevamente',
  requestFailed: 'Ha ocurrido un error inesperado. Intente nuevamente',
  resendWait: (seconds: number) =>
    `Espera ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'} antes de pedir otro código.`,
  hourlyLimit: (count: number, minutes: number) =>
    `Ya pediste ${count} códigos en la última hora. Podrás pedir otro en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
  clientsHourlyLimit: (count: number, minutes: number) =>
    `Ya pediste ${count} códigos para tus clientes en la última hora. Podrás pedir otro en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
  /** A number's own cap across all accounts (decision 0720). */
  numberDailyLimit: (count: number, hours: number) =>
    `Este número ya recibió ${count} códigos hoy. Podrá recibir otro en ${hours} ${hours === 1 ? 'hora' : 'horas'}.`,
  /** A new socia's daily budget of codes for her clients (decision 0720). */
  newMemberDailyLimit: (count: number, hours: number) =>
    `En tus primeros días como socia puedes pedir ${count} códigos al día para tus clientes. Podrás pedir otro en ${hours} ${hours === 1 ? 'hora' : 'horas'}.`,
  sameAsCurrentPhone: 'Ese ya es tu número de celular.',
  sameAsCurrentEmail: 'Ese ya es tu correo electrónico.',
  destinationRequired: 'Indica el número de celular o el correo al que enviaremos el código.',
  sent: 'Te enviamos un código de 6 dígitos.',
  tokenMissing: 'Confirma el código que te enviamos antes de guardar el cambio.',
  tokenInvalid: 'La confirmación ya no es válida. Solicita un nuevo código.',
  tokenMismatch: 'El dato no coincide con el que confirmaste con el código. Solicita un nuevo código.',
} as const;

/** Texts of the personal-data page, without zod: the page's first chunk stays small. */
export const personalDataMessages = {
  title: 'Datos personales',
  passwordUpdated: 'Su contraseña se actualizó correctamente',
  passwordUpdateFailed: 'Ha ocurrido un error al intentar actualizar su contraseña. Intente nuevamente',
  currentPasswordRequired: 'Tu contraseña actual es requerida',
  currentPasswordMin: 'Tu contraseña actual debe tener al menos 8 caracteres',
  currentPasswordWrong: 'Tu contraseña actual no es correcta',
  newPasswordRequired: 'Tu nueva contraseña es requerida',
  newPasswordSameAsCurrent: 'Tu nueva contraseña debe ser diferente de la actual',
  confirmationRequired: 'Confirma tu nueva contraseña',
  passwordChangeThrottled: (seconds: number) => `Demasiados intentos. Espera ${seconds} segundos e inténtalo de nuevo.`,
  reactivated: 'Tu usuario ha sido activado.',
  reactivateFailed: 'Ha ocurrido un error al activar tu usario, intenta de nuevo mas tarde.',
  mobileDisabled: 'Cuenta mobile desactivada',
  missingEmail: 'Aún no tienes un correo electrónico registrado. Agrégalo para recibir tus pedidos y avisos.',
  phoneUpdated: 'Tu número de celular se actualizó correctamente',
  emailUpdated: 'Tu correo electrónico se actualizó correctamente',
  deliveryRequired: 'Al menos un valor es requerido',
  favoriteStoreRequired: 'Debes seleccionar una tienda favorita',
  favoriteStoreUnknown: 'La tienda elegida no existe o no entrega pedidos.',
  storePreferenceSaved: 'Tus preferencias de entrega se guardaron correctamente',
} as const;

/** Placeholder e-mails of accounts created without one (reseller-area.md §2). */
export const isPlaceholderEmail = (value: string) => value.toLowerCase().startsWith('noemail_');

/**
 * The texts every page may show (a failed request, a retry, a session that ended): apart from the rest of
 * `messages`, so the site's shared chunk carries only these (issue 28 kept the first loads under budget).
 */
export const genericMessages = {
  retry: 'Ha habido un problema, inténtelo de nuevo por favor.',
  later: 'Ha ocurrido un error, por favor intente más tarde',
  unexpected: 'Ha ocurrido un error inesperado. Intente nuevamente',
  invalidBody: 'La solicitud no es válida. Revisa los datos enviados.',
  invalidJson: 'El cuerpo de la solicitud no es un JSON válido.',
  bodyTooLarge: 'La solicitud es demasiado grande.',
  unsupportedMediaType: 'El tipo de contenido de la solicitud no es compatible; envía JSON.',
  notFound: 'No encontramos lo que buscas.',
  /** A reference to something that does not exist (or no longer does), caught by the database (decision 0704). */
  referenceNotFound: 'No encontramos lo que indicaste; puede que ya no exista.',
  /** A row still used by others, or a duplicate the database refused (decision 0704). */
  conflict: 'No se pudo guardar porque choca con datos que ya existen. Actualiza la página e inténtalo de nuevo.',
  invalidUrl: 'La dirección solicitada no es válida.',
  urlTooLong: 'La dirección solicitada es demasiado larga.',
  invalidCharacters: 'La solicitud contiene caracteres no permitidos.',
  /** A number past what the shop can store (ids, quantities, pages). */
  numberOutOfRange: 'El número está fuera del rango permitido.',
  /** A text longer than the shop accepts. */
  textTooLong: 'El texto es demasiado largo.',
  /** GET /api/dev/outbox without `?to=`: the outbox is read one recipient at a time. */
  outboxRecipient: 'Indica el correo o el celular del destinatario en ?to=.',
  unauthenticated: 'Inicia sesión para continuar.',
  forbidden: 'No tienes permiso para realizar esta acción.',
  crossOrigin: 'Solicitud rechazada: su origen no es este sitio.',
  tooManyRequests: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
  requiredField: 'Este campo es obligatorio',
  /** The action of a failed read. */
  retryAction: 'Reintentar',
} as const;

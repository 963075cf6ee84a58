/**
 * Constants and texts of 'Mis clientes', the clients' addresses and 'Registrar pedido', without zod.
 * reseller-area.md §2, §4, §5, §8, §9; customer-account.md §2 ('Eliminar cliente'), §8. Verbatim where quoted.
 */

/** Client search: at most 5 characters, matching the first name or the phone (§5). */
export const CONTACT_SEARCH_MAX = 5;

export const contactsMessages = {
  title: 'Mis clientes',
  searchPlaceholder: 'Buscar cliente',
  columns: {
    name: 'Nombre',
    email: 'E-mail',
    phone: 'Teléfono',
    address: 'Dirección',
    edit: 'Editar',
    delete: 'Eliminar',
  },
  addNew: 'Añadir nuevo cliente',
  empty: 'Todavía no tienes clientes, intenta agregar uno.',
  /** A search with no match (decision 0742): she has clients, none matches. */
  emptySearch: (find: string) => `Ninguno de tus clientes coincide con «${find}».`,
  addresses: 'Direcciones',
  addAddress: 'Añadir dirección',
  firstNameRequired: 'El cliente nombre es obligatorio',
  lastNameRequired: 'El apellido nombre es obligatorio',
  /** §8: the toast after saving a client, a new one or an edited one (decision 0740). */
  saved: 'Cliente añadido con éxito',
  /** Under the toast of an edit, so she knows her changes were kept and no second client was made. */
  updatedDetail: (name: string) => `Guardamos los cambios de ${name}.`,
  phoneTaken: 'Teléfono ya registrado para otro contacto',
  deleteTitle: 'Eliminar cliente',
  /** customer-account.md §8 'Delete client', verbatim. */
  deleteFailed: 'Ocurrio un error al eliminar tu cliente, por favor intentalo más tarde',
  clientAddressesTitle: 'Direcciones de envío de mis clientes',
  /** A client's address saved, deleted, and the question before deleting it (decision 0742). */
  addressSaved: 'Dirección del cliente guardada',
  addressDeleted: 'Dirección del cliente eliminada',
  deleteAddressTitle: 'Eliminar dirección',
  deleteAddressQuestion: (address: string, client: string) => `¿Quieres eliminar la dirección ${address} de ${client}?`,
  addressesFailed:
    'Ha ocurrido un error al intentar actualizar las direcciones de contacto. Por favor, intenta nuevamente',
  /** Server-side refusals (not shown in the spec; decision 0501). */
  notFound: 'No encontramos ese cliente.',
  addressNotFound: 'No encontramos esa dirección del cliente.',
} as const;

/** The header that carries the manage-contact token (customer-account.md §7; decision 0530). */
export const MANAGE_CONTACT_TOKEN_HEADER = 'x-manage-contact-token';

/** The client's phone confirmation (not shown in the spec; decision 0530). */
export const contactCodeMessages = {
  sendCode: 'Enviar código',
  codeLabel: 'Código que recibió tu cliente',
  sent: 'Enviamos un código de 6 dígitos al celular de tu cliente.',
  confirm: 'Confirmar código',
  confirmed: 'Celular confirmado',
  tokenMissing: 'Confirma el celular de tu cliente con el código antes de guardar.',
  tokenInvalid: 'La confirmación ya no es válida. Solicita un nuevo código.',
  tokenMismatch: 'El celular no coincide con el que confirmaste con el código. Solicita un nuevo código.',
} as const;

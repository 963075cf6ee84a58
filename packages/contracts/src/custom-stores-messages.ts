/**
 * Constants and texts of the personalised store, its edit form, sharing, the public store and the earnings
 * margins, without zod. reseller-area.md §1, §2, §4, §5, §8, §9. Verbatim where the spec quotes a text.
 */

export const WELCOME_MESSAGE_MAX = 160;
/** "Photo max size 1 (unit not shown)": read as 1 MiB (decision 0501). */
export const STORE_PHOTO_MAX_BYTES = 1024 * 1024;
export const STORE_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const STORE_PHOTO_QUALITY = 0.6;
/** Margins are whole percents (decision 0501). */
export const MARGIN_MIN = 0;
export const MARGIN_MAX = 100;
/** The public store path: /tienda/{customStoreId}. */
export const publicStorePath = (customStoreId: string) => `/tienda/${encodeURIComponent(customStoreId)}`;

export const SHARE_TYPES = ['facebook', 'whatsapp', 'Copiar link'] as const;

export const customStoresMessages = {
  title: 'Mi tienda personalizada',
  shareLink: 'Compartir enlace',
  learnMore: 'Conoce más',
  tiles: {
    orders: 'Órdenes de clientes',
    edit: 'Editar mi información',
    coupons: 'Cupones de descuento',
    comingSoon: 'Próximamente',
  },
  share: {
    facebook: 'Facebook',
    whatsapp: 'WhatsApp',
    copy: 'Copiar link',
  },
  edit: {
    title: 'Editar la información de mi tienda',
    welcomeMessage: 'Mensaje de bienvenida',
    photo: 'Foto',
    phone: 'Celular de contacto',
    email: 'Email de contacto',
    darkstore: 'Mostrar inventario en línea',
    favoriteStore: 'Mostrar inventario de mi tienda favorita',
    save: 'Guardar',
  },
  required: 'Este campo es requerido',
  welcomeTooLong: 'El mensaje de bienvenida puede tener hasta 160 caracteres',
  phoneRequired: 'Tu celular de contacto es requerido',
  phoneIncomplete: 'Tu celular de contacto esta incompleto',
  emailRequired: 'Tu email de contacto es requerido',
  photoTooLarge: 'La foto debe pesar menos de 1 MB',
  photoType: 'La foto debe ser una imagen JPG, PNG o WebP',
  saved: 'Los datos se han actualizado exitosamente',
  saveFailed: 'Ha ocurrido un error al intentar actualizar los datos. Por favor intenta nuevamente',
  margins: {
    title: 'Porcentajes de ganancia',
    clientMode: 'Modo cliente',
    save: 'Guardar',
    invalid: 'Ingresa un porcentaje de 0 a 100',
  },
  joinPrompt: 'Afíliate como soci@',
  publicStore: {
    sendOrder: 'Enviar pedido',
    notFound: 'No encontramos esta tienda.',
    productNotFound: 'Este producto ya no está en la tienda.',
  },
  notFound: 'No encontramos esa tienda.',
} as const;

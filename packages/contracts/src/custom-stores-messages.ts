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

/**
 * Caps on the orders a public store takes (decision 0720): what one client's order of a socia's store needs, with room
 * to spare, and what keeps a stranger from filling her books.
 */
export const PUBLIC_ORDER_LIMITS = {
  /** Orders one store takes in an hour, and in a day, from all its visitors together. */
  perStoreHour: 20,
  perStoreDay: 60,
  /** Distinct products (lines) in one order. */
  lines: 20,
  /** Units of one line (pairs of one size). */
  unitsPerLine: 10,
  /** The order's cash total, centavos ($15,000.00). */
  valueCents: 1_500_000,
} as const;

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
    notifyLegend: 'Avisarme de cada pedido nuevo de mi tienda',
    notifyEmail: 'Por correo electrónico',
    notifySms: 'Por SMS a mi celular',
    save: 'Guardar',
  },
  required: 'Este campo es requerido',
  welcomeTooLong: 'El mensaje de bienvenida puede tener hasta 160 caracteres',
  phoneRequired: 'Tu celular de contacto es requerido',
  phoneIncomplete: 'Tu celular de contacto esta incompleto',
  emailRequired: 'Tu email de contacto es requerido',
  photoTooLarge: 'La foto debe pesar menos de 1 MB',
  photoType: 'La foto debe ser una imagen JPG, PNG o WebP',
  photoUnreadable:
    'No pudimos leer la foto: el archivo está dañado o no es una imagen. Elige otra foto JPG, PNG o WebP.',
  photoDimensions: 'La foto es demasiado grande: elige una de hasta 50 megapíxeles (por ejemplo, 8000 × 6000).',
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
    tooManyLines: `Tu pedido puede tener hasta ${PUBLIC_ORDER_LIMITS.lines} productos. Envía los demás en otro pedido.`,
    tooManyUnits: `Puedes pedir hasta ${PUBLIC_ORDER_LIMITS.unitsPerLine} piezas de cada producto.`,
    tooMuchValue:
      'Tu pedido pasa de $15,000.00. Envía una parte ahora y el resto en otro pedido, o escríbele a tu socia.',
    storeBusy: (minutes: number) =>
      `Esta tienda recibió muchos pedidos en poco tiempo. Intenta de nuevo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'} o escríbele a tu socia.`,
    emptyOrder: 'Agrega al menos un producto a tu pedido.',
    chooseSize: 'Elige tu talla',
    /** The weekly plan in the bag before sending (decision 0725). */
    plan: {
      title: 'Tu plan de pagos semanales',
      downpayment: 'Enganche (al recibir tu pedido)',
      weekly: (weeks: number, amount: string) => `${weeks} pagos semanales de ${amount}`,
      lastDiffers: (amount: string) => `(el último de ${amount})`,
      charge: (percent: number) => `Cargo por pagos semanales (${percent} %)`,
      total: 'Total en pagos semanales',
      cashTotal: 'Total de contado',
    },
    /** After 'Enviar pedido', and the page the client can reopen (decision 0725). */
    next: {
      title: '¿Qué sigue?',
      body: 'Tu socia revisa tu pedido y te confirma por WhatsApp o llamada cuándo y cómo te lo entrega. Todavía no pagas nada.',
      statusLink: 'Ver cómo va mi pedido',
      keepLink: 'Guarda este enlace para ver cómo va tu pedido:',
      notify: 'Avisar a mi socia por WhatsApp',
    },
    status: {
      title: 'Mi pedido',
      pending: 'Tu socia aún no revisa tu pedido. Te avisará cuando lo acepte.',
      accepted: 'Tu socia aceptó tu pedido. Ella te dirá cuándo y cómo te lo entrega.',
      rejected: 'Tu socia no aceptó este pedido. Escríbele para saber por qué.',
      notFound: 'No encontramos este pedido. Revisa el enlace que te dio la tienda.',
      backToStore: 'Ir a la tienda',
    },
  },
  notFound: 'No encontramos esa tienda.',
} as const;

/**
 * Constants and texts of the sales tools (credential, price lists, catalogues, store location, multi-order),
 * without zod. reseller-area.md §2, §4, §5, §8, §9. Verbatim where the spec quotes a text.
 */

export const PRODUCT_ID_MAX = 10;
/** Lookups start above 3 characters. */
export const PRODUCT_ID_LOOKUP_MIN = 4;
export const MULTI_ORDER_QTY_MIN = 1;
export const MULTI_ORDER_QTY_MAX = 50;
/** Rows of one location search or multi-order (decision 0501). */
export const SALES_TOOL_ROWS_MAX = 20;
export const PRICE_LIST_PAGE_SIZE = 10;

export const salesToolsMessages = {
  credential: {
    title: 'Credencial de soci@',
    validUntil: (date: string) => `Vigencia hasta ${date}`,
    employee: 'Vigencia Empleado',
    member: (number: string) => `SOCIO: ${number}`,
    /** The fixed toll-free line printed on the card (decision 0540). */
    phoneLabel: 'Atención a socios (sin costo):',
    notCreditCard: 'Esta credencial no es una tarjeta de crédito.',
    nonTransferable: 'Es personal e intransferible.',
    expired: (date: string) =>
      `Tu afiliación venció el ${date}. Renueva tu membresía para seguir comprando a precio de socia.`,
    download: 'Descargar credencial (PDF)',
    qrHint: 'Muestra este código en caja',
    barcodeAlt: (number: string) => `Código de barras del número de socio ${number}`,
    qrAlt: (number: string) => `Código QR del número de socio ${number}`,
  },
  priceLists: {
    title: 'Descargar lista de precios',
    storeSelector: 'Ver lista de precios de la tienda:',
  },
  catalogs: {
    title: 'Descarga Catálogos',
    failed: 'Ha ocurrido un error al intentar consultar los catálogos. Por favor intenta nuevamente',
  },
  location: {
    title: 'Ubicación en tienda',
    addRow: 'Agregar otro producto',
    search: 'Buscar en tienda',
    clear: 'Borrar búsqueda',
    columns: {
      id: 'ID',
      sizes: 'Tallas',
      building: 'Nave',
      tramo: 'Tramo',
      aisle: 'Pasillo',
      level: 'Nivel',
    },
    noneFound: 'No se encontró ninguno de los productos buscados',
    notFound: 'No encontrado',
  },
  multiOrder: {
    title: 'Multipedido',
    addToBag: 'Agregar a bolsa',
    notFound: 'No encontrado',
    /** Not shown by the spec (decision 0541). */
    columns: { productId: 'ID de producto', size: 'Talla', qty: 'Cantidad' },
    removeRow: (n: number) => `Quitar fila ${n}`,
    addRow: 'Agregar otra fila',
    added: (n: number) => (n === 1 ? 'Se agregó 1 producto a tu bolsa' : `Se agregaron ${n} productos a tu bolsa`),
    goToBag: 'Ver mi bolsa',
    pasteLabel: 'Pega tu lista: una línea por producto con ID, talla, cantidad',
    pasteAction: 'Llenar filas',
    pasteHint: 'Ejemplo: 210001, 24, 2',
    pasteNothing: 'No encontramos líneas con ID, talla y cantidad en lo que pegaste.',
    nothingToAdd: 'Completa al menos una fila con un producto disponible, su talla y la cantidad.',
    /** Decision 0743: what a row cannot do, said in the row. */
    storeOnly: 'Este producto solo se vende en tiendas: no se puede agregar a la bolsa.',
    sizeMissing: (size: string) => `La talla ${size} no existe en este producto. Elige una talla.`,
    sizeNotOnline: (size: string) => `La talla ${size} no está disponible en línea. Elige otra talla.`,
    chooseSize: 'Elige una talla',
    notAdded: (n: number) => (n === 1 ? '1 producto no se agregó' : `${n} productos no se agregaron`),
  },
  productIdInvalid: 'Ingresa un ID de producto de hasta 10 letras o números',
  qtyInvalid: 'La cantidad debe ser de 1 a 50',
  storeRequired: 'Elige una tienda',
  membersOnly: 'Esta herramienta es solo para socias y socios.',
} as const;

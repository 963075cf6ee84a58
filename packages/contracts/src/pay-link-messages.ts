/**
 * Texts of paying from a statement link and of reporting a payment made elsewhere (issue 30, decisions 0771, 0772).
 * Zod-free, so the statement page loads them without a schema.
 */
export const PAY_METHODS = ['card', 'bank_transfer', 'cash'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];

/** Caps on what the holder of a link can make the shop do (decision 0771; the windows are in the API). */
export const PAY_LINK_LIMITS = {
  paymentsPerLinkHour: 5,
  paymentsPerLinkDay: 15,
  paymentsPerAddressHour: 10,
  paymentsPerSociaDay: 100,
  reportsPerLinkDay: 3,
  reportsPerAddressDay: 10,
  reportsPerSociaDay: 30,
  smsPerSociaDay: 20,
  emailsPerSociaDay: 60,
  /** A receipt's photo, as her store's: at most 1 MiB. */
  photoMaxBytes: 1_048_576,
} as const;

export const payLinkMessages = {
  pay: {
    title: 'Pagar a tu socia',
    howMuch: '¿Cuánto quieres pagar?',
    next: (amount: string) => `Próximo pago: ${amount}`,
    overdue: (amount: string) => `Lo vencido: ${amount}`,
    all: (amount: string) => `Todo lo que debes: ${amount}`,
    other: 'Otra cantidad',
    otherLabel: 'Cantidad en pesos',
    otherHint: (amount: string) => `Escríbela como 261.58. Hasta ${amount}.`,
    method: '¿Cómo quieres pagar?',
    methods: {
      card: 'Tarjeta de débito o crédito',
      bank_transfer: 'Transferencia SPEI',
      cash: 'Efectivo en OXXO y tiendas',
    } satisfies Record<PayMethod, string>,
    submit: (amount: string) => `Continuar con ${amount}`,
    cardNumber: 'Número de tarjeta',
    cardExpiry: 'Vencimiento (MM/AA)',
    cardCvc: 'Código de seguridad',
    cardPay: (amount: string) => `Pagar ${amount}`,
    cardExpiryInvalid: 'Escribe el vencimiento como 12/28.',
    voucherTitle: 'Tu ficha para pagar en efectivo',
    voucherNumber: 'Referencia para la caja',
    voucherHowTo: 'Dile a la cajera que es un pago de OXXO Pay y muéstrale esta referencia.',
    transferTitle: 'Datos para tu transferencia SPEI',
    transferBank: 'Banco',
    transferClabe: 'CLABE',
    transferReference: 'Referencia',
    validUntil: (date: string) => `Válida hasta el ${date}.`,
    openVoucher: 'Ver ficha para imprimir',
    openInstructions: 'Ver instrucciones',
    waiting: 'En cuanto recibamos tu pago lo verás aquí y tu socia recibirá un aviso.',
    paid: (amount: string) => `¡Listo! Recibimos tu pago de ${amount}. Ya está en tu estado de cuenta.`,
    expired: 'Esta referencia venció sin pago. Puedes generar una nueva.',
    failed: 'No pudimos procesar tu pago. Inténtalo de nuevo o elige otra forma de pago.',
    back: 'Elegir otra forma de pago',
    close: 'Cerrar',
    checking: 'Revisar si ya llegó mi pago',
    overLeft: (amount: string) => `Puedes pagar hasta ${amount}, lo que te falta.`,
    nothingLeft: 'No tienes nada por pagar con tu socia. ¡Gracias!',
    tooMany: 'Ya generaste varios pagos en poco tiempo. Espera un rato o usa una de las referencias que ya tienes.',
    history: 'Tus pagos en línea',
    status: { pending: 'Esperando pago', succeeded: 'Recibido', expired: 'Vencido', failed: 'No se completó' },
  },
  report: {
    title: 'Avisar de un pago que ya hiciste',
    intro: 'Si ya le transferiste o le diste efectivo a tu socia, avísale aquí. Ella lo revisará y lo anotará.',
    amount: 'Cantidad que pagaste',
    date: 'Fecha del pago',
    trackingKey: 'Clave de rastreo SPEI (opcional)',
    trackingKeyHint: 'La encuentras en el comprobante de tu banco.',
    photo: 'Foto del comprobante (opcional)',
    photoHint: 'JPG, PNG o WebP de hasta 1 MB.',
    needsProof: 'Agrega la clave de rastreo o la foto del comprobante.',
    trackingKeyInvalid: 'La clave de rastreo tiene de 6 a 30 letras y números.',
    submit: 'Enviar aviso',
    sent: 'Listo, le avisamos a tu socia. Cuando lo confirme lo verás en tu estado de cuenta.',
    photoRefused: 'No pudimos leer esa foto. Prueba con otra en JPG, PNG o WebP de hasta 1 MB.',
    tooMany: 'Ya enviaste varios avisos hoy. Tu socia los revisará pronto.',
    dateInvalid: 'Elige una fecha de los últimos 60 días, hasta hoy.',
    pending: (amount: string, date: string) => `Tu aviso de ${amount} del ${date} está en revisión.`,
  },
  /** The socia's side: the reports waiting for her ('Me deben', 'Hoy'). */
  review: {
    title: 'Pagos que te avisaron',
    intro: 'Tus clientas dicen que ya te pagaron. Revisa que el dinero te haya llegado antes de confirmarlo.',
    row: (name: string, amount: string, date: string) => `${name} te pagó ${amount} el ${date}`,
    trackingKey: (key: string) => `Clave de rastreo: ${key}`,
    photo: 'Ver comprobante',
    confirm: 'Confirmar pago',
    confirmLabel: (name: string, amount: string) => `Confirmar el pago de ${amount} de ${name}`,
    reject: 'No me llegó',
    rejectLabel: (name: string, amount: string) => `Rechazar el pago de ${amount} de ${name}`,
    confirmed: (amount: string) => `Anotamos el abono de ${amount}.`,
    confirmedPart: (applied: string, amount: string) =>
      `Anotamos ${applied}: es lo que le faltaba de los ${amount} que reportó.`,
    rejected: 'Aviso rechazado. Tu clienta lo verá en su estado de cuenta.',
    notFound: 'Este aviso ya no está pendiente.',
  },
} as const;

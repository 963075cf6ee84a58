/**
 * Texts of a client's statement link (issue 30, decision 0770): what the socia sends and what her client sees.
 * Zod-free, so the public statement page and the share button load no schema.
 */
export const statementMessages = {
  share: {
    button: 'Enviar estado de cuenta',
    buttonLabel: (name: string) => `Enviar a ${name} su estado de cuenta`,
    title: 'Estado de cuenta',
    intro: (name: string) =>
      `Un enlace para que ${name} vea lo que te debe y sus próximos pagos, sin entrar a una cuenta. Vale 30 días.`,
    whatsapp: 'Enviar por WhatsApp',
    copy: 'Copiar enlace',
    copied: 'Enlace copiado',
    revoke: 'Desactivar los enlaces enviados',
    revoked: 'Los enlaces enviados ya no abren su estado de cuenta.',
    expires: (date: string) => `El enlace vence el ${date}.`,
    message: (firstName: string, url: string) =>
      `¡Hola ${firstName}! Aquí puedes ver tu estado de cuenta y tus próximos pagos: ${url}`,
    failed: 'No pudimos crear el enlace. Inténtalo de nuevo.',
  },
  page: {
    title: 'Estado de cuenta',
    storeOf: 'Tu socia Price Shoes',
    visitStore: 'Ver su tienda',
    hello: (firstName: string) => `Hola, ${firstName}`,
    owed: 'Te falta pagar',
    overdue: 'Pago vencido',
    overdueSince: (amount: string, date: string) => `${amount} desde el ${date}`,
    nextDue: 'Próximo pago',
    nextDueOn: (amount: string, date: string) => `${amount} el ${date}`,
    noneOwed: 'No tienes pagos pendientes. ¡Gracias!',
    orders: 'Tus pedidos',
    order: (date: string) => `Pedido del ${date}`,
    total: 'Total',
    paid: 'Pagado',
    left: 'Por pagar',
    item: (qty: number, name: string, size: string) => `${qty} × ${name}, talla ${size}`,
    notFound: 'Este enlace ya no está disponible. Pídele a tu socia uno nuevo.',
    asOf: (date: string) => `Al ${date}.`,
    /** The buttons that load paying and reporting (their texts: pay-link-messages, loaded with them). */
    payOpen: 'Pagar en línea',
    reportOpen: 'Ya pagué por otro medio',
  },
} as const;

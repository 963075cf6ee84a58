/**
 * Texts of the socia's ledger (decision 0710): the payments tab, 'Me deben', reminders, deleting an order with money
 * on it. Zod-free and apart from customCartsMessages, so the orders list does not load them.
 */
/** 'Me deben' shows her clients by pages of 10, as the product's other lists. */
export const CLIENT_LEDGER_PAGE_SIZE = 10;

export const ledgerMessages = {
  /** 'Me deben': her clients and what each owes, most urgent first (decision 0710). */
  owed: {
    title: 'Me deben',
    intro: 'Tus clientes con pagos pendientes, primero quien lleva más tiempo sin pagar.',
    empty: 'Nadie te debe. Cuando registres una orden con pagos, aquí verás quién te debe y cuándo.',
    owes: 'Te debe',
    dueThisWeek: 'Esta semana',
    overdueAmountSince: (amount: string, date: string) => `${amount} desde el ${date}`,
    nextDue: (amount: string, date: string) => `Próximo pago: ${amount} el ${date}`,
    orders: 'Ver sus órdenes',
    remind: 'Recordar por WhatsApp',
    remindLabel: (name: string) => `Enviar recordatorio de pago a ${name} por WhatsApp`,
    /** The prefilled WhatsApp reminder (wa.me). */
    reminderOverdue: (firstName: string, amount: string, since: string) =>
      `¡Hola ${firstName}! Te recuerdo que tienes un pago vencido de ${amount} desde el ${since}. ¿Me confirmas cuándo puedes pagarlo? ¡Gracias!`,
    reminderNext: (firstName: string, amount: string, date: string) =>
      `¡Hola ${firstName}! Te recuerdo que tu próximo pago de ${amount} vence el ${date}. ¡Gracias!`,
    reminderOwed: (firstName: string, amount: string) =>
      `¡Hola ${firstName}! Te recuerdo que tienes un saldo pendiente de ${amount}. ¿Me confirmas cuándo puedes pagarlo? ¡Gracias!`,
  },
  /** The payments tab's ledger (decision 0710). */
  ledger: {
    charge: 'Cargo por pagos semanales',
    cashTotal: 'Precio de contado',
    nextDue: 'Próximo pago',
    overdue: 'Vencido',
    registerAbono: 'Registrar abono',
    abonoTitle: 'Registrar abono',
    abonoHint: (left: string) =>
      `Cualquier monto hasta ${left}. Se aplica a los pagos pendientes, del más antiguo al más reciente.`,
    amount: 'Monto',
    date: 'Fecha de pago',
    save: 'Guardar',
    cancel: 'Cancelar',
    abonoRecorded: (amount: string) => `Registramos un abono de ${amount}`,
    abonoFailed: 'No se pudo registrar el abono, intenta nuevamente',
    history: 'Abonos registrados',
    tickOf: (label: string) => `por ${label}`,
    anyAmount: 'abono',
    undoLast: 'Deshacer último abono',
    undoConfirm: (amount: string, date: string) => `¿Deshacer el abono de ${amount} del ${date}?`,
    undone: 'Deshicimos el último abono',
    undoFailed: 'No se pudo deshacer el abono, intenta nuevamente',
    partial: (paid: string, left: string) => `Abonado ${paid} · faltan ${left}`,
    coveredByAbono: 'Este pago quedó cubierto con un abono. Para corregirlo, deshaz ese abono.',
    noAbono: 'No hay abonos que deshacer.',
    onlyLast: 'Solo puedes deshacer el último abono registrado.',
    /** Who recorded an abono other than her (decisions 0771, 0772). */
    sourceOf: { pay_link: 'Pagó en línea tu clienta', report: 'Aviso de tu clienta que confirmaste' },
    paidOnline: 'Este abono lo pagó tu clienta en línea y ya está en Mi saldo, así que no se puede deshacer.',
    overLeft: (left: string) => `El monto es mayor que lo que falta por pagar (${left})`,
    replanRefused: (paid: string, total: string) =>
      `Tu cliente ya te pagó ${paid} y el nuevo total sería ${total}. Deshaz abonos antes de quitar productos.`,
    paidOn: (date: string) => (date ? `Pagado el ${date}` : 'Pagado'),
    edit: 'Editar monto o fecha',
    otherAmount: 'Otro monto o fecha',
    recordPaid: 'Marcar pagado',
    due: (date: string) => `vence ${date}`,
  },
  /** Deleting an order that still has money on it (decision 0710). */
  deleteOwed: {
    title: 'Esta orden tiene pagos',
    owed: (amount: string) => `Tu cliente todavía te debe ${amount} de esta orden.`,
    abonos: (n: number, amount: string) =>
      n === 1 ? `Se borrará 1 abono registrado por ${amount}.` : `Se borrarán ${n} abonos registrados por ${amount}.`,
    confirm: 'Sí, eliminar la orden y sus pagos',
  },
} as const;

/**
 * Spanish texts of the shop (catalogue, bag, checkout, payments, pickups). Texts quoted by the spec are
 * verbatim, including their spelling; the others are decided in docs/decisions/0201..0206.
 */
export const shopMessages = {
  catalog: {
    productNotFound: 'No encontramos este producto.',
    addToBag: 'Agregar a bolsa',
    chooseSize: 'Elige tu talla',
    /** A size with stock only in stores (issue 28: said before it goes in the bag, not at checkout). */
    pickupOnly: 'Esta talla solo se puede recoger en tienda; no está disponible para envío a domicilio.',
  },
  bag: {
    /** spec §8: add to cart failure */
    unavailable: 'El producto que estas intentando agregar no está disponible.',
    qtyRange: 'La cantidad debe ser de 1 a 50 piezas.',
    skuRequired: 'Elige tu talla',
    notInBag: 'Este producto ya no está en tu bolsa.',
    empty: 'Tu bolsa está vacía.',
    /** A bag line's delivery limits (issue 28). */
    pickupOnly: 'Solo para recoger en tienda',
    shipOnly: 'Solo para envío a domicilio o punto Pickit',
    /** Beside a delivery option the bag cannot use, naming the lines that prevent it. */
    needsPickup: (items: string) => `No disponible: ${items} solo se puede recoger en tienda.`,
    needsShipping: (items: string) => `No disponible: ${items} no está en ninguna tienda para recoger.`,
  },
  checkout: {
    /** spec §8: checkout failure */
    failed:
      'Ha ocurrido un error y no se ha podido crear la orden. Por favor intenta nuevamente o ponte en contacto con soporte',
    cartNotFound: 'No encontramos tu bolsa. Por favor intenta refrescar el navegador.',
    addressRequired: 'Elige una dirección de envío.',
    storeRequired: 'Elige la tienda donde recogerás tu pedido.',
    storeNoPickup: 'Esta tienda no ofrece recolección de pedidos.',
    pickitRequired: 'Elige un punto Pickit.',
    digitalMismatch:
      'Tu bolsa tiene productos que requieren envío; elige envío a domicilio, recoger en tienda o punto Pickit.',
    digitalOnly: 'Los productos digitales no requieren envío; elige la entrega digital.',
    deliveryType: 'Elige un método de entrega válido.',
    paymentType: 'Elige un método de pago válido.',
    balanceUnavailable: 'El pago con saldo aún no está disponible para tu cuenta.',
    /** Store balance must cover the whole total (docs/decisions/0207); amounts already formatted ($1,234.56). */
    balanceInsufficient: (available: string, total: string) =>
      `Tu saldo disponible (${available}) no alcanza para pagar el total de tu pedido (${total}). Elige otro método de pago.`,
    /** The payment option at checkout and its note. */
    balanceOption: 'Saldo en tienda',
    balanceAvailable: (available: string) => `Saldo disponible: ${available}`,
    balanceNote: 'Usamos primero el saldo que vence antes. Tu saldo debe cubrir el total del pedido.',
    /** Home or Pickit delivery of a size that only the stores have (issue 28). */
    itemPickupOnly: (name: string, size: string) =>
      `${name} en talla ${size} solo se puede recoger en tienda: elige «Recoger en tienda» o quítalo de tu bolsa.`,
    itemUnavailable: (name: string, size: string) =>
      `${name} en talla ${size} ya no está disponible en la cantidad que pediste.`,
  },
  payment: {
    /** spec §8: any payment error that is not the provider's own message */
    failed: 'Tuvimos un problema al procesar tu pago, por favor vuelve a intentarlo.',
    /** spec §2 payment form notes */
    transferNote: 'Las transferencias bancarias solo se acreditan en días hábiles.',
    cashNote: 'El pago en efectivo en tienda se acredita de 1 a 2 días hábiles.',
    notFound: 'No encontramos este pago.',
    notPayable: 'Este pedido ya no acepta pagos.',
    /** Shown when an order is paid (payment form, store balance at checkout). */
    received: '¡Pago recibido! Tu pedido está confirmado.',
    cardDeclined: 'Tu tarjeta fue rechazada.',
    insufficientFunds: 'Tu tarjeta no tiene fondos suficientes.',
    incorrectNumber: 'El número de tu tarjeta no es válido.',
    expiredCard: 'Tu tarjeta está vencida.',
    incorrectCvc: 'El código de seguridad de tu tarjeta no es válido.',
    authenticationFailed: 'No pudimos autenticar tu pago con tu banco.',
    badSignature: 'Firma del webhook inválida.',
    viewReference: 'Ver referencia de pago',
    changeMethod: 'Cambiar método de pago',
  },
  pickup: {
    notReady: 'Solo puedes programar tu cita cuando tu pedido está listo para programar cita.',
    slotInvalid: 'Elige un horario válido de 15 minutos dentro del horario de la tienda y antes de que venza tu plazo.',
    slotFull: 'Ese horario ya no está disponible, elige otro.',
    wrongStore: 'Tu pedido se recoge en otra tienda.',
    noAppointment: 'Este pedido no tiene una cita programada.',
    warning: 'Tienes 3 días para programar tu cita y evitar una cancelación',
    schedule: 'Programar cita',
    collectCode: 'Código de entrega',
  },
  orders: {
    notFound: 'Pedido no encontrado',
    transitionRefused: (from: string, to: string) => `El pedido no puede pasar de «${from}» a «${to}».`,
  },
  admin: {
    unknownStatus: 'Estado de pedido desconocido: usa uno de los estados del pedido.',
    unauthorized: 'Credenciales de personal inválidas.',
    customerNotFound: 'No existe un cliente con ese customer_id.',
    duplicate: 'Ya existe un pedido con ese id de Pricesoft en esa caja y tienda.',
  },
} as const;

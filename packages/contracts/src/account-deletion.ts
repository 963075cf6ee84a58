import { z } from './zod';

export const CONFIRMATION_WORD = 'BORRAR';

export const deletionMessages = {
  wrongWord: 'palabra incorrecta',
  reasonRequired: 'Elige el motivo por el que quieres eliminar tu cuenta',
  detailTooLong: 'Cuéntanos el motivo en 500 caracteres como máximo',
  failed: 'Ha ocurrido un error, por favor intente más tarde',
  openItems: 'Aún tienes saldos abiertos. Revisa los avisos y confirma que quieres eliminar tu cuenta de todos modos.',
  openCredit: 'Tienes un crédito CrediPrice con saldo pendiente.',
  openCustomerPayments: 'Tienes pagos de clientes pendientes en tus órdenes de clientes.',
  openOrderPayments:
    'Tienes pedidos en espera de pago: al eliminar tu cuenta ya no podrás consultar sus referencias de pago.',
  /** `amount` is already formatted ('$350.00'). */
  balanceLost: (amount: string) => `Perderás tu saldo en tienda de ${amount}: no se puede pasar a otra cuenta.`,
  couponsLost: (count: number) =>
    count === 1 ? 'Perderás 1 cupón que aún no usas.' : `Perderás ${count} cupones que aún no usas.`,
  ordersInProgress: (count: number) =>
    count === 1
      ? 'Tienes 1 pedido en camino o por recoger: ya no podrás seguirlo desde tu cuenta.'
      : `Tienes ${count} pedidos en camino o por recoger: ya no podrás seguirlos desde tu cuenta.`,
} as const;

/** reseller-area.md §4: the four reasons of the second step. */
export const DELETION_REASONS = [
  { id: 1, label: 'No tuve una buena experiencia' },
  { id: 2, label: 'Prefiero los catálogos impresos y comprar en tienda' },
  { id: 3, label: 'Ya tengo otra cuenta' },
  { id: 4, label: 'Otro' },
] as const;

/** The typed confirmation: BORRAR in any case. */
export const isConfirmationWord = (typed: string) => typed.trim().toUpperCase() === CONFIRMATION_WORD;

/** DELETE customers/ (payload not shown in the spec; docs/decisions/0105-account-deletion.md). */
export const accountDeletionBody = z
  .object({
    /** Optional; when sent it must be the signed-in customer's (another id answers 404). */
    customer_id: z.string().max(20).optional(),
    reason: z
      .number({ error: deletionMessages.reasonRequired })
      .int()
      .min(1, deletionMessages.reasonRequired)
      .max(4, deletionMessages.reasonRequired),
    detail: z.string().trim().max(500, deletionMessages.detailTooLong).optional(),
    confirmation: z.string({ error: deletionMessages.wrongWord }).max(50, deletionMessages.wrongWord),
    /** Sent after the customer has seen the warnings about open credit or customer payments. */
    acknowledge_open_items: z.boolean().optional(),
  })
  .superRefine((value, ctx) => {
    if (!isConfirmationWord(value.confirmation))
      ctx.addIssue({ code: 'custom', path: ['confirmation'], message: deletionMessages.wrongWord });
  });
export type AccountDeletionBody = z.infer<typeof accountDeletionBody>;

export const openItem = z.object({
  kind: z.enum(['credit', 'order_payments', 'orders_in_progress', 'balance', 'coupons', 'customer_payments']),
  message: z.string(),
});
export const deletionCheck = z.object({ open_items: z.array(openItem) });
export type DeletionCheck = z.infer<typeof deletionCheck>;

/** Demo return guides of socia@demo.mx in every status (shared/contract/running.md). */
import { eq } from 'drizzle-orm';
import type { Clock } from '@shop/domain/clock';
import { referenceExpiry } from '@shop/domain/mexico-time';
import type { DbOrTx } from '../client';
import { createGuideOrder } from '../factories-returns';
import { attachIntent } from './shop';
import { customers } from '../schema/index';

const DAY = 86_400_000;
const HOUR = 3_600_000;

export async function seedReturns(db: DbOrTx, clock: Clock) {
  const now = clock.now();
  const [socia] = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, 'socia@demo.mx'));
  if (!socia) return;
  const ago = (days: number, hours = 0) => new Date(now.getTime() - days * DAY - hours * HOUR);
  const paid = ['created', 'confirmed', 'delivered'] as const;

  // guide_used, delivered back to the warehouse.
  const usedAt = ago(16);
  await createGuideOrder(db, {
    customerId: socia.id,
    createdAt: usedAt,
    path: [...paid],
    used: {
      1: [
        {
          description: 'Guía registrada en sucursal',
          occurredAt: new Date(usedAt.getTime() + 30 * HOUR),
          place: 'Ciudad de México, CDMX',
          code: 'RG',
        },
        {
          description: 'En tránsito',
          occurredAt: new Date(usedAt.getTime() + 44 * HOUR),
          place: 'Centro de distribución Tultitlán, Méx.',
          code: 'TR',
        },
        {
          description: 'Entregado',
          occurredAt: new Date(usedAt.getTime() + 70 * HOUR),
          place: 'Querétaro, Qro.',
          code: 'DL',
        },
      ],
    },
  });
  // guide_creation_failed: not paid in time.
  await createGuideOrder(db, {
    customerId: socia.id,
    createdAt: ago(21),
    path: ['created', 'canceled'],
    payment: { provider: 'card', paymentMethod: 'stripe', methodType: 'oxxo', status: 'canceled' },
  });
  // guide_created: two new guides ready to print.
  await createGuideOrder(db, { customerId: socia.id, createdAt: ago(4, 2), path: [...paid], qty: 2 });
  // payment_pending: a cash voucher still to pay, with the provider's voucher (its number, barcode and page).
  const pending = await createGuideOrder(db, {
    customerId: socia.id,
    createdAt: ago(0, 3),
    path: ['created', 'pending'],
    payment: {
      provider: 'card',
      paymentMethod: 'stripe',
      methodType: 'oxxo',
      status: 'requires_action',
      expiresAt: referenceExpiry(now),
    },
  });
  await attachIntent(db, pending.order.id, pending.order.grandTotalCents, 'cash', now);
}

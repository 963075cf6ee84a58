import { stockAlertMessages, type StockAlertPreferences } from '@shop/contracts/stock-alerts';
import type { Clock } from '@shop/domain/clock';
import type { Db } from '@shop/db/client';
import type { CustomerRow } from '@shop/db/schema/customers';
import { HttpError } from '../../lib/http-errors';
import { findStockAlertMethod, findStockAlertSubscriptions, saveStockAlertMethod } from './repository';

/** 'Configuraciones' of stock alerts: exactly one method (e-mail or WhatsApp) and the subscriptions. */
export function createStockAlertService(deps: { db: Db; clock: Clock }) {
  async function load(customer: CustomerRow): Promise<StockAlertPreferences> {
    const method = await findStockAlertMethod(deps.db, customer.id);
    const subscriptions = await findStockAlertSubscriptions(deps.db, customer.id);
    return {
      customer_id: customer.customerId,
      // E-mail until the customer chooses: exactly one method is always on.
      notificationMethods: [method ?? 'email'],
      subscriptions: subscriptions.map((s) => ({
        sku: s.sku,
        product_id: s.productId,
        name: s.productName,
        size_label: s.sizeLabel,
        created_at: s.createdAt.toISOString(),
      })),
    };
  }
  return {
    load,
    async choose(me: CustomerRow, method: 'email' | 'whatsapp'): Promise<StockAlertPreferences> {
      if (method === 'whatsapp' && !me.mobileTelephone) {
        throw new HttpError(400, stockAlertMessages.whatsappNeedsPhone, [
          { path: 'notificationMethods', message: stockAlertMessages.whatsappNeedsPhone },
        ]);
      }
      await saveStockAlertMethod(deps.db, me.id, method, deps.clock.now());
      return load(me);
    },
  };
}
export type StockAlertService = ReturnType<typeof createStockAlertService>;

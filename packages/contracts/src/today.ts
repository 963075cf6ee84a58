import { z } from './zod';
import { cartContactView, cents, clientLedgerView, isoDate } from './custom-carts';

/**
 * 'Hoy', a member's first screen (issue 29, decision 0760): GET /api/members/me/today answers, in one read, what
 * waits for her today. Every figure comes from the rule of the page it leads to: the store requests of 'Pedidos
 * nuevos', the clients of 'Me deben' (the same week of COLLECTIONS_WEEK_DAYS from today), the CREATED orders of
 * 'Órdenes de clientes' and her CrediPrice line's summary.
 */

/** How many store requests, clients who owe and clients to buy for 'Hoy' lists (each with its full count). */
export const TODAY_LIST_SIZE = 3;

/** A store order waiting for her, as 'Pedidos nuevos' lists it (the first few). */
export const todayStoreRequest = z.object({
  request_id: z.string(),
  created_at: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  grand_total: cents,
  payment_option: z.enum(['cash', 'installments']).nullable(),
  /** Units ordered. */
  units: z.number().int(),
});

/** A client with orders still to buy (CREATED), and how many. */
export const todayToBuyClient = z.object({
  contact: cartContactView.pick({ contact_id: true, first_name: true, last_name: true }),
  orders: z.number().int(),
});

export const todayResponse = z.object({
  /** Her calendar day (Mexico City) and the last day of 'this week' (today + 6). */
  today: isoDate,
  week_end: isoDate,
  /** Her store, null when she has not opened one (then only CrediPrice and the quick actions apply). */
  store_id: z.string().nullable(),
  store_requests: z.object({ count: z.number().int(), latest: z.array(todayStoreRequest) }),
  collections: z.object({
    due_this_week: cents,
    overdue: cents,
    /** Clients with something due by the week's end (overdue included), and those with something overdue. */
    clients_due: z.number().int(),
    clients_overdue: z.number().int(),
    /** The most urgent of them, as 'Me deben' orders them. */
    clients: z.array(clientLedgerView),
  }),
  to_buy: z.object({
    /** Her orders with items still to buy (status CREATED), and the clients they are for. */
    orders: z.number().int(),
    clients_count: z.number().int(),
    clients: z.array(todayToBuyClient),
  }),
  /** Her CrediPrice line's next payment; null without a line. */
  crediprice: z
    .object({
      estado: z.string(),
      /** What the open credits ask next (the summary's proximo.pago) and the earliest date among them. */
      next_payment: z.object({ amount: cents, due_date: isoDate.nullable() }),
      overdue: z.boolean(),
    })
    .nullable(),
});
export type TodayResponse = z.infer<typeof todayResponse>;

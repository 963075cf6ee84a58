import { z } from './zod';
import { cents, customerId, isoDate, uuid } from './custom-carts';
import { statementMessages } from './statement-messages';

/**
 * A client's statement link (issue 30, decision 0770). POST /api/statement-links makes one for one of her
 * clients; DELETE /api/statement-links/{contactId} revokes that client's links; GET
 * /api/estado-de-cuenta/{token} answers anyone who holds a live one. Money is integer centavos.
 */

export const createStatementBody = z.object({ customer_id: customerId, contact_id: uuid });
export const revokeStatementParams = z.object({ contactId: uuid });
export const revokeStatementQuery = z.object({ customer_id: customerId });
export const statementLinkResponse = z.object({
  /** The link to send: PUBLIC_URL/estado-de-cuenta/{token}. */
  url: z.string(),
  expires_at: z.string(),
});
export type StatementLinkResponse = z.infer<typeof statementLinkResponse>;
export const revokeStatementResponse = z.object({ revoked: z.number().int() });

/** 43 characters of base64url (32 random bytes): anything else is not a link the shop made. */
export const statementParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, statementMessages.page.notFound),
});

export const statementOrderView = z.object({
  /** Her order number, or the date alone when it has none yet. */
  order_id: z.string().nullable(),
  date: isoDate,
  items: z.array(z.object({ name: z.string(), size_label: z.string(), qty: z.number().int() })),
  total: cents,
  paid: cents,
  left: cents,
  overdue: cents,
  overdue_since: isoDate.nullable(),
  next_due: z.object({ date: isoDate, amount: cents }).nullable(),
});
export const statementResponse = z.object({
  /** Her store as its visitors see it: its name (the store's id) and photo. Nothing else of hers. */
  store: z.object({ store_id: z.string(), photo: z.string().nullable() }),
  client: z.object({ first_name: z.string() }),
  /** The client's orders with this socia that still owe something, oldest first. */
  orders: z.array(statementOrderView),
  owed: cents,
  overdue: cents,
  overdue_since: isoDate.nullable(),
  next_due: z.object({ date: isoDate, amount: cents }).nullable(),
  /** The day the figures are for (Mexico City). */
  today: isoDate,
});
export type StatementResponse = z.infer<typeof statementResponse>;

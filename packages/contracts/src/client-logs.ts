import { z } from 'zod';
import { CLIENT_LOG_LIMITS } from './client-logs-messages';

/**
 * One entry of the web app's log, sent as it happens (batch size 1, reseller-area §7) to the shop's own
 * `POST /api/client-logs` or, with LOG_COLLECTOR_URL, to that collector (README "Operations").
 * No personal data: the page is a path without its query, the message is the logged event's name or an
 * error's class/text, and the customer is named by id only (the shop's endpoint takes it from the session).
 */
const clientLogLevels = ['error', 'warn'] as const;

const requestId = z.string().regex(/^[\w-]{8,64}$/, 'Identificador de solicitud no válido.');

export const clientLogEntry = z
  .object({
    level: z.enum(clientLogLevels, { error: 'Nivel de registro no válido.' }),
    /** The logged event: 'Failed to fetch order details', 'MISSING_STORE_ID', 'ERROR.'… */
    event: z.string().trim().min(1).max(CLIENT_LOG_LIMITS.event),
    /** The page's path (no query string, no hash). */
    page: z.string().startsWith('/', 'La página debe ser una ruta.').max(CLIENT_LOG_LIMITS.page),
    /** The x-request-id of the API answer that failed, when the entry is about one. */
    request_id: requestId.optional(),
    /** That answer's HTTP status (0: no answer, a network failure). */
    status: z.int().min(0).max(599).optional(),
    /** An error's text (its class and message), never a request or response body. */
    message: z.string().max(CLIENT_LOG_LIMITS.message).optional(),
    /** When the browser logged it (ISO 8601). */
    at: z.iso.datetime().optional(),
    /** Set by the web only when it sends to an external collector (the shop's endpoint uses the session). */
    customer_id: z
      .string()
      .regex(/^\d{1,20}$/)
      .optional(),
  })
  .strict();
export type ClientLogEntry = z.infer<typeof clientLogEntry>;

import type { Logger } from 'pino';
import { CLIENT_LOG_LIMITS } from '@shop/contracts/client-logs-messages';
import type { ClientLogEntry } from '@shop/contracts/client-logs';
import type { Clock } from '@shop/domain/clock';
import type { Metrics } from '../../lib/metrics';

const WINDOW_MS = 60_000;

/** Anything that could be an e-mail, a phone number, a code or a token, in an error's free text. */
const SENSITIVE = [/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, /\d[\d\s-]{3,}\d/g, /[A-Za-z0-9_-]{24,}/g];
const scrub = (text: string) => SENSITIVE.reduce((t, re) => t.replace(re, '[oculto]'), text);

/**
 * The collector behind POST /api/client-logs: writes each web entry as one pino line (README "Operations"),
 * at most CLIENT_LOG_LIMITS.perMinute per client and process; the rest are counted, not written.
 */
export function createClientLogService(deps: { logger: Logger; clock: Clock; metrics: Metrics }) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** False when this client is over its budget for the current minute. */
    record(client: string, entry: ClientLogEntry, context: { customerId: string | null; requestId: string }) {
      const now = deps.clock.now().getTime();
      let window = windows.get(client);
      if (!window || now - window.start >= WINDOW_MS) {
        if (windows.size > 10_000) windows.clear(); // a bounded map: many clients at once only reset budgets
        window = { start: now, count: 0 };
        windows.set(client, window);
      }
      window.count += 1;
      if (window.count > CLIENT_LOG_LIMITS.perMinute) {
        deps.metrics.clientLogs.inc({ level: 'throttled' });
        return false;
      }
      deps.metrics.clientLogs.inc({ level: entry.level });
      deps.logger[entry.level](
        {
          source: 'web',
          reqId: context.requestId,
          event: entry.event,
          page: entry.page.split(/[?#]/)[0],
          customer_id: context.customerId,
          failed_request_id: entry.request_id ?? null,
          status: entry.status ?? null,
          ...(entry.message ? { error: scrub(entry.message) } : {}),
          ...(entry.at ? { client_at: entry.at } : {}),
        },
        `web: ${entry.event}`,
      );
      return true;
    },
  };
}
export type ClientLogService = ReturnType<typeof createClientLogService>;

/**
 * Limits of the web app's log entries (zod-free, so the web's logger loads no zod; the schema is
 * `client-logs.ts`). Batch size 1 (reseller-area §7, §9): each entry is sent as it happens.
 */
export const CLIENT_LOG_LIMITS = {
  /** Longest accepted body, in bytes. */
  bodyBytes: 4096,
  event: 200,
  message: 500,
  page: 300,
  /** Entries one client may send per minute (the browser and the endpoint both keep to it). */
  perMinute: 20,
} as const;

/** The shop's own collector; LOG_COLLECTOR_URL (GET feature-flags: log_collector_url) replaces it. */
export const CLIENT_LOG_PATH = '/api/client-logs';

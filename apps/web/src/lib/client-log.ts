import type { ClientLogEntry } from '@shop/contracts/client-logs';
import { CLIENT_LOG_LIMITS, CLIENT_LOG_PATH } from '@shop/contracts/client-logs-messages';
import type { FeatureFlagsResponse } from '@shop/contracts/config';
import { ApiError, apiRequest } from './api-client';

/**
 * The web app's logger (reseller-area §7: logs go to a collector, batch size 1). Each entry is sent as it
 * happens to the shop's own POST /api/client-logs (which writes it to the server log with the signed-in
 * customer's id), or to LOG_COLLECTOR_URL when the server names one; at most CLIENT_LOG_LIMITS.perMinute a
 * minute, so a broken page cannot flood it. Entries carry no personal data: the page's path, the event, and
 * for a failed call its status and x-request-id (README "Operations" documents the payload).
 */
let collector: Promise<string | null> | undefined;
let customerId: string | undefined;
const sentAt: number[] = [];

/** The configured collector (null: the shop's own endpoint); known from GET feature-flags. */
export function setLogCollector(url: string | null) {
  collector = Promise.resolve(url);
}

/** The signed-in customer, named only to an external collector (the shop's endpoint reads the session). */
export function setLogCustomer(id: string | undefined) {
  customerId = id;
}

export const logError = (event: string, error?: unknown) => log('error', event, error);
export const logWarning = (event: string, error?: unknown) => log('warn', event, error);

function log(level: ClientLogEntry['level'], event: string, error: unknown) {
  if (level === 'error') console.error(event, error ?? '');
  else console.warn(event, error ?? '');
  const now = Date.now();
  while (sentAt.length > 0 && now - sentAt[0]! >= 60_000) sentAt.shift();
  if (sentAt.length >= CLIENT_LOG_LIMITS.perMinute) return;
  sentAt.push(now);

  const entry: ClientLogEntry = {
    level,
    event: event.slice(0, CLIENT_LOG_LIMITS.event),
    page: window.location.pathname.slice(0, CLIENT_LOG_LIMITS.page),
    at: new Date(now).toISOString(),
  };
  if (error instanceof ApiError) {
    entry.status = error.status;
    if (error.requestId) entry.request_id = error.requestId;
  } else if (error instanceof Error) {
    entry.message = `${error.name}: ${error.message}`.slice(0, CLIENT_LOG_LIMITS.message);
  }
  collector ??= apiRequest<FeatureFlagsResponse>('feature-flags').then(
    (flags) => flags.log_collector_url,
    () => null,
  );
  void collector.then((url) => send(url, entry));
}

function send(url: string | null, entry: ClientLogEntry) {
  if (url && customerId) entry.customer_id = customerId;
  const body = JSON.stringify(entry);
  // Own endpoint: sendBeacon, which the browser delivers even while the page unloads. An external collector
  // gets a keepalive fetch (as unload-safe), without our cookies.
  if (!url && navigator.sendBeacon?.(CLIENT_LOG_PATH, new Blob([body], { type: 'application/json' }))) return;
  fetch(url ?? CLIENT_LOG_PATH, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
    keepalive: true,
    credentials: url ? 'omit' : 'same-origin',
  }).catch(() => {
    /* a lost log entry is not the customer's problem */
  });
}

/** Errors no code caught (a failed render, an unhandled rejection) are logged too. */
export function logUncaughtErrors() {
  window.addEventListener('error', (e) => logError('Uncaught error', e.error ?? e.message));
  window.addEventListener('unhandledrejection', (e) => logError('Unhandled rejection', e.reason));
}

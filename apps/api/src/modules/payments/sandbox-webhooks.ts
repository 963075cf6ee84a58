import type { Clock } from '@shop/domain/clock';
import type { Db } from '@shop/db/client';
import { insertSandboxEvent } from './repository';
import { signPayload, type WebhookTransport } from './providers';

/**
 * How a sandbox provider tells the shop: keeps the event (as the real providers list theirs), signs the
 * raw body with its secret at the current time and posts it to the shop's webhook endpoint.
 */
export function createWebhookSender(deps: {
  db: Db;
  clock: Clock;
  provider: 'card' | 'wallet';
  secret: string;
  path: string;
  signatureHeader: string;
  transport: () => WebhookTransport;
  log: { warn: (o: object, m: string) => void };
}) {
  return async function send<E extends { id: string }>(event: E) {
    const body = JSON.stringify(event);
    await insertSandboxEvent(deps.db, { id: event.id, provider: deps.provider, body, createdAt: deps.clock.now() });
    const signature = signPayload(deps.secret, body, Math.floor(deps.clock.now().getTime() / 1000));
    try {
      const res = await deps.transport()(deps.path, body, {
        'content-type': 'application/json',
        [deps.signatureHeader]: signature,
      });
      if (res.statusCode >= 300)
        deps.log.warn({ statusCode: res.statusCode, provider: deps.provider }, 'sandbox webhook not accepted');
    } catch (err) {
      deps.log.warn({ err, provider: deps.provider }, 'sandbox webhook delivery failed');
    }
  };
}

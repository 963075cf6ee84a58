import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createOutbox } from '../../lib/outbox';
import { messages } from '@shop/contracts/messages';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('dev outbox', { timeout: 120_000 }, () => {
  it('lists the messages sent to an address or phone, newest first, in the contract shape', async () => {
    t = await createTestApp();
    const outbox = createOutbox(t.db, t.clock);
    await outbox.record({ channel: 'email', to: 'lucia@correo.mx', subject: 'Primero', body: 'Tu código es 111111' });
    t.clock.advance(1000);
    await outbox.record({ channel: 'sms', to: '525512345678', subject: 'SMS', body: 'Tu código es 222222' });
    t.clock.advance(1000);
    await outbox.record({ channel: 'email', to: 'lucia@correo.mx', subject: 'Segundo', body: 'Tu código es 333333' });

    const res = await t.app.inject({ url: '/api/dev/outbox?to=lucia@correo.mx' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        channel: 'email',
        to: 'lucia@correo.mx',
        subject: 'Segundo',
        body: 'Tu código es 333333',
        created_at: '2026-11-21T18:00:02.000Z',
      },
      {
        channel: 'email',
        to: 'lucia@correo.mx',
        subject: 'Primero',
        body: 'Tu código es 111111',
        created_at: '2026-11-21T18:00:00.000Z',
      },
    ]);
    const sms = await t.app.inject({ url: '/api/dev/outbox?to=525512345678' });
    expect(sms.json()).toHaveLength(1);
    expect(sms.json()[0].channel).toBe('sms');
  });

  it('never lists every message: without ?to= it is a 400 in Spanish, even in demo mode (issue 17)', async () => {
    t = await createTestApp();
    await createOutbox(t.db, t.clock).record({ channel: 'sms', to: '525512345678', subject: 'SMS', body: '123456' });
    for (const url of ['/api/dev/outbox', '/api/dev/outbox?to=', '/api/dev/outbox?to=%20']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe(messages.generic.outboxRecipient);
      expect(res.body).not.toContain('123456');
    }
  });

  it('answers 404 when demo mode is off', async () => {
    t = await createTestApp({ env: { DEMO: 'false' } });
    const res = await t.app.inject({ url: '/api/dev/outbox?to=lucia@correo.mx' });
    expect(res.statusCode).toBe(404);
  });
});

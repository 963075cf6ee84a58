import { Writable } from 'node:stream';
import { afterEach, describe, expect, it, inject } from 'vitest';
import { ManualClock } from '@shop/domain/clock';
import { createCustomer } from '@shop/db/factories';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createLogger } from './logger';
import { createMailer, createSandboxSmsSender } from './lib/messaging';
import { freshDatabase } from '../test/databases';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

describe('logs', () => {
  it('carry a request id and never contain passwords, cookies, tokens or codes', async () => {
    let output = '';
    const sink = new Writable({
      write(chunk, _enc, cb) {
        output += chunk.toString();
        cb();
      },
    });
    const logger = createLogger('info', sink);
    const database = await freshDatabase(inject('databaseKind'), inject('pgliteDump'), inject('templateDb'));
    const config = { ...loadConfig({ DEMO: 'true' }), webDist: undefined };
    const app = await buildApp({
      db: database.db,
      clock: new ManualClock(),
      config,
      mailer: createMailer({ from: config.mailFrom, log: logger }),
      sms: createSandboxSmsSender({ log: logger }),
      logger,
    });
    closers.push(async () => {
      await app.close();
      await database.close();
    });
    await createCustomer(database.db, { email: 'lucia@prueba.mx', password: 'Secreto-Muy-Largo-99' });

    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'lucia@prueba.mx', password: 'Secreto-Muy-Largo-99' },
    });
    const cookie = login.cookies.find((c) => c.name === 'sid')!.value;
    await app.inject({
      url: '/api/customers/me',
      headers: {
        cookie: `sid=${cookie}`,
        authorization: 'Bearer token-secreto-123',
        'x-manage-profile-update-token': 'tok-perfil-456',
      },
    });
    logger.info(
      { body: { password: 'Secreto-Muy-Largo-99', otp: '482913', token: 'token-secreto-123' } },
      'a careless log line',
    );

    const lines = output
      .trim()
      .split('\n')
      .map(
        (l) =>
          JSON.parse(l) as {
            msg?: string;
            reqId?: string;
            req?: { method: string; url: string };
            res?: { statusCode: number };
            responseTime?: number;
          },
      );
    const ofLogin = lines.filter((l) => l.reqId === login.headers['x-request-id']);
    expect(ofLogin.find((l) => l.msg === 'incoming request')?.req).toMatchObject({
      method: 'POST',
      url: '/api/auth/login',
    });
    const completed = ofLogin.find((l) => l.msg === 'request completed');
    expect(completed?.res).toEqual({ statusCode: 200 });
    expect(completed?.responseTime).toBeGreaterThan(0);
    expect(login.headers['x-request-id']).toBeTruthy();
    for (const secret of ['Secreto-Muy-Largo-99', cookie, 'token-secreto-123', 'tok-perfil-456', '482913'])
      expect(output).not.toContain(secret);
    expect(output).toContain('[oculto]');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from './test-mail-parser';
import { createLogger } from '../logger';
import { createMailer } from './messaging';

let server: SMTPServer | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

describe('mailer', () => {
  it('delivers e-mail through the SMTP server named by SMTP_URL', async () => {
    const received: { from: string; to: string[]; raw: string }[] = [];
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        });
      },
    });
    const port = await new Promise<number>((resolve) =>
      server!.listen(0, '127.0.0.1', () => resolve((server!.server.address() as { port: number }).port)),
    );

    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Price Shoes <no-responder@priceshoes.demo.mx>',
      log: createLogger('silent'),
    });
    await mailer.send({ to: 'lucia@correo.mx', subject: 'Tu código de verificación', text: 'Tu código es 482913.' });
    mailer.close();

    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['lucia@correo.mx']);
    expect(received[0]!.from).toBe('no-responder@priceshoes.demo.mx');
    const parsed = simpleParser(received[0]!.raw);
    expect(parsed.subject).toBe('Tu código de verificación');
    expect(parsed.text).toContain('Tu código es 482913.');
  });
});

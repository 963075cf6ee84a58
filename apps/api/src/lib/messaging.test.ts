import { afterEach, describe, expect, it } from 'vitest';
import { startSmtpCapture } from '../../test/mail';
import { simpleParser } from './test-mail-parser';
import { createLogger } from '../logger';
import { createMailer } from './messaging';

let smtp: Awaited<ReturnType<typeof startSmtpCapture>> | undefined;
afterEach(async () => {
  await smtp?.close();
  smtp = undefined;
});

describe('mailer', () => {
  it('delivers e-mail through the SMTP server named by SMTP_URL', async () => {
    smtp = await startSmtpCapture();
    const { received } = smtp;

    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'Price Shoes <no-responder@priceshoes.demo.mx>',
      log: createLogger('silent'),
    });
    await mailer.send({ to: 'lucia@correo.mx', subject: 'Tu código de verificación', text: 'Tu código es 482913.' });
    mailer.close();

    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['lucia@correo.mx']);
    expect(received[0]!.from).toBe('no-responder@priceshoes.demo.mx');
    const parsed = simpleParser(received[0]!.data);
    expect(parsed.subject).toBe('Tu código de verificación');
    expect(parsed.text).toContain('Tu código es 482913.');
  });
});

import { SMTPServer } from 'smtp-server';
import type { TestApp } from './helpers';

/** One message as the SMTP server received it: envelope and raw data (headers and body). */
export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/**
 * A local SMTP server that keeps what it receives, for tests of SMTP_URL. `url` goes to the app's config;
 * `close()` in a `finally` (or afterEach). With `hold`, it keeps each message's sender waiting for its answer until
 * the promise settles (a slow mail server), and `arrived` counts the messages whose data has come.
 */
export async function startSmtpCapture(options: { hold?: Promise<void> } = {}) {
  const received: ReceivedMail[] = [];
  let arrived = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        arrived++;
        if (options.hold) void options.hold.then(() => callback());
        else callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    arrived: () => arrived,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What the demo outbox (GET /api/dev/outbox) holds for one address or phone, newest first. */
export const outboxOf = async (t: TestApp, to: string) =>
  (await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json<
    { subject: string; body: string }[]
  >();

import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Outbox } from './outbox';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends e-mail: through SMTP when configured, and into the dev outbox in demo mode. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

export function createMailer(options: {
  smtpUrl?: string | undefined;
  from: string;
  outbox?: Outbox | undefined;
  log: Logger;
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(mail) {
      if (options.outbox)
        await options.outbox.record({ channel: 'email', to: mail.to, subject: mail.subject, body: mail.text });
      if (transport) {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
        options.log.info({ subject: mail.subject }, 'e-mail sent over SMTP');
      } else if (!options.outbox) {
        options.log.warn({ subject: mail.subject }, 'no SMTP_URL configured: e-mail not delivered');
      }
    },
    close() {
      transport?.close();
    },
  };
}

export interface Sms {
  to: string;
  body: string;
}

/**
 * Sends SMS. No SMS gateway is reachable from here, so the only implementation is the sandbox that keeps
 * the message in the dev outbox; a real gateway implements the same interface.
 */
export interface SmsSender {
  send(sms: Sms): Promise<void>;
}

export function createSandboxSmsSender(options: { outbox?: Outbox | undefined; log: Logger }): SmsSender {
  return {
    async send(sms) {
      if (options.outbox) await options.outbox.record({ channel: 'sms', to: sms.to, subject: 'SMS', body: sms.body });
      else options.log.warn('SMS sandbox without outbox: message dropped');
    },
  };
}

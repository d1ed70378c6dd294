// One mail adapter: SMTP when SMTP_URL is set; otherwise a file outbox, so a person trying the
// platform locally can open a verification or reset link from DATA_DIR/outbox or the console.
// The links carry live tokens (a verification link signs the user in): they reach the log only
// where the log stays on the machine that holds the outbox anyway (see logLinks).
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { mailsRefused, mailsSent } from '../metrics/metrics';

export interface MailAttachment {
  filename: string;
  /** The full MIME type, e.g. 'text/calendar; charset=utf-8; method=REQUEST'. */
  contentType: string;
  content: string | Buffer;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** Extra header lines, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Ends the SMTP connections kept open between mails (none for the outbox). */
  close(): void;
}

export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  logger: Logger;
  /** Print the links of outbox mails in the log: development, or a platform reached only on this machine. */
  logLinks?: boolean;
}): Mailer {
  const { smtpUrl, from, outboxDir, logger, logLinks = false } = options;
  // at 0 from the start: an alert on refused mails needs the series before the first refusal
  const transportLabel = { transport: smtpUrl ? 'smtp' : 'outbox' };
  mailsSent.inc(transportLabel, 0);
  mailsRefused.inc(transportLabel, 0);
  if (smtpUrl) {
    // pooled: a registration sends two mails and a reminder run many; each new connection costs the
    // handshake (TLS, and the greeting pause SMTP servers keep to catch clients that talk too early)
    const transport = nodemailer.createTransport({ url: smtpUrl, pool: true });
    return {
      async send(message) {
        await transport.sendMail({ from, ...message }).catch((error: unknown) => {
          mailsRefused.inc({ transport: 'smtp' });
          throw error;
        });
        mailsSent.inc({ transport: 'smtp' });
        logger.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  const streamer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await streamer.sendMail({ from, ...message });
      await fs.mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const file = path.join(outboxDir, `${stamp}-${safeTo}.eml`);
      await fs.writeFile(file, info.message as Buffer).catch((error: unknown) => {
        mailsRefused.inc({ transport: 'outbox' });
        throw error;
      });
      mailsSent.inc({ transport: 'outbox' });
      const links = logLinks ? { links: message.text.match(/https?:\/\/\S+/g) ?? [] } : {};
      logger.info({ to: message.to, subject: message.subject, file, ...links }, 'mail written to outbox');
    },
    close: () => {},
  };
}

/**
 * nodemailer's errors that prove the mail was not accepted, so a retry cannot send it twice: no
 * connection, or the server answered with a refusal (the reminder jobs retry only these).
 */
export function isRefusedByMailServer(error: unknown): boolean {
  const { command, responseCode } = (error ?? {}) as { command?: unknown; responseCode?: unknown };
  return command === 'CONN' || (typeof responseCode === 'number' && responseCode >= 400);
}

// A real SMTP server for tests: the platform sends over SMTP, tests read what arrived.
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Header lines by lower-case name, as they arrived (e.g. 'list-unsubscribe'). */
  headers: Record<string, string>;
  attachments: Array<{ filename: string; contentType: string; content: string }>;
}

export async function startSmtpReceiver() {
  const mails: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  /** While set, every message is answered with this SMTP error code after its data arrived (e.g. 451). */
  let rejectWith: number | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          if (rejectWith !== undefined) {
            callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: rejectWith }));
            return;
          }
          mails.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            headers: Object.fromEntries(
              parsed.headerLines.map((line) => [line.key.toLowerCase(), line.line.slice(line.line.indexOf(':') + 1).trim()]),
            ),
            attachments: parsed.attachments.map((attachment) => ({
              filename: attachment.filename ?? '',
              contentType: attachment.contentType,
              content: attachment.content.toString('utf8'),
            })),
          });
          waiters.splice(0).forEach((wake) => wake());
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  /** Waits for a mail to `to` arriving after `since` mails, optionally one whose subject contains `subject`. */
  async function waitForMail(to: string, options: { timeoutMs?: number; since?: number; subject?: string } = {}): Promise<ReceivedMail> {
    const deadline = Date.now() + (options.timeoutMs ?? 5000);
    const address = to.toLowerCase();
    for (;;) {
      const found = mails
        .slice(options.since ?? 0)
        .find((m) => m.to.includes(address) && (!options.subject || m.subject.includes(options.subject)));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no mail to ${to} arrived`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitForMail,
    /** Refuse every message with this SMTP code (a full mailbox, a greylisting server), or accept again (undefined). */
    setRejecting(code: number | undefined) {
      rejectWith = code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function firstLink(mail: ReceivedMail): string {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`mail "${mail.subject}" has no link`);
  return link;
}

// The mails of a session, each with a calendar file (.ics) that adds or removes it and, for the learner,
// the invoice or cancellation invoice as a PDF. Sent after the change is stored: a mail failure is logged,
// never undoes it.
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Language } from '@common/domain';
import type { Database } from '../../db/client';
import { profiles, user } from '../../db/schema';
import type { MailAttachment, Mailer } from '../../mail/mailer';
import { renderSessionMail, type BookingMailKind } from '../../mail/booking-templates';
import { invoicePdf } from '../../invoices/invoices.service';
import type { BookingRow } from './booking.service';
import { buildCalendar } from './ics';

export type BookingEvent = 'booked' | 'cancelledByLearner' | 'cancelledByAdmin' | 'cancelledByCounsellor';

const LEARNER_KIND: Record<BookingEvent, BookingMailKind> = {
  booked: 'booked',
  cancelledByLearner: 'cancelled',
  cancelledByAdmin: 'cancelled',
  cancelledByCounsellor: 'cancelledByCounsellor',
};

/** The Berlin wall-clock time of an instant ('10:00'). */
const berlinTime = (instant: Date) =>
  new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);

/** The counsellor's account, when the profile has one. */
async function counsellorAccount(db: Database, userId: string | null) {
  if (!userId) return undefined;
  const [row] = await db
    .select({ email: user.email, language: profiles.language })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId));
  return row;
}

function learnerName(row: BookingRow) {
  const name = [row.learnerDetails?.firstName, row.learnerDetails?.lastName].filter((part) => part && part.trim() !== '').join(' ');
  return name || row.learner.email;
}

function calendarFor(
  row: BookingRow,
  appUrl: string,
  method: 'REQUEST' | 'CANCEL',
  to: string,
  party: 'learner' | 'counsellor',
  description: string,
) {
  const host = new URL(appUrl).hostname;
  const minutes = Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / 60_000);
  return buildCalendar({
    uid: party === 'learner' ? `booking-${row.id}@${host}` : `booking-${row.id}-counsellor@${host}`,
    method,
    sequence: method === 'REQUEST' ? 0 : 1,
    date: row.date,
    start: row.slot,
    durationMinutes: minutes,
    summary: party === 'learner' ? `MPU-Vorbereitung: ${row.instructor.name}` : `MPU-Vorbereitung: ${learnerName(row)}`,
    description,
    location: row.location,
    organizerEmail: `noreply@${host}`,
    attendeeEmail: to,
    stamp: new Date(),
  });
}

interface SendOptions {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  appUrl: string;
  row: BookingRow;
  /** The language of the learner's request; else the account's. */
  language?: Language;
}

async function send(
  options: SendOptions & {
    kind: BookingMailKind;
    to: string;
    language: Language;
    party: 'learner' | 'counsellor';
    attachments: MailAttachment[];
    hasInvoice?: boolean;
  },
) {
  const { row, kind, to, language, party } = options;
  const mail = renderSessionMail(kind, language, to, {
    counsellorName: row.instructor.name,
    learnerName: learnerName(row),
    date: row.date,
    slot: row.slot,
    endSlot: berlinTime(row.endsAt),
    sessionMode: row.sessionMode,
    location: row.location,
    priceCents: row.priceCents,
    reason: row.cancelReason || undefined,
    note: row.learnerNote || undefined,
    hasInvoice: options.hasInvoice,
  });
  const method = kind.includes('ancel') ? 'CANCEL' : 'REQUEST';
  const isReminder = kind.includes('eminder');
  const calendar: MailAttachment[] = isReminder
    ? []
    : [
        {
          filename: 'termin.ics',
          contentType: `text/calendar; charset=utf-8; method=${method}`,
          content: calendarFor(row, options.appUrl, method, to, party, mail.text),
        },
      ];
  await options.mailer.send({ ...mail, attachments: [...calendar, ...options.attachments] });
}

/** The learner's mail about the change, with the invoice, and the counsellor's. Never throws. */
export function sendBookingMails(options: SendOptions & { event: BookingEvent; invoiceIds: readonly (string | undefined)[] }): void {
  const { row, event, logger } = options;
  void (async () => {
    const attachments: MailAttachment[] = [];
    for (const id of options.invoiceIds) {
      if (!id) continue;
      const { number, pdf } = await invoicePdf(options.db, id);
      attachments.push({ filename: `Rechnung-${number}.pdf`, contentType: 'application/pdf', content: Buffer.from(pdf) });
    }
    await send({
      ...options,
      kind: LEARNER_KIND[event],
      to: row.learner.email,
      language: options.language ?? row.learner.language ?? 'de',
      party: 'learner',
      attachments,
      hasInvoice: event === 'booked' && attachments.length > 0,
    });
    if (event === 'cancelledByCounsellor') return;
    const counsellor = await counsellorAccount(options.db, row.instructor.userId);
    if (!counsellor) return;
    await send({
      ...options,
      kind: event === 'booked' ? 'counsellorBooked' : 'counsellorCancelled',
      to: counsellor.email,
      language: counsellor.language ?? 'de',
      party: 'counsellor',
      attachments: [],
    });
  })().catch((error: unknown) => logger.error({ err: error, bookingId: row.id, event }, 'booking mail failed'));
}

/** A reminder to one side, from the job runner; throws when the mail server refused it (the job retries). */
export async function sendReminderMail(options: SendOptions & { party: 'learner' | 'counsellor'; lead: '24h' | '1h' }): Promise<void> {
  const { row, party, lead } = options;
  if (party === 'learner') {
    await send({
      ...options,
      kind: lead === '24h' ? 'reminder24h' : 'reminder1h',
      to: row.learner.email,
      language: row.learner.language ?? 'de',
      party,
      attachments: [],
    });
    return;
  }
  const counsellor = await counsellorAccount(options.db, row.instructor.userId);
  if (!counsellor) return;
  await send({
    ...options,
    kind: lead === '24h' ? 'counsellorReminder24h' : 'counsellorReminder1h',
    to: counsellor.email,
    language: counsellor.language ?? 'de',
    party,
    attachments: [],
  });
}

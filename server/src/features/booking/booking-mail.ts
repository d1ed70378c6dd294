// The mails of a booking and of its cancellation, each with a calendar file (.ics) that adds or
// removes the session. Sent after the booking is stored: a mail failure is logged, never undoes it.
import type { Language } from '@common/domain';
import { SESSION_MINUTES } from '@common/schemas/booking';
import type { Mailer } from '../../mail/mailer';
import { renderBookingMail, type BookingMailKind } from '../../mail/templates';
import type { Logger } from 'pino';
import { buildCalendar } from './ics';

export function sendBookingMail({
  mailer,
  logger,
  appUrl,
  kind,
  language,
  to,
  booking,
}: {
  mailer: Mailer;
  logger: Logger;
  appUrl: string;
  kind: BookingMailKind;
  language: Language;
  to: string;
  booking: { id: string; date: string; slot: string; priceCents: number; instructorName: string };
}): void {
  const host = new URL(appUrl).hostname;
  const mail = renderBookingMail(kind, language, to, { ...booking });
  const method = kind === 'bookingConfirmed' ? 'REQUEST' : 'CANCEL';
  const calendar = buildCalendar({
    uid: `booking-${booking.id}@${host}`,
    method,
    sequence: method === 'REQUEST' ? 0 : 1,
    date: booking.date,
    start: booking.slot,
    durationMinutes: SESSION_MINUTES,
    summary: `MPU-Vorbereitung: ${booking.instructorName}`,
    description: mail.text,
    organizerEmail: `noreply@${host}`,
    attendeeEmail: to,
    stamp: new Date(),
  });
  mailer
    .send({
      ...mail,
      attachments: [{ filename: 'termin.ics', contentType: `text/calendar; charset=utf-8; method=${method}`, content: calendar }],
    })
    .catch((error: unknown) => {
      logger.error({ err: error, bookingId: booking.id, kind }, 'booking mail failed');
    });
}

// A small iCalendar (RFC 5545) writer for the booking mails: one VEVENT in Europe/Berlin, with the
// VTIMEZONE calendar programs need to place a TZID time, lines folded at 75 octets, CRLF line ends.

import { escapeText, foldLine } from '../../ics-text';

export interface CalendarEvent {
  /** Stable per booking, so the cancellation replaces the invitation in the learner's calendar. */
  uid: string;
  method: 'REQUEST' | 'CANCEL';
  /** 0 for the invitation, 1 for the cancellation. */
  sequence: number;
  /** Berlin wall-clock time: '2026-11-24', '09:00'. */
  date: string;
  start: string;
  durationMinutes: number;
  summary: string;
  description: string;
  /** The address, the phone number or the video link (LOCATION); a link also goes to URL. */
  location?: string;
  organizerEmail: string;
  attendeeEmail: string;
  /** When the file is made (DTSTAMP). */
  stamp: Date;
}

const compactDate = (isoDate: string) => isoDate.replace(/-/g, '');
const compactTime = (hours: number, minutes: number) => `${String(hours).padStart(2, '0')}${String(minutes).padStart(2, '0')}00`;

function localDateTime(isoDate: string, time: string, plusMinutes = 0): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const total = hours * 60 + minutes + plusMinutes;
  const dayShift = Math.floor(total / (24 * 60));
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + dayShift);
  const inDay = total - dayShift * 24 * 60;
  return `${compactDate(date.toISOString().slice(0, 10))}T${compactTime(Math.floor(inDay / 60), inDay % 60)}`;
}

const utcStamp = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

// Europe/Berlin since 1996: CEST from the last Sunday of March 02:00, CET from the last Sunday of October 03:00
const BERLIN_TIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Berlin',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

export function buildCalendar(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//MPU-Vorbereitung//Buchungen//DE',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    ...BERLIN_TIMEZONE,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART;TZID=Europe/Berlin:${localDateTime(event.date, event.start)}`,
    `DTEND;TZID=Europe/Berlin:${localDateTime(event.date, event.start, event.durationMinutes)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.location && /^https:\/\/\S+$/.test(event.location) ? [`URL:${event.location}`] : []),
    `ORGANIZER:mailto:${event.organizerEmail}`,
    `ATTENDEE;ROLE=REQ-PARTICIPANT:mailto:${event.attendeeEmail}`,
    `STATUS:${event.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

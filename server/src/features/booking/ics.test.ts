// The .ics writer: what a calendar program reads back (ical.js), folding at 75 octets, escaping.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { berlinInstant } from '@common/domain/berlin-time';
import { escapeText, foldLine } from '../../ics-text';
import { buildCalendar } from './ics';

const event = {
  uid: 'booking-1234@mpu-vorbereitung',
  method: 'REQUEST' as const,
  sequence: 0,
  date: '2026-11-24',
  start: '09:00',
  durationMinutes: 60,
  summary: 'Einzelsitzung mit Erika Musterfrau',
  description: 'Preis: 89,00 €; Ort: online\nBis bald!',
  organizerEmail: 'noreply@example.org',
  attendeeEmail: 'lerner@example.org',
  stamp: new Date('2026-11-23T19:00:00Z'),
};

describe('buildCalendar', () => {
  it('parses back to the Berlin start and end, summary, description, uid and sequence', () => {
    const text = buildCalendar(event);
    const calendar = new ICAL.Component(ICAL.parse(text));
    const timezone = calendar.getFirstSubcomponent('vtimezone')!;
    ICAL.TimezoneService.register(timezone);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const vevent = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(vevent.uid).toBe('booking-1234@mpu-vorbereitung');
    expect(vevent.sequence).toBe(0);
    expect(vevent.summary).toBe('Einzelsitzung mit Erika Musterfrau');
    expect(vevent.description).toBe('Preis: 89,00 €; Ort: online\nBis bald!');
    // 24 November: CET, 09:00 in Berlin is 08:00 UTC
    expect(vevent.startDate.toJSDate().toISOString()).toBe('2026-11-24T08:00:00.000Z');
    expect(vevent.endDate.toJSDate().toISOString()).toBe('2026-11-24T09:00:00.000Z');
  });

  it('places a summer date with the daylight-saving offset', () => {
    const calendar = new ICAL.Component(
      ICAL.parse(buildCalendar({ ...event, date: '2027-07-01', start: '16:00', method: 'CANCEL', sequence: 1 })),
    );
    ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone')!);
    const vevent = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(vevent.sequence).toBe(1);
    expect(vevent.startDate.toJSDate().toISOString()).toBe('2027-07-01T14:00:00.000Z');
    expect(vevent.component.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('ends every line with CRLF and keeps every line within 75 octets', () => {
    const text = buildCalendar({ ...event, description: 'Ä'.repeat(200) });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(text).toContain('DTSTART;TZID=Europe/Berlin:20261124T090000\r\n');
    expect(text).toContain('DTEND;TZID=Europe/Berlin:20261124T100000\r\n');
  });
});

describe('escapeText and foldLine', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('folds a long line with a leading space and never splits a character', () => {
    const folded = foldLine(`DESCRIPTION:${'ü'.repeat(40)}`);
    const [first, second] = folded.split('\r\n');
    // 12 ASCII octets plus 31 two-octet characters = 74; one more would make 76
    expect(first).toBe(`DESCRIPTION:${'ü'.repeat(31)}`);
    expect(second).toBe(` ${'ü'.repeat(9)}`);
  });
});

describe('berlinInstant', () => {
  it('knows winter and summer time', () => {
    expect(berlinInstant('2026-11-24', '09:00').toISOString()).toBe('2026-11-24T08:00:00.000Z');
    expect(berlinInstant('2027-07-01', '16:00').toISOString()).toBe('2027-07-01T14:00:00.000Z');
    // the day after the change to summer time
    expect(berlinInstant('2027-03-29', '09:00').toISOString()).toBe('2027-03-29T07:00:00.000Z');
  });
});

// The due dates of a programme as an iCalendar file (RFC 5545): every hair sample (with an alarm a
// week before) and the earliest end. Lines end in CRLF and are folded at 75 octets; texts are in the
// account language, like the mails.
import { getEarliestEndDate, getHairSampleDueDates, addDays, type Language } from '@common/domain';
import type { Programme } from '@common/schemas/abstinence';
import { escapeText, foldLine } from '../../ics-text';

const TEXTS: Record<Language, { sample: (n: number, of: number) => string; hairNote: string; end: string; endNote: string }> = {
  de: {
    sample: (n, of) => `Haarprobe ${n} von ${of} fällig`,
    hairNote: 'Haare bis dahin nicht färben, tönen oder bleichen.',
    end: 'Frühestes Ende des Abstinenzprogramms',
    endNote: 'Ab diesem Tag kann der Abstinenzzeitraum vollständig belegt sein, wenn alle Nachweise unauffällig sind.',
  },
  tr: {
    sample: (n, of) => `Saç örneği ${n}/${of} zamanı`,
    hairNote: 'O zamana kadar saçınızı boyamayın, renklendirmeyin veya açtırmayın.',
    end: 'Abstinans programının en erken bitişi',
    endNote: 'Tüm kanıtlar temiz çıkarsa abstinans süresi bu günden itibaren tam olarak belgelenmiş olabilir.',
  },
  en: {
    sample: (n, of) => `Hair sample ${n} of ${of} due`,
    hairNote: 'Do not dye, tint or bleach your hair until then.',
    end: 'Earliest end of the abstinence programme',
    endNote: 'From this day the abstinence period can be fully documented, if every proof is negative.',
  },
};

const compactDate = (date: string) => date.replaceAll('-', '');

export function buildAbstinenceCalendar({
  programme,
  programmeId,
  language,
  host,
  now,
}: {
  programme: Programme;
  programmeId: string;
  language: Language;
  host: string;
  now: Date;
}): string {
  const t = TEXTS[language];
  const stamp = `${now.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
  const event = (uid: string, date: string, summary: string, description: string, alarmDays?: number) => [
    'BEGIN:VEVENT',
    `UID:${uid}@${host}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${compactDate(date)}`,
    `DTEND;VALUE=DATE:${compactDate(addDays(date, 1))}`,
    `SUMMARY:${escapeText(summary)}`,
    `DESCRIPTION:${escapeText(description)}`,
    ...(alarmDays ? ['BEGIN:VALARM', 'ACTION:DISPLAY', `TRIGGER:-P${alarmDays}D`, `DESCRIPTION:${escapeText(summary)}`, 'END:VALARM'] : []),
    'END:VEVENT',
  ];
  const samples = getHairSampleDueDates(programme.method, programme.months, programme.startDate);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//MPU-Vorbereitung//Abstinenznachweise//DE',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...samples.flatMap((date, index) =>
      event(`abstinence-${programmeId}-sample-${index + 1}`, date, t.sample(index + 1, samples.length), t.hairNote, 7),
    ),
    ...event(`abstinence-${programmeId}-end`, getEarliestEndDate(programme.startDate, programme.months), t.end, t.endNote),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

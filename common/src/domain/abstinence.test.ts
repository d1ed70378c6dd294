import { describe, expect, it } from 'vitest';
import {
  addMonths,
  dueAbstinenceReminder,
  getAbstinenceRequirement,
  getAbstinenceStatus,
  getEarliestEndDate,
  getHairSampleDueDates,
  getNextHairSampleDue,
  isProgrammeBroken,
  detectAttachmentType,
  doesNameMatchType,
} from './abstinence';

describe('what a programme requires (issue 21)', () => {
  it.each([
    ['urine', 6, 4, 'screenings'],
    ['urine', 12, 6, 'screenings'],
    ['hair-alcohol', 6, 2, 'samples'],
    ['hair-alcohol', 12, 4, 'samples'],
    ['hair-drugs', 6, 1, 'samples'],
    ['hair-drugs', 12, 2, 'samples'],
  ] as const)('%s over %i months: %i %s', (method, months, count, unit) => {
    expect(getAbstinenceRequirement(method, months)).toEqual({ count, unit, ruleKey: method });
  });
});

describe('dates', () => {
  it('adds calendar months, clamping to the last day of a shorter month', () => {
    expect(addMonths('2026-01-15', 6)).toBe('2026-07-15');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2026-11-25', 12)).toBe('2027-11-25');
  });

  it('the earliest end is the start plus the duration', () => {
    expect(getEarliestEndDate('2026-11-25', 6)).toBe('2027-05-25');
    expect(getEarliestEndDate('2026-11-25', 12)).toBe('2027-11-25');
  });

  it('hair for alcohol is due every 3 months, for drugs every 6; urine has no due dates', () => {
    expect(getHairSampleDueDates('hair-alcohol', 6, '2026-11-25')).toEqual(['2027-02-25', '2027-05-25']);
    expect(getHairSampleDueDates('hair-alcohol', 12, '2026-11-25')).toEqual(['2027-02-25', '2027-05-25', '2027-08-25', '2027-11-25']);
    expect(getHairSampleDueDates('hair-drugs', 6, '2026-11-25')).toEqual(['2027-05-25']);
    expect(getHairSampleDueDates('hair-drugs', 12, '2026-11-25')).toEqual(['2027-05-25', '2027-11-25']);
    expect(getHairSampleDueDates('urine', 12, '2026-11-25')).toEqual([]);
  });

  it('the next hair sample is the first not covered by a negative or pending entry', () => {
    const programme = { method: 'hair-alcohol', months: 12, startDate: '2026-11-25' } as const;
    expect(getNextHairSampleDue(programme, [])).toBe('2027-02-25');
    expect(getNextHairSampleDue(programme, [{ date: '2027-02-24', result: 'pending' }])).toBe('2027-05-25');
    expect(
      getNextHairSampleDue(programme, [
        { date: '2027-02-24', result: 'negative' },
        { date: '2027-05-20', result: 'missed' },
      ]),
    ).toBe('2027-05-25');
    const four = ['2027-02-25', '2027-05-25', '2027-08-25', '2027-11-25'].map((date) => ({ date, result: 'negative' as const }));
    expect(getNextHairSampleDue(programme, four)).toBeNull();
    expect(getNextHairSampleDue({ method: 'urine', months: 6, startDate: '2026-11-25' }, [])).toBeNull();
  });
});

describe('a broken programme', () => {
  it('a positive result breaks every method; a missed appointment only urine', () => {
    expect(isProgrammeBroken('urine', [{ date: '2026-12-01', result: 'positive' }])).toBe(true);
    expect(isProgrammeBroken('urine', [{ date: '2026-12-01', result: 'missed' }])).toBe(true);
    expect(isProgrammeBroken('hair-drugs', [{ date: '2026-12-01', result: 'positive' }])).toBe(true);
    expect(isProgrammeBroken('hair-alcohol', [{ date: '2026-12-01', result: 'missed' }])).toBe(false);
    expect(isProgrammeBroken('urine', [{ date: '2026-12-01', result: 'pending' }])).toBe(false);
  });
});

describe('status at a glance', () => {
  it('3 of 6 screenings negative: 50 %, not complete', () => {
    const entries = [
      { date: '2026-12-03', result: 'negative' },
      { date: '2027-01-14', result: 'negative' },
      { date: '2027-02-20', result: 'pending' },
      { date: '2027-03-02', result: 'negative' },
    ] as const;
    expect(getAbstinenceStatus({ method: 'urine', months: 12, startDate: '2026-11-25' }, entries)).toEqual({
      negativeCount: 3,
      requirement: { count: 6, unit: 'screenings', ruleKey: 'urine' },
      percent: 50,
      earliestEndDate: '2027-11-25',
      nextHairSampleDue: null,
      isBroken: false,
      isComplete: false,
    });
  });

  it('complete with enough negative results; the bar stops at 100 %', () => {
    const entries = ['2027-05-20', '2027-11-20', '2027-12-01'].map((date) => ({ date, result: 'negative' as const }));
    const status = getAbstinenceStatus({ method: 'hair-drugs', months: 12, startDate: '2026-11-25' }, entries);
    expect(status).toMatchObject({ negativeCount: 3, percent: 100, isComplete: true, nextHairSampleDue: null });
  });

  it('a missed urine screening: broken, never complete', () => {
    const entries = [
      ...['2026-12-01', '2027-01-01', '2027-02-01', '2027-03-01'].map((date) => ({ date, result: 'negative' as const })),
      { date: '2027-04-01', result: 'missed' as const },
    ];
    expect(getAbstinenceStatus({ method: 'urine', months: 6, startDate: '2026-11-25' }, entries)).toMatchObject({
      negativeCount: 4,
      percent: 100,
      isBroken: true,
      isComplete: false,
    });
  });
});

describe('reminders', () => {
  const hair = { method: 'hair-alcohol', months: 6, startDate: '2026-11-25' } as const;

  it('hair: from 7 days before the due date until the day', () => {
    expect(dueAbstinenceReminder(hair, [], '2027-02-17')).toBeUndefined();
    expect(dueAbstinenceReminder(hair, [], '2027-02-18')).toEqual({ kind: 'hair', dueDate: '2027-02-25', key: 'hair:2027-02-25' });
    expect(dueAbstinenceReminder(hair, [], '2027-02-25')).toEqual({ kind: 'hair', dueDate: '2027-02-25', key: 'hair:2027-02-25' });
    expect(dueAbstinenceReminder(hair, [], '2027-02-26')).toBeUndefined();
    // the first sample is in: the second is next
    expect(dueAbstinenceReminder(hair, [{ date: '2027-02-20', result: 'pending' }], '2027-05-18')?.key).toBe('hair:2027-05-25');
  });

  it('urine: once a month from the start day, until the earliest end; none for a broken programme', () => {
    const urine = { method: 'urine', months: 6, startDate: '2026-11-25' } as const;
    expect(dueAbstinenceReminder(urine, [], '2026-11-24')).toBeUndefined();
    expect(dueAbstinenceReminder(urine, [], '2026-11-25')).toEqual({ kind: 'urine', month: '2026-11', key: 'urine:2026-11' });
    expect(dueAbstinenceReminder(urine, [], '2026-12-24')).toBeUndefined();
    expect(dueAbstinenceReminder(urine, [], '2026-12-30')?.key).toBe('urine:2026-12');
    expect(dueAbstinenceReminder(urine, [], '2027-04-25')?.key).toBe('urine:2027-04');
    expect(dueAbstinenceReminder(urine, [], '2027-05-24')).toBeUndefined();
    expect(dueAbstinenceReminder(urine, [], '2027-05-25')).toBeUndefined();
    expect(dueAbstinenceReminder(urine, [{ date: '2026-12-01', result: 'missed' }], '2026-12-30')).toBeUndefined();
    // a start on the 31st: the note comes on the last day of shorter months
    expect(dueAbstinenceReminder({ ...urine, startDate: '2026-08-31' }, [], '2026-09-30')?.key).toBe('urine:2026-09');
  });
});

describe('attachment types from the bytes', () => {
  const bytes = (...values: number[]) => new Uint8Array(values);
  it('recognises PDF, PNG and JPEG by their signatures, nothing else', () => {
    expect(detectAttachmentType(new TextEncoder().encode('%PDF-1.7\n'))).toBe('application/pdf');
    expect(detectAttachmentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(detectAttachmentType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(detectAttachmentType(new TextEncoder().encode('Befund: unauffällig'))).toBeNull();
    expect(detectAttachmentType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(detectAttachmentType(bytes())).toBeNull();
  });

  it('the name must fit the bytes', () => {
    expect(doesNameMatchType('Befund.PDF', 'application/pdf')).toBe(true);
    expect(doesNameMatchType('scan.jpeg', 'image/jpeg')).toBe(true);
    expect(doesNameMatchType('scan.jpg', 'image/jpeg')).toBe(true);
    expect(doesNameMatchType('Befund.pdf', 'image/png')).toBe(false);
    expect(doesNameMatchType('pdf', 'application/pdf')).toBe(false);
  });
});

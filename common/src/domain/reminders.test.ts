import { describe, expect, it } from 'vitest';
import { berlinClock, dueReminderPeriod, isoWeekOf } from './reminders';

describe('berlinClock', () => {
  it('reads date, hour and weekday in Germany, winter and summer time', () => {
    // 25 November 2026 is a Wednesday; CET is UTC+1
    expect(berlinClock(new Date('2026-11-25T17:00:00Z'))).toEqual({ date: '2026-11-25', hour: 18, weekday: 3 });
    // CEST is UTC+2
    expect(berlinClock(new Date('2026-07-01T16:00:00Z'))).toEqual({ date: '2026-07-01', hour: 18, weekday: 3 });
    // half past midnight in Germany is still the day before in UTC
    expect(berlinClock(new Date('2026-11-25T23:30:00Z'))).toEqual({ date: '2026-11-26', hour: 0, weekday: 4 });
    expect(berlinClock(new Date('2026-11-29T12:00:00Z')).weekday).toBe(7);
  });
});

describe('isoWeekOf', () => {
  it('numbers weeks by their Thursday', () => {
    expect(isoWeekOf('2026-11-25')).toBe('2026-W48');
    // 1 January 2026 is a Thursday: the Monday before is in 2026's first week
    expect(isoWeekOf('2025-12-29')).toBe('2026-W01');
    // 1 January 2027 is a Friday: it belongs to 2026's 53rd week
    expect(isoWeekOf('2027-01-01')).toBe('2026-W53');
    expect(isoWeekOf('2027-01-04')).toBe('2027-W01');
  });
});

describe('dueReminderPeriod', () => {
  const daily = { frequency: 'daily', hour: 18, weekday: 1 } as const;
  it('is due from the chosen hour in Germany to the end of the day', () => {
    expect(dueReminderPeriod(daily, new Date('2026-11-25T16:59:00Z'))).toBeUndefined();
    expect(dueReminderPeriod(daily, new Date('2026-11-25T17:00:00Z'))).toBe('daily:2026-11-25');
    expect(dueReminderPeriod(daily, new Date('2026-11-25T22:59:00Z'))).toBe('daily:2026-11-25');
    expect(dueReminderPeriod(daily, new Date('2026-11-25T23:00:00Z'))).toBeUndefined();
  });

  it('is due on the chosen weekday from the hour and for the rest of the week', () => {
    const weekly = { frequency: 'weekly', hour: 8, weekday: 3 } as const;
    expect(dueReminderPeriod(weekly, new Date('2026-11-24T12:00:00Z'))).toBeUndefined();
    expect(dueReminderPeriod(weekly, new Date('2026-11-25T06:59:00Z'))).toBeUndefined();
    expect(dueReminderPeriod(weekly, new Date('2026-11-25T07:00:00Z'))).toBe('weekly:2026-W48');
    expect(dueReminderPeriod(weekly, new Date('2026-11-29T22:00:00Z'))).toBe('weekly:2026-W48');
    expect(dueReminderPeriod(weekly, new Date('2026-11-29T23:00:00Z'))).toBeUndefined();
  });

  it('is never due when switched off', () => {
    expect(dueReminderPeriod({ ...daily, frequency: 'off' }, new Date('2026-11-25T20:00:00Z'))).toBeUndefined();
  });
});

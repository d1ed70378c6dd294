// Every instant below is worked out by hand: Berlin is UTC+1 in winter (CET) and UTC+2 in summer (CEST);
// in 2026 summer time starts on Sunday 29 March (02:00 -> 03:00) and ends on Sunday 25 October (03:00 -> 02:00).
import { describe, expect, it } from 'vitest';
import { AvailabilityRulesSchema } from '../schemas/availability';
import { availabilityProblems, overlaps, slotsOn, STARTER_AVAILABILITY, type AvailabilityRules, type WeeklyHours } from './availability';
import { berlinInstant, findBerlinInstant, getFirstBerlinInstantReaching } from './berlin-time';

function rulesWith(changes: Partial<AvailabilityRules>): AvailabilityRules {
  return { weeklyHours: [], sessionMinutes: 60, bufferMinutes: 0, daysOff: [], closedTimes: [], ...changes };
}

/** The slots as plain text, easy to compare with literals. */
function describeSlots(rules: AvailabilityRules, date: string) {
  return slotsOn(rules, date).map((slot) => ({
    time: slot.time,
    startsAt: slot.startsAt.toISOString(),
    endsAt: slot.endsAt.toISOString(),
    isClosed: slot.isClosed,
  }));
}

/** The schema's issues as the API's field errors: { 'weeklyHours.0.to': 'TIME' }. */
function schemaFields(input: unknown): Record<string, string> {
  const result = AvailabilityRulesSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

const MONDAY_HOURS: WeeklyHours[] = [
  { weekday: 1, from: '09:00', to: '12:00' },
  { weekday: 1, from: '14:00', to: '18:00' },
];
const SUNDAY_NIGHT = rulesWith({ weeklyHours: [{ weekday: 7, from: '01:00', to: '04:00' }], sessionMinutes: 60, bufferMinutes: 0 });

describe('berlin time', () => {
  it('turns a Berlin wall-clock time into its instant in winter and in summer', () => {
    expect(berlinInstant('2026-11-24', '09:00').toISOString()).toBe('2026-11-24T08:00:00.000Z');
    expect(berlinInstant('2026-07-01', '09:00').toISOString()).toBe('2026-07-01T07:00:00.000Z');
  });

  it('finds no instant for the hour skipped in spring; berlinInstant moves such a time on by the hour', () => {
    expect(findBerlinInstant('2026-03-29', '02:30')).toBeNull();
    expect(berlinInstant('2026-03-29', '02:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('takes the first (summer time) of the two 02:30s in autumn', () => {
    expect(findBerlinInstant('2026-10-25', '02:30')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(berlinInstant('2026-10-25', '02:30').toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it('reaches a skipped time when the clocks jump past it', () => {
    expect(getFirstBerlinInstantReaching('2026-03-29', '02:30').toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(getFirstBerlinInstantReaching('2026-03-29', '03:00').toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(getFirstBerlinInstantReaching('2026-11-24', '17:00').toISOString()).toBe('2026-11-24T16:00:00.000Z');
  });
});

describe('slotsOn', () => {
  it("gives the specification's five slots on a Wednesday, 13:00 closed", () => {
    expect(describeSlots(STARTER_AVAILABILITY, '2026-12-02')).toEqual([
      { time: '09:00', startsAt: '2026-12-02T08:00:00.000Z', endsAt: '2026-12-02T09:00:00.000Z', isClosed: false },
      { time: '10:30', startsAt: '2026-12-02T09:30:00.000Z', endsAt: '2026-12-02T10:30:00.000Z', isClosed: false },
      { time: '13:00', startsAt: '2026-12-02T12:00:00.000Z', endsAt: '2026-12-02T13:00:00.000Z', isClosed: true },
      { time: '14:30', startsAt: '2026-12-02T13:30:00.000Z', endsAt: '2026-12-02T14:30:00.000Z', isClosed: false },
      { time: '16:00', startsAt: '2026-12-02T15:00:00.000Z', endsAt: '2026-12-02T16:00:00.000Z', isClosed: false },
    ]);
  });

  it('keeps the wall-clock times across the change to summer time; the instants move by an hour', () => {
    const rules = rulesWith({ weeklyHours: MONDAY_HOURS, sessionMinutes: 50, bufferMinutes: 10 });
    const winter = slotsOn(rules, '2026-03-23');
    const summer = slotsOn(rules, '2026-03-30');
    const times = ['09:00', '10:00', '11:00', '14:00', '15:00', '16:00', '17:00'];
    expect(winter.map((slot) => slot.time)).toEqual(times);
    expect(summer.map((slot) => slot.time)).toEqual(times);
    expect(winter.map((slot) => slot.startsAt.toISOString())).toEqual([
      '2026-03-23T08:00:00.000Z',
      '2026-03-23T09:00:00.000Z',
      '2026-03-23T10:00:00.000Z',
      '2026-03-23T13:00:00.000Z',
      '2026-03-23T14:00:00.000Z',
      '2026-03-23T15:00:00.000Z',
      '2026-03-23T16:00:00.000Z',
    ]);
    expect(summer.map((slot) => slot.startsAt.toISOString())).toEqual([
      '2026-03-30T07:00:00.000Z',
      '2026-03-30T08:00:00.000Z',
      '2026-03-30T09:00:00.000Z',
      '2026-03-30T12:00:00.000Z',
      '2026-03-30T13:00:00.000Z',
      '2026-03-30T14:00:00.000Z',
      '2026-03-30T15:00:00.000Z',
    ]);
    expect(winter.at(-1)?.endsAt.toISOString()).toBe('2026-03-23T16:50:00.000Z');
    expect(summer.at(-1)?.endsAt.toISOString()).toBe('2026-03-30T15:50:00.000Z');
  });

  it('leaves out 02:00 on the night the clocks go forward', () => {
    expect(describeSlots(SUNDAY_NIGHT, '2026-03-29')).toEqual([
      { time: '01:00', startsAt: '2026-03-29T00:00:00.000Z', endsAt: '2026-03-29T01:00:00.000Z', isClosed: false },
      { time: '03:00', startsAt: '2026-03-29T01:00:00.000Z', endsAt: '2026-03-29T02:00:00.000Z', isClosed: false },
    ]);
  });

  it('offers the twice-shown 02:00 once, in summer time, on the night the clocks go back', () => {
    expect(describeSlots(SUNDAY_NIGHT, '2026-10-25')).toEqual([
      { time: '01:00', startsAt: '2026-10-24T23:00:00.000Z', endsAt: '2026-10-25T00:00:00.000Z', isClosed: false },
      { time: '02:00', startsAt: '2026-10-25T00:00:00.000Z', endsAt: '2026-10-25T01:00:00.000Z', isClosed: false },
      { time: '03:00', startsAt: '2026-10-25T02:00:00.000Z', endsAt: '2026-10-25T03:00:00.000Z', isClosed: false },
    ]);
  });

  it('ends an interval in real time on a changeover night', () => {
    // 01:30 winter time would last until 03:30 summer time, past the end at 02:30 (passed when the clocks jump at 02:00)
    const spring = rulesWith({ weeklyHours: [{ weekday: 7, from: '00:30', to: '02:30' }] });
    expect(describeSlots(spring, '2026-03-29').map((slot) => slot.time)).toEqual(['00:30']);
    // 02:00 summer time would last until 03:00 summer time, past the first 02:30
    const autumn = rulesWith({ weeklyHours: [{ weekday: 7, from: '01:00', to: '02:30' }] });
    expect(describeSlots(autumn, '2026-10-25').map((slot) => slot.time)).toEqual(['01:00']);
  });

  it('gives no slots on a day off', () => {
    expect(slotsOn({ ...STARTER_AVAILABILITY, daysOff: ['2026-12-24', '2026-12-02'] }, '2026-12-02')).toEqual([]);
    expect(slotsOn({ ...STARTER_AVAILABILITY, daysOff: ['2026-12-24'] }, '2026-12-02')).toHaveLength(5);
  });

  it('gives no slots on a weekday without hours', () => {
    expect(slotsOn(STARTER_AVAILABILITY, '2026-12-05')).toEqual([]);
    expect(slotsOn(rulesWith({ weeklyHours: MONDAY_HOURS }), '2026-12-01')).toEqual([]);
  });

  it('offers no session that would end after the interval; the buffer after the last one may', () => {
    const upTo = (to: string) => rulesWith({ weeklyHours: [{ weekday: 3, from: '09:00', to }], sessionMinutes: 50, bufferMinutes: 10 });
    // 10:00 would end at 10:50
    expect(slotsOn(upTo('10:40'), '2026-12-02').map((slot) => slot.time)).toEqual(['09:00']);
    // 10:00 ends at 10:50; its buffer until 11:00 lies beyond the interval
    expect(slotsOn(upTo('10:50'), '2026-12-02').map((slot) => slot.time)).toEqual(['09:00', '10:00']);
  });

  it('lists the slots in time order whatever the order of the intervals', () => {
    const rules = rulesWith({ weeklyHours: [...MONDAY_HOURS].reverse(), sessionMinutes: 120, bufferMinutes: 0 });
    expect(slotsOn(rules, '2026-11-30').map((slot) => slot.time)).toEqual(['09:00', '14:00', '16:00']);
  });
});

describe('overlaps', () => {
  const at = (from: string, to: string) => ({ startsAt: new Date(from), endsAt: new Date(to) });
  it('sees overlap when one starts before the other ends', () => {
    expect(overlaps(at('2026-12-02T08:00Z', '2026-12-02T09:00Z'), at('2026-12-02T08:30Z', '2026-12-02T09:30Z'))).toBe(true);
    expect(overlaps(at('2026-12-02T08:30Z', '2026-12-02T09:30Z'), at('2026-12-02T08:00Z', '2026-12-02T09:00Z'))).toBe(true);
    expect(overlaps(at('2026-12-02T08:00Z', '2026-12-02T10:00Z'), at('2026-12-02T08:30Z', '2026-12-02T09:00Z'))).toBe(true);
  });
  it('sees none between sessions that only touch or lie apart', () => {
    expect(overlaps(at('2026-12-02T08:00Z', '2026-12-02T09:00Z'), at('2026-12-02T09:00Z', '2026-12-02T10:00Z'))).toBe(false);
    expect(overlaps(at('2026-12-02T10:00Z', '2026-12-02T11:00Z'), at('2026-12-02T08:00Z', '2026-12-02T09:00Z'))).toBe(false);
  });
});

// Each case: rules a counsellor might enter and the field errors they get, from the domain and from the schema alike.
const PROBLEM_CASES: { name: string; rules: AvailabilityRules; problems: Record<string, string> }[] = [
  { name: 'the starter schedule is valid', rules: STARTER_AVAILABILITY, problems: {} },
  {
    name: 'an interval ending before (or when) it starts',
    rules: rulesWith({
      weeklyHours: [
        { weekday: 1, from: '12:00', to: '09:00' },
        { weekday: 2, from: '09:00', to: '09:00' },
      ],
    }),
    problems: { 'weeklyHours.0.to': 'BEFORE_START', 'weeklyHours.1.to': 'BEFORE_START' },
  },
  {
    name: 'overlapping intervals on the same weekday (touching ones and other weekdays are fine)',
    rules: rulesWith({
      weeklyHours: [
        { weekday: 1, from: '09:00', to: '12:00' },
        { weekday: 1, from: '12:00', to: '14:00' },
        { weekday: 2, from: '10:00', to: '13:00' },
        { weekday: 1, from: '11:00', to: '13:00' },
      ],
    }),
    problems: { 'weeklyHours.3.to': 'OVERLAP' },
  },
  {
    name: 'an interval shorter than one session',
    rules: rulesWith({
      weeklyHours: [
        { weekday: 1, from: '09:00', to: '09:45' },
        { weekday: 1, from: '10:00', to: '11:00' },
      ],
      sessionMinutes: 60,
    }),
    problems: { 'weeklyHours.0.to': 'TOO_SHORT' },
  },
  {
    name: "times that are not 'HH:MM'",
    rules: rulesWith({
      weeklyHours: [
        { weekday: 1, from: '09:00', to: '24:00' },
        { weekday: 2, from: '9:00', to: '12:00' },
      ],
      closedTimes: ['13:00', '1300'],
    }),
    problems: { 'weeklyHours.0.to': 'TIME', 'weeklyHours.1.from': 'TIME', 'closedTimes.1': 'TIME' },
  },
  {
    name: 'a session length or buffer out of range',
    rules: rulesWith({ sessionMinutes: 20, bufferMinutes: 121 }),
    problems: { sessionMinutes: 'RANGE', bufferMinutes: 'RANGE' },
  },
  {
    name: 'a session too long and a negative buffer',
    rules: rulesWith({ sessionMinutes: 241, bufferMinutes: -5 }),
    problems: { sessionMinutes: 'RANGE', bufferMinutes: 'RANGE' },
  },
  { name: 'a fractional session length', rules: rulesWith({ sessionMinutes: 45.5 }), problems: { sessionMinutes: 'RANGE' } },
  {
    name: 'a day off that is no calendar date',
    rules: rulesWith({ daysOff: ['2026-12-24', '2026-02-30', '24.12.2026'] }),
    problems: { 'daysOff.1': 'DATE', 'daysOff.2': 'DATE' },
  },
];

describe('availabilityProblems', () => {
  it.each(PROBLEM_CASES)('$name', ({ rules, problems }) => {
    expect(availabilityProblems(rules)).toEqual(problems);
  });

  it('reports a weekday outside Monday to Sunday', () => {
    const rules = rulesWith({ weeklyHours: [{ weekday: 8 as never, from: '09:00', to: '12:00' }] });
    expect(availabilityProblems(rules)).toEqual({ 'weeklyHours.0.weekday': 'RANGE' });
  });
});

describe('AvailabilityRulesSchema', () => {
  it.each(PROBLEM_CASES)('$name', ({ rules, problems }) => {
    expect(schemaFields(rules)).toEqual(problems);
  });

  it('passes valid rules through unchanged', () => {
    expect(AvailabilityRulesSchema.parse(STARTER_AVAILABILITY)).toEqual(STARTER_AVAILABILITY);
  });

  it('reports a weekday outside Monday to Sunday and a session length that is no number', () => {
    expect(schemaFields({ ...STARTER_AVAILABILITY, weeklyHours: [{ weekday: 0, from: '09:00', to: '12:00' }] })).toEqual({
      'weeklyHours.0.weekday': 'RANGE',
    });
    expect(schemaFields({ ...STARTER_AVAILABILITY, sessionMinutes: '60' })).toEqual({ sessionMinutes: 'RANGE' });
  });

  it('caps the number of weekly intervals at 21 and of days off at 366', () => {
    const hours = Array.from({ length: 22 }, (_, index) => ({
      weekday: 1,
      from: `${String(index).padStart(2, '0')}:00`,
      to: `${String(index).padStart(2, '0')}:59`,
    }));
    expect(schemaFields({ ...STARTER_AVAILABILITY, sessionMinutes: 30, weeklyHours: hours })).toEqual({ weeklyHours: 'TOO_MANY' });
    expect(schemaFields({ ...STARTER_AVAILABILITY, weeklyHours: hours.slice(0, 21), sessionMinutes: 30 })).toEqual({});
    const daysOff = Array.from({ length: 367 }, (_, index) => new Date(Date.UTC(2027, 0, 1 + index)).toISOString().slice(0, 10));
    expect(schemaFields({ ...STARTER_AVAILABILITY, daysOff })).toEqual({ daysOff: 'TOO_MANY' });
    expect(schemaFields({ ...STARTER_AVAILABILITY, daysOff: daysOff.slice(0, 366) })).toEqual({});
  });
});

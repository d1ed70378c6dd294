// A counsellor's availability as they enter it: weekly hours, session length, buffer, days off and
// closed start times, all Berlin wall-clock times. Field codes as elsewhere: the message is the code.
import { z } from 'zod';
import { availabilityProblems, BUFFER_MINUTES_MAX, SESSION_MINUTES_MAX, SESSION_MINUTES_MIN, TIME_PATTERN } from '../domain/availability';
import { isCalendarDate } from './booking';

/** Three intervals a day, seven days. */
export const AVAILABILITY_MAX_WEEKLY_HOURS = 21;
/** A year of days off. */
export const AVAILABILITY_MAX_DAYS_OFF = 366;
/** As many starts as a day of the shortest sessions without buffer holds. */
export const AVAILABILITY_MAX_CLOSED_TIMES = (24 * 60) / SESSION_MINUTES_MIN;

// the codes only the whole rules can tell; the fields' own codes (TIME, RANGE, DATE) come from the fields
const CROSS_FIELD_CODES = new Set(['BEFORE_START', 'OVERLAP', 'TOO_SHORT']);

const time = z.string().regex(TIME_PATTERN, 'TIME');
const minutes = (min: number, max: number) => z.number('RANGE').int('RANGE').min(min, 'RANGE').max(max, 'RANGE');

export const WeeklyHoursSchema = z.object({
  weekday: z.literal([1, 2, 3, 4, 5, 6, 7], 'RANGE'),
  from: time,
  to: time,
});

export const AvailabilityRulesSchema = z
  .object({
    weeklyHours: z.array(WeeklyHoursSchema).max(AVAILABILITY_MAX_WEEKLY_HOURS, 'TOO_MANY'),
    sessionMinutes: minutes(SESSION_MINUTES_MIN, SESSION_MINUTES_MAX),
    bufferMinutes: minutes(0, BUFFER_MINUTES_MAX),
    daysOff: z.array(z.string().refine(isCalendarDate, 'DATE')).max(AVAILABILITY_MAX_DAYS_OFF, 'TOO_MANY'),
    closedTimes: z.array(time).max(AVAILABILITY_MAX_CLOSED_TIMES, 'TOO_MANY'),
  })
  .superRefine((rules, ctx) => {
    for (const [path, code] of Object.entries(availabilityProblems(rules))) {
      if (!CROSS_FIELD_CODES.has(code)) continue;
      ctx.addIssue({ code: 'custom', message: code, path: path.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key)) });
    }
  })
  .meta({ id: 'AvailabilityRules' });
export type AvailabilityRulesInput = z.infer<typeof AvailabilityRulesSchema>;

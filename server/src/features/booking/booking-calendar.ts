// Booking times are Berlin wall-clock times; the 24-hour rule and 'already past' need real instants.
import { BOOKING_TIME_ZONE } from '@common/schemas/booking';

/** Berlin's offset from UTC in minutes at `instant` (60 in winter, 120 in summer). */
function berlinOffsetMinutes(instant: number): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: BOOKING_TIME_ZONE, timeZoneName: 'longOffset' })
    .formatToParts(new Date(instant))
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** The instant at which the clocks in Berlin show `isoDate` `time` ('2026-11-24', '09:00'). */
export function berlinInstant(isoDate: string, time: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // the offset at the guessed instant, then again at the corrected one (right on both sides of a change)
  const first = asUtc - berlinOffsetMinutes(asUtc) * 60_000;
  return new Date(asUtc - berlinOffsetMinutes(first) * 60_000);
}

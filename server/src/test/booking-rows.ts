// A booking row as the service stores it, for tests that write one directly (a past session, one too close
// to cancel): the real start and end of a 60-minute session at the Berlin wall-clock date and slot.
import { berlinInstant } from '@common/domain/berlin-time';

export function sessionTimes<T extends { date: string; slot: string }>(values: T): T & { startsAt: Date; endsAt: Date } {
  const startsAt = berlinInstant(values.date, values.slot);
  return { ...values, startsAt, endsAt: new Date(startsAt.getTime() + 60 * 60_000) };
}

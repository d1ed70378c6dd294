// Calendar dates written 'YYYY-MM-DD' (no time, no zone), counted in UTC where their midnight is.

/** `date` moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

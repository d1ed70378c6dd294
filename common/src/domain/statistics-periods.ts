// The periods of the statistics page, apart from the date helpers in statistics.ts: the web's route
// loader (in the first chunk every page loads) needs only these few lines.

/** The periods the page offers, in days ending today. */
export const STATISTICS_PERIODS = [30, 90, 365] as const;
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number];
export const STATISTICS_PERIOD_DEFAULT: StatisticsPeriod = 30;

export function isStatisticsPeriod(value: unknown): value is StatisticsPeriod {
  return STATISTICS_PERIODS.includes(value as StatisticsPeriod);
}

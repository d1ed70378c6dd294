// Expected blood alcohol at the blood sample (Widmark's formula with Watson's total body water).
//
//   A (g)      = Σ count × volume ml × vol% / 100 × 0.8 g/ml
//   TBW (l)    men:   2.447 − 0.09516·age + 0.1074·height cm + 0.3362·weight kg
//              women: −2.097 + 0.1069·height cm + 0.2466·weight kg
//   peak (‰)   = 0.8 · A / (1.055 · TBW)   (blood is about 80 % water and weighs 1.055 g/ml)
//   c(t)       = peak · (1 − resorption deficit) − β · t
//
// The range: lowest with a 30 % resorption deficit and β = 0.2 ‰/h, highest with 10 % and 0.1 ‰/h.
// Elimination is counted from the first drink's start (t as in Widmark's c(t) = c0 − β·t), not from
// about an hour later: the resorption deficit already covers what is not yet absorbed, and the
// plausibility check adds its own margin (BAC_MARGIN_PERMILLE) for what the formula leaves out.
// Times are 'HH:MM' without a date: a time earlier than the first listed drink's start is the next day.
import type { Drink, Sex } from '../../schemas/my-story';
import type { BacInput, BacRange } from './types';

export const ETHANOL_DENSITY = 0.8;
export const BLOOD_WATER_SHARE = 0.8;
export const BLOOD_DENSITY = 1.055;
export const RESORPTION_DEFICIT = { low: 0.3, high: 0.1 } as const;
export const ELIMINATION_PER_HOUR = { low: 0.2, high: 0.1 } as const;
/**
 * How far a measured BAK may lie outside the expected range before the check objects, in ‰ either
 * way: Watson's formula has a standard error of about 4 l body water (about ±9 % of the peak), drink
 * sizes are remembered roughly, and the laboratory's mean carries its own tolerance. 0.2 ‰ keeps the
 * check to cases an assessor would also question.
 */
export const BAC_MARGIN_PERMILLE = 0.2;

function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

export function alcoholGrams(drinks: readonly Pick<Drink, 'count' | 'volumeMl' | 'abvPercent'>[]): number {
  return drinks.reduce((sum, d) => sum + d.count * d.volumeMl * (d.abvPercent / 100) * ETHANOL_DENSITY, 0);
}

export function watsonBodyWater(sex: Sex, ageYears: number, heightCm: number, weightKg: number): number {
  return sex === 'male'
    ? 2.447 - 0.09516 * ageYears + 0.1074 * heightCm + 0.3362 * weightKg
    : -2.097 + 0.1069 * heightCm + 0.2466 * weightKg;
}

function minutesOf(time: string): number | null {
  const m = /^(\d{2}):(\d{2})$/.exec(time);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** Minutes after the reference time (the first drink's start), a time earlier than it being the next day. */
function minutesAfter(reference: number, time: number): number {
  return time >= reference ? time - reference : time + 24 * 60 - reference;
}

export function expectedBac(input: BacInput): BacRange {
  const first = input.drinks.map((d) => minutesOf(d.start)).find((m) => m !== null) ?? null;
  const sample = minutesOf(input.sampleTime);
  // drinks started after the sample were not in the blood yet
  const drunk =
    first === null || sample === null
      ? input.drinks
      : input.drinks.filter((d) => {
          const start = minutesOf(d.start);
          return start === null || minutesAfter(first, start) <= minutesAfter(first, sample);
        });
  const grams = alcoholGrams(drunk);
  const water = watsonBodyWater(input.sex, input.ageYears, input.heightCm, input.weightKg);
  const peak = water > 0 ? (BLOOD_WATER_SHARE * grams) / (BLOOD_DENSITY * water) : 0;
  const hours = first === null || sample === null ? 0 : minutesAfter(first, sample) / 60;
  const low = Math.max(0, peak * (1 - RESORPTION_DEFICIT.low) - ELIMINATION_PER_HOUR.low * hours);
  const high = Math.max(0, peak * (1 - RESORPTION_DEFICIT.high) - ELIMINATION_PER_HOUR.high * hours);
  return {
    alcoholGrams: round(grams, 1),
    bodyWaterLitres: round(water, 2),
    peakPermille: round(peak, 2),
    hours: round(hours, 2),
    lowPermille: round(low, 2),
    highPermille: round(high, 2),
  };
}

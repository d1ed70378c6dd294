// Worked examples for the expected BAK. Sources for the figures: ethanol 0.8 g/ml and 1 l of 5 % beer =
// 40 g (Bund gegen Alkohol und Drogen im Straßenverkehr, bads.de "Berechnung der BAK aus
// Trinkmengen"); resorption deficit 10–30 % and elimination 0.1–0.2 ‰/h (same page; Haufe,
// "Allgemeine Einführung zur BAK", Rz. 2–3); Watson's body water (Watson, Watson, Batt, J Stud Alcohol
// 1981; 42:547–556, quoted in Springer's Lexikon der medizinischen Laboratoriumsdiagnostik, "Watson-
// Formel"). The literature's own examples use Widmark's r (0.7/0.6) rather than Watson, so the
// figures below are worked by hand step by step with the formulas of ./bac.ts.
import { describe, expect, it } from 'vitest';
import type { Drink } from '../../schemas/my-story';
import { alcoholGrams, expectedBac, watsonBodyWater } from './bac';

let n = 0;
function drink(count: number, volumeMl: number, abvPercent: number, start: string, end = ''): Drink {
  n += 1;
  return { id: `d${n}`, kind: 'other', count, volumeMl, abvPercent, start, end };
}

describe('alcohol in grams', () => {
  it('1 litre of 5 % beer holds 40 g (bads.de: 50 ml × 0.8 g/ml)', () => {
    expect(alcoholGrams([drink(1, 1000, 5, '')])).toBeCloseTo(40, 6);
  });
  it('4 litres of 5 % beer hold 160 g, the amount of the bads.de example (there 160 g / (70 kg × 0.7) = 3.26 ‰ with Widmark’s r)', () => {
    expect(alcoholGrams([drink(8, 500, 5, '')])).toBeCloseTo(160, 6);
  });
  it('half a litre of 5 % beer is about 20 g; two of them and a 2 cl schnapps of 40 % add up', () => {
    // 2 × 500 × 0.05 × 0.8 = 40 g; 20 × 0.40 × 0.8 = 6.4 g; total 46.4 g
    expect(alcoholGrams([drink(2, 500, 5, ''), drink(1, 20, 40, '')])).toBeCloseTo(46.4, 6);
  });
});

describe("Watson's total body water", () => {
  it('a man of 40 years, 180 cm, 80 kg: 2.447 − 3.8064 + 19.332 + 26.896 = 44.8686 l', () => {
    expect(watsonBodyWater('male', 40, 180, 80)).toBeCloseTo(44.8686, 4);
  });
  it('a woman of 165 cm and 60 kg (age does not enter): −2.097 + 17.6385 + 14.796 = 30.3375 l', () => {
    expect(watsonBodyWater('female', 30, 165, 60)).toBeCloseTo(30.3375, 4);
  });
});

describe('the expected BAK at the sample', () => {
  it('four half litres of 5 % beer from 20:00, sample at 23:00 (man, 40 years, 180 cm, 80 kg)', () => {
    // A = 4 × 500 × 0.05 × 0.8 = 80 g; TBW = 44.8686 l
    // peak = 0.8 × 80 / (1.055 × 44.8686) = 64 / 47.3364 = 1.3520 ‰
    // t = 3 h from the first drink's start
    // low  = 1.3520 × 0.7 − 0.2 × 3 = 0.9464 − 0.6 = 0.3464 → 0.35 ‰
    // high = 1.3520 × 0.9 − 0.1 × 3 = 1.2168 − 0.3 = 0.9168 → 0.92 ‰
    const range = expectedBac({
      sex: 'male',
      ageYears: 40,
      heightCm: 180,
      weightKg: 80,
      drinks: [drink(2, 500, 5, '20:00', '21:00'), drink(2, 500, 5, '21:00', '22:30')],
      sampleTime: '23:00',
    });
    expect(range).toEqual({
      alcoholGrams: 80,
      bodyWaterLitres: 44.87,
      peakPermille: 1.35,
      hours: 3,
      lowPermille: 0.35,
      highPermille: 0.92,
    });
  });

  it('a sample after midnight is on the next day: three glasses of wine from 22:00, sample at 01:30', () => {
    // woman, 30 years, 165 cm, 60 kg; A = 3 × 250 × 0.12 × 0.8 = 72 g; TBW = 30.3375 l
    // peak = 0.8 × 72 / (1.055 × 30.3375) = 57.6 / 32.0061 = 1.7997 ‰
    // t = 22:00 → 01:30 = 3.5 h
    // low  = 1.7997 × 0.7 − 0.2 × 3.5 = 1.2598 − 0.70 = 0.5598 → 0.56 ‰
    // high = 1.7997 × 0.9 − 0.1 × 3.5 = 1.6197 − 0.35 = 1.2697 → 1.27 ‰
    const range = expectedBac({
      sex: 'female',
      ageYears: 30,
      heightCm: 165,
      weightKg: 60,
      drinks: [drink(1, 250, 12, '22:00'), drink(1, 250, 12, '23:00'), drink(1, 250, 12, '00:15')],
      sampleTime: '01:30',
    });
    expect(range).toEqual({
      alcoholGrams: 72,
      bodyWaterLitres: 30.34,
      peakPermille: 1.8,
      hours: 3.5,
      lowPermille: 0.56,
      highPermille: 1.27,
    });
  });

  it('never goes below 0: one small beer at 18:00, sample at 23:00', () => {
    // A = 330 × 0.05 × 0.8 = 13.2 g; peak = 10.56 / (1.055 × 44.8686) = 0.2231 ‰
    // low = 0.1562 − 1.0 < 0 → 0; high = 0.2008 − 0.5 < 0 → 0
    const range = expectedBac({
      sex: 'male',
      ageYears: 40,
      heightCm: 180,
      weightKg: 80,
      drinks: [drink(1, 330, 5, '18:00')],
      sampleTime: '23:00',
    });
    expect(range.peakPermille).toBe(0.22);
    expect(range.lowPermille).toBe(0);
    expect(range.highPermille).toBe(0);
  });

  it('leaves out a drink listed as started after the sample (the man of the first example)', () => {
    // the fourth half litre starts at 23:30, after the 23:00 sample: A = 3 × 20 = 60 g
    // peak = 48 / 47.3364 = 1.0140 ‰; low = 0.7098 − 0.6 = 0.1098 → 0.11; high = 0.9126 − 0.3 = 0.6126 → 0.61
    const range = expectedBac({
      sex: 'male',
      ageYears: 40,
      heightCm: 180,
      weightKg: 80,
      drinks: [drink(3, 500, 5, '20:00'), drink(1, 500, 5, '23:30')],
      sampleTime: '23:00',
    });
    expect(range).toMatchObject({ alcoholGrams: 60, peakPermille: 1.01, lowPermille: 0.11, highPermille: 0.61 });
  });

  it('counts hours from the first listed drink even when a later one is after midnight, and 0 hours when no drink has a start', () => {
    const after = expectedBac({
      sex: 'male',
      ageYears: 40,
      heightCm: 180,
      weightKg: 80,
      drinks: [drink(1, 500, 5, '23:00'), drink(1, 500, 5, '00:30')],
      sampleTime: '02:00',
    });
    expect(after.hours).toBe(3);
    expect(after.alcoholGrams).toBe(40);
    const noTimes = expectedBac({
      sex: 'male',
      ageYears: 40,
      heightCm: 180,
      weightKg: 80,
      drinks: [drink(4, 500, 5, '')],
      sampleTime: '23:00',
    });
    // no elimination and no time: low = 1.3520 × 0.7 = 0.9464 → 0.95; high = 1.3520 × 0.9 = 1.2168 → 1.22
    expect(noTimes).toMatchObject({ hours: 0, lowPermille: 0.95, highPermille: 1.22 });
  });
});

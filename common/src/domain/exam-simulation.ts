// 'Prüfungssimulation' (docs/decisions/078-exam-simulation.md): how many questions of each category a
// simulation draws, and when it counts as passed.

export const EXAM_SIMULATION_DEFAULTS = { questionCount: 30, minutes: 30, passPercent: 80 } as const;
export const EXAM_SIMULATION_LIMITS = {
  questionCount: { min: 1, max: 100 },
  minutes: { min: 1, max: 180 },
  passPercent: { min: 1, max: 100 },
} as const;
/** Answers that arrive this long after the deadline still count (the network's delay). */
export const EXAM_SIMULATION_GRACE_MS = 5_000;

export interface CategoryCount {
  id: string;
  name: string;
  questionCount: number;
}

/**
 * Questions per category in the proportions of the bank, by largest remainder: every category gets
 * the whole part of its share, the seats left go to the largest remainders (ties: the larger
 * category, then the name). With `size` at or above the bank, every question.
 */
export function getCategoryQuota(categories: readonly CategoryCount[], size: number): Map<string, number> {
  const total = categories.reduce((sum, category) => sum + category.questionCount, 0);
  if (size >= total) return new Map(categories.map((category) => [category.id, category.questionCount]));
  const shares = categories.map((category) => {
    const exact = (size * category.questionCount) / total;
    return { category, whole: Math.floor(exact), remainder: exact - Math.floor(exact) };
  });
  let left = size - shares.reduce((sum, share) => sum + share.whole, 0);
  const byRemainder = [...shares].sort(
    (a, b) =>
      b.remainder - a.remainder || b.category.questionCount - a.category.questionCount || a.category.name.localeCompare(b.category.name),
  );
  for (const share of byRemainder) {
    if (left === 0) break;
    share.whole += 1;
    left -= 1;
  }
  return new Map(shares.map((share) => [share.category.id, share.whole]));
}

/** Whole percent, rounded down: the shown figure reaches the pass line exactly when the result does. */
export const getPercent = (correct: number, total: number) => (total === 0 ? 0 : Math.floor((correct * 100) / total));

export const isPassed = (correct: number, total: number, passPercent: number) => total > 0 && correct * 100 >= passPercent * total;

import { describe, expect, it } from 'vitest';
import type { QuizRound, RoundQuestion } from '@common/schemas/quiz-rounds';
import { firstOpenIndex, modePath, withAnswer } from './round-progress';

const question = (id: string, answered: boolean): RoundQuestion => ({
  id,
  categoryId: 'c',
  categoryName: 'K',
  question: id,
  difficulty: 'easy',
  multiple: false,
  marked: false,
  contentLanguage: 'de',
  options: [
    { id: 1, text: 'b' },
    { id: 0, text: 'a' },
  ],
  answer: answered
    ? { selectedOptionIds: [0], isCorrect: true, correctOptionIds: [0], explanation: '', legalBasis: '', checkedOn: null }
    : null,
});

const round = (...answered: boolean[]): QuizRound => ({
  id: 'r',
  mode: 'all',
  status: 'active',
  total: answered.length,
  answered: answered.filter(Boolean).length,
  questions: answered.map((value, index) => question(`q${index + 1}`, value)),
});

describe('where a round stands', () => {
  it('continues at the first unanswered question; all answered is past the end', () => {
    expect(firstOpenIndex(round(false, false))).toBe(0);
    expect(firstOpenIndex(round(true, true, false, true))).toBe(2);
    expect(firstOpenIndex(round(true, true))).toBe(2);
  });

  it('an answer is folded into the round; the last one finishes it', () => {
    const after = withAnswer(round(true, false), 'q2', [1], {
      isCorrect: false,
      correctOptionIds: [0],
      explanation: 'E',
      legalBasis: '§ 13 FeV',
      checkedOn: '2026-11-27',
      answered: 2,
      finished: true,
    });
    expect(after.status).toBe('finished');
    expect(after.answered).toBe(2);
    expect(after.questions[1]!.answer).toEqual({
      selectedOptionIds: [1],
      isCorrect: false,
      correctOptionIds: [0],
      explanation: 'E',
      legalBasis: '§ 13 FeV',
      checkedOn: '2026-11-27',
    });
    expect(firstOpenIndex(after)).toBe(2);
  });

  it('"Neue Runde" goes back to the page of the mode', () => {
    expect(modePath('all')).toBe('/dashboard/quiz?start=all');
    expect(modePath('category', 'c1')).toBe('/dashboard/quiz/category/c1');
    expect(modePath('mistakes')).toBe('/dashboard/quiz/mistakes');
    expect(modePath('marked')).toBe('/dashboard/quiz/marked');
  });
});

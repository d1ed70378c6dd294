import { describe, expect, it } from 'vitest';
import type { QuizQuestion } from '@common/schemas/quiz';
import {
  currentQuestion,
  isFinished,
  isLastQuestion,
  quizReducer,
  quizScore,
  startSession,
  type QuizAction,
  type QuizSession,
} from './quiz-session';

const question = (id: string): QuizQuestion => ({
  id,
  categoryId: 'c',
  categoryName: 'Kategorie',
  question: `Frage ${id}?`,
  options: ['A', 'B', 'C'],
  difficulty: 'easy',
  multiple: true,
});
const right = { isCorrect: true, correctAnswers: ['A'], explanation: '' };
const wrong = { isCorrect: false, correctAnswers: ['A'], explanation: 'weil' };
const run = (state: QuizSession, ...actions: QuizAction[]) => actions.reduce(quizReducer, state);

describe('a quiz run', () => {
  it('toggles options until checked; checking locks them; next clears the selection', () => {
    let state = run(startSession([question('1'), question('2')]), { type: 'toggle', option: 'A' }, { type: 'toggle', option: 'C' });
    expect(state.selected).toEqual(['A', 'C']);
    state = run(state, { type: 'toggle', option: 'C' }, { type: 'checked', result: wrong }, { type: 'toggle', option: 'B' });
    expect(state.selected).toEqual(['A']);
    expect(state.result).toBe(wrong);
    state = run(state, { type: 'next' });
    expect(currentQuestion(state)?.id).toBe('2');
    expect(state.selected).toEqual([]);
    expect(state.result).toBeNull();
  });

  it('with one right answer a pick replaces the selection (radio buttons)', () => {
    const state = run(
      startSession([{ ...question('1'), multiple: false }]),
      { type: 'toggle', option: 'A' },
      { type: 'toggle', option: 'C' },
    );
    expect(state.selected).toEqual(['C']);
  });

  it('next needs a checked answer; a second check of the same question is ignored', () => {
    const start = startSession([question('1')]);
    expect(run(start, { type: 'next' })).toBe(start);
    const checked = run(start, { type: 'toggle', option: 'A' }, { type: 'checked', result: right }, { type: 'checked', result: wrong });
    expect(checked.answers).toEqual([{ questionId: '1', isCorrect: true }]);
    expect(isLastQuestion(checked)).toBe(true);
    expect(isFinished(run(checked, { type: 'next' }))).toBe(true);
  });

  it('the score is right of answered, rounded to a whole percent', () => {
    const state = run(
      startSession([question('1'), question('2'), question('3')]),
      { type: 'checked', result: right },
      { type: 'next' },
      { type: 'checked', result: wrong },
      { type: 'next' },
      { type: 'checked', result: right },
    );
    expect(quizScore(state)).toEqual({ correct: 2, answered: 3, percent: 67 });
    expect(quizScore({ answers: [] })).toEqual({ correct: 0, answered: 0, percent: 0 });
  });

  it('mistakes mode asks a wrong question again at the end, until it is answered right', () => {
    let state = run(startSession([question('1'), question('2')], true), { type: 'checked', result: wrong }, { type: 'next' });
    expect(state.queue.map((q) => q.id)).toEqual(['1', '2', '1']);
    state = run(state, { type: 'checked', result: right }, { type: 'next' }, { type: 'checked', result: wrong }, { type: 'next' });
    expect(state.queue.map((q) => q.id)).toEqual(['1', '2', '1', '1']);
    state = run(state, { type: 'checked', result: right }, { type: 'next' });
    expect(isFinished(state)).toBe(true);
    expect(quizScore(state)).toEqual({ correct: 2, answered: 4, percent: 50 });
  });

  it('other modes do not repeat; restart resets index, selection and results with the first order', () => {
    const once = run(startSession([question('1'), question('2')]), { type: 'checked', result: wrong });
    expect(once.queue).toHaveLength(2);
    const repeated = run(
      startSession([question('1'), question('2')], true),
      { type: 'checked', result: wrong },
      { type: 'next' },
      { type: 'toggle', option: 'B' },
    );
    const restarted = run(repeated, { type: 'restart' });
    expect(restarted).toEqual(startSession([question('1'), question('2')], true));
  });
});

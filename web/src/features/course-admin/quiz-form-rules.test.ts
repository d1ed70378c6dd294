import { describe, expect, it } from 'vitest';
import { duplicateOptionIndexes, quizDraftProblem, removeOption, toQuizDraft, toQuizInput } from './quiz-form-rules';

const draft = { question: 'Wie viel?', options: ['0,5 ‰', '1,1 ‰', '1,6 ‰'], correctIndex: 1 };

describe('the question form rules', () => {
  it('asks for every field, then for different options, then for the correct answer', () => {
    expect(quizDraftProblem({ ...draft, question: '  ' })).toBe('required');
    expect(quizDraftProblem({ ...draft, options: ['0,5 ‰', ' '] })).toBe('required');
    expect(quizDraftProblem({ ...draft, options: ['0,5 ‰', '0,5 ‰ ', '1,6 ‰'] })).toBe('duplicate');
    expect(quizDraftProblem({ ...draft, correctIndex: null })).toBe('noCorrectAnswer');
    expect(quizDraftProblem(draft)).toBeNull();
  });

  it('marks both of two equal options', () => {
    expect(duplicateOptionIndexes({ ...draft, options: ['a', 'b', ' a'] })).toEqual([0, 2]);
  });

  it('keeps the chosen answer on its option when another is removed, and clears it when its own is', () => {
    expect(removeOption(draft, 0)).toEqual({ ...draft, options: ['1,1 ‰', '1,6 ‰'], correctIndex: 0 });
    expect(removeOption(draft, 1).correctIndex).toBeNull();
    expect(removeOption({ ...draft, options: ['a', 'b'] }, 0).options).toEqual(['a', 'b']);
  });

  it('sends trimmed texts with the chosen option as the answer, and reads a stored question back', () => {
    const input = toQuizInput({ question: ' Wie viel? ', options: [' 0,5 ‰', '1,1 ‰ '], correctIndex: 1 });
    expect(input).toEqual({ question: 'Wie viel?', options: ['0,5 ‰', '1,1 ‰'], correctAnswer: '1,1 ‰' });
    expect(toQuizDraft({ question: 'F?', options: ['a', 'b'], correctAnswer: 'b' }).correctIndex).toBe(1);
  });
});

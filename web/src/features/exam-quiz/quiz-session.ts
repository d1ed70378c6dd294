// The state of one quiz run (docs/spec-notes.md, Learning content): the questions still to ask, the
// current selection, and the results. Pure, so the rules are tested without a browser.
import type { QuizAnswerResult, QuizQuestion } from '@common/schemas/quiz';
import { toggleSelection } from '../../components/question-card';

export interface QuizSession {
  /** The questions in the order they are asked; in mistakes mode a wrong one is asked again at the end. */
  queue: QuizQuestion[];
  index: number;
  selected: string[];
  /** The evaluation of the current question once checked; the question is then locked. */
  result: QuizAnswerResult | null;
  /** One entry per answer given. */
  answers: { questionId: string; isCorrect: boolean }[];
  /** Mistakes mode: wrong answers are asked again until right. */
  repeatWrong: boolean;
}

export function startSession(questions: readonly QuizQuestion[], repeatWrong = false): QuizSession {
  return { queue: [...questions], index: 0, selected: [], result: null, answers: [], repeatWrong };
}

export type QuizAction =
  { type: 'toggle'; option: string } | { type: 'checked'; result: QuizAnswerResult } | { type: 'next' } | { type: 'restart' };

export function quizReducer(state: QuizSession, action: QuizAction): QuizSession {
  switch (action.type) {
    case 'toggle': {
      const question = state.queue[state.index];
      if (state.result || !question) return state;
      // one right answer: a pick replaces the selection (radio buttons)
      return { ...state, selected: toggleSelection(state.selected, action.option, question.multiple) };
    }
    case 'checked': {
      const question = state.queue[state.index];
      if (!question || state.result) return state;
      const queue = state.repeatWrong && !action.result.isCorrect ? [...state.queue, question] : state.queue;
      return {
        ...state,
        queue,
        result: action.result,
        answers: [...state.answers, { questionId: question.id, isCorrect: action.result.isCorrect }],
      };
    }
    case 'next':
      if (!state.result) return state;
      return { ...state, index: state.index + 1, selected: [], result: null };
    case 'restart': {
      // the questions as first asked, without the repeats mistakes mode appended
      const first = [...new Map(state.queue.map((question) => [question.id, question])).values()];
      return startSession(first, state.repeatWrong);
    }
  }
}

export const currentQuestion = (state: QuizSession): QuizQuestion | undefined => state.queue[state.index];
export const isLastQuestion = (state: QuizSession) => state.index >= state.queue.length - 1;
export const isFinished = (state: QuizSession) => state.index >= state.queue.length;

/** The result dialog: right answers of all answers given, as a whole percentage. */
export function quizScore(state: Pick<QuizSession, 'answers'>): { correct: number; answered: number; percent: number } {
  const answered = state.answers.length;
  const correct = state.answers.filter((answer) => answer.isCorrect).length;
  return { correct, answered, percent: answered === 0 ? 0 : Math.round((correct / answered) * 100) };
}

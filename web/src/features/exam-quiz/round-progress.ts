// Where a round stands, from the server's copy of it: the question to show after a reload is the first
// one not answered, and each answer is folded into the copy. Pure, so the rules are tested without a browser.
import type { QuizRound, RoundAnswerResult } from '@common/schemas/quiz-rounds';

/**
 * The first unanswered question, or the number of questions when all are answered. `waiting`: questions
 * answered offline whose answers have not reached the server yet (they count as answered).
 */
export function firstOpenIndex(round: Pick<QuizRound, 'questions'>, waiting: ReadonlySet<string> = new Set()): number {
  const index = round.questions.findIndex((question) => question.answer === null && !waiting.has(question.id));
  return index === -1 ? round.questions.length : index;
}

/** The round with this answer stored, as the server now has it. */
export function withAnswer(round: QuizRound, questionId: string, selectedOptionIds: number[], result: RoundAnswerResult): QuizRound {
  return {
    ...round,
    answered: result.answered,
    status: result.finished ? 'finished' : round.status,
    questions: round.questions.map((question) =>
      question.id === questionId
        ? {
            ...question,
            answer: {
              selectedOptionIds,
              isCorrect: result.isCorrect,
              correctOptionIds: result.correctOptionIds,
              explanation: result.explanation,
              legalBasis: result.legalBasis,
              checkedOn: result.checkedOn,
              ...(result.germanExplanation !== undefined && { germanExplanation: result.germanExplanation }),
            },
          }
        : question,
    ),
  };
}

export function withMark(round: QuizRound, questionId: string, marked: boolean): QuizRound {
  return { ...round, questions: round.questions.map((question) => (question.id === questionId ? { ...question, marked } : question)) };
}

/** The page each mode starts its rounds from ("Neue Runde"). */
export function modePath(mode: QuizRound['mode'], categoryId?: string): string {
  if (mode === 'category') return categoryId ? `/dashboard/quiz/category/${categoryId}` : '/dashboard/quiz';
  if (mode === 'all') return '/dashboard/quiz?start=all';
  return `/dashboard/quiz/${mode}`;
}

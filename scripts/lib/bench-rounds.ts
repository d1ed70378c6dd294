// (s) and (w) of npm run bench: starting a question round and answering inside one
// (docs/decisions/076-quiz-rounds.md). The answers are prepared through the API once the server is up.
import crypto from 'node:crypto';
import { correctOptionIds } from '../../common/src/domain/option-order';
import type { QuizRound } from '../../common/src/schemas/quiz-rounds';
import { api, mapLimit, type BenchRequest } from './bench-http';

interface AdminQuestion {
  id: string;
  options: string[];
  correctAnswers: string[];
}

/** Every question with its correct answers, from the admin's paged list (at most 100 a page). */
async function allQuestions(base: string, adminCookie: string): Promise<Map<string, AdminQuestion>> {
  const questions = new Map<string, AdminQuestion>();
  for (let page = 1; ; page++) {
    const list = await api<{ items: AdminQuestion[]; total: number }>(
      base,
      adminCookie,
      `/api/admin/quiz/questions?page=${page}&pageSize=100`,
    );
    for (const question of list.items) questions.set(question.id, question);
    if (list.items.length === 0 || questions.size >= list.total) return questions;
  }
}

/** (s): a random round of ten questions, replacing the learner's running round, for rotating learners. */
export function roundStartRequest(base: string, cookie: string): BenchRequest {
  return {
    method: 'POST',
    path: '/api/quiz/rounds',
    headers: { cookie, origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ mode: 'random', replace: true }),
  };
}

/**
 * (w): each learner starts a round of all their questions (replacing any running one); the answers
 * go out learner after learner, so one learner's answers are thousands of requests apart, as a person
 * answers. Every question of a round is answered once, right and wrong in turn, each with its own key.
 */
export async function prepareRoundAnswers(base: string, learnerCookies: readonly string[], adminCookie: string) {
  const questions = await allQuestions(base, adminCookie);
  const rounds = await mapLimit(learnerCookies, 8, (cookie) =>
    api<QuizRound>(base, cookie, '/api/quiz/rounds', {
      method: 'POST',
      body: JSON.stringify({ mode: 'all', replace: true }),
      contentType: 'application/json',
    }),
  );
  const longest = Math.max(...rounds.map((round) => round.questions.length));
  const requests: BenchRequest[] = [];
  for (let position = 0; position < longest; position++) {
    rounds.forEach((round, learner) => {
      const question = round.questions[position];
      if (!question) return;
      const stored = questions.get(question.id)!;
      const correct = correctOptionIds(stored.options, stored.correctAnswers);
      const wrong = question.options.find((option) => !correct.includes(option.id));
      const right = (position + learner) % 2 === 0 || wrong === undefined;
      requests.push({
        method: 'POST',
        path: `/api/quiz/rounds/${round.id}/answers`,
        headers: { cookie: learnerCookies[learner]!, origin: base, 'content-type': 'application/json' },
        body: JSON.stringify({ questionId: question.id, selectedOptionIds: right ? correct : [wrong!.id], clientKey: crypto.randomUUID() }),
      });
    });
  }
  return { requests, learners: rounds.length };
}

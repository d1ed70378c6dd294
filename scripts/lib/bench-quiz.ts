// (c) of npm run bench: the quiz answer writes. The requests are prepared through the API once the
// server is up (it holds PGlite's data folder, so the bench cannot query the database itself).
import { api, mapLimit, type BenchRequest } from './bench-http';

/** Questions per learner the answers rotate over; each is answered right and wrong in turn. */
const QUESTIONS_PER_LEARNER = 6;

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

/** One selection per answer: the correct set, or one option that is not correct. */
function selection(question: AdminQuestion, right: boolean): string[] {
  if (right) return question.correctAnswers;
  const wrong = question.options.find((option) => !question.correctAnswers.includes(option));
  return wrong === undefined ? question.correctAnswers : [wrong];
}

/**
 * The POSTs of the answer bench, in the order they are sent: consecutive requests come from
 * different learners (their cookie), each answering questions in their scope, right and wrong in turn.
 */
export async function prepareAnswerRequests(base: string, learnerCookies: readonly string[], adminCookie: string) {
  const questions = await allQuestions(base, adminCookie);
  // the learner's scope (categories matching their reasons) as the learner sees it
  const scopes = await mapLimit(learnerCookies, 8, async (cookie, index) => {
    const { questions: visible } = await api<{ questions: { id: string }[] }>(base, cookie, '/api/quiz/questions?mode=all');
    const ids = visible.map((question) => question.id).filter((id) => questions.has(id));
    if (ids.length === 0) throw new Error(`learner ${index + 1} has no exam questions in scope`);
    // spread over the list (it is ordered by category), starting at a different place per learner
    const step = Math.max(1, Math.floor(ids.length / QUESTIONS_PER_LEARNER));
    return Array.from({ length: QUESTIONS_PER_LEARNER }, (_, k) => ids[(index + k * step) % ids.length]!);
  });

  const requests: BenchRequest[] = [];
  const answered = new Set<string>();
  for (let round = 0; round < QUESTIONS_PER_LEARNER * 2; round++) {
    learnerCookies.forEach((cookie, learner) => {
      const question = questions.get(scopes[learner]![round % QUESTIONS_PER_LEARNER]!)!;
      answered.add(question.id);
      // the second pass over a learner's questions flips right and wrong
      const right = (round + learner + Math.floor(round / QUESTIONS_PER_LEARNER)) % 2 === 0;
      requests.push({
        method: 'POST',
        path: `/api/quiz/questions/${question.id}/answer`,
        headers: { cookie, origin: base, 'content-type': 'application/json' },
        body: JSON.stringify({ selected: selection(question, right) }),
      });
    });
  }
  return { requests, distinctQuestions: answered.size };
}

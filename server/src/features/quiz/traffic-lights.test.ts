// The traffic lights on the quiz hub and per category (docs/decisions/079-traffic-lights-and-daily-goal.md),
// against a real database. The answers are stored with fixed times so their order is the test's;
// every expected light is worked out by hand from the sequences below.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuizCategoryLights, QuizHub } from '@common/schemas/quiz';
import { quizCategories, quizQuestions, quizUserAttempts } from '../../db/schema';
import { signUpVerified } from '../../test/factories';
import { startTestPlatform, type TestPlatform } from '../../test/test-app';

let platform: TestPlatform;
const ids: Record<string, string> = {};
const categories: Record<string, string> = {};
let first: Awaited<ReturnType<typeof signUpVerified>>;
let second: Awaited<ReturnType<typeof signUpVerified>>;

async function addCategory(name: string, mpuTypes: string[], questions: string[]) {
  const [category] = await platform.db.insert(quizCategories).values({ name, description: name, mpuTypes }).returning();
  categories[name] = category!.id;
  for (const [index, question] of questions.entries()) {
    const [row] = await platform.db
      .insert(quizQuestions)
      .values({
        categoryId: category!.id,
        question,
        options: ['richtig', 'falsch'],
        correctAnswers: ['richtig'],
        // the category's order is the order of creation
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)),
      })
      .returning();
    ids[question] = row!.id;
  }
}

/** Stores the answers in this order, one minute apart (true = right). */
async function answerInTurn(userId: string, question: string, sequence: boolean[]) {
  for (const [index, isCorrect] of sequence.entries()) {
    await platform.db.insert(quizUserAttempts).values({
      userId,
      questionId: ids[question]!,
      selectedAnswers: [isCorrect ? 'richtig' : 'falsch'],
      isCorrect,
      createdAt: new Date(Date.UTC(2026, 10, 20, 10, index)),
    });
  }
}

const hubOf = async (client: typeof first.client) => {
  const response = await client.json<QuizHub>('GET', '/api/quiz/hub');
  expect(response.status).toBe(200);
  return Object.fromEntries(response.body.categories.map((category) => [category.name, category.lights]));
};

beforeAll(async () => {
  platform = await startTestPlatform();
  await addCategory('Alkohol', ['alcohol'], ['A1', 'A2', 'A3', 'A4', 'A5', 'A6']);
  await addCategory('Allgemein', [], ['G1', 'G2']);
  await addCategory('Drogen', ['drugs'], ['D1']);
  first = await signUpVerified(platform, { mpuReason: 'alcohol', pages: { courses: true } });
  second = await signUpVerified(platform, { mpuReason: 'alcohol', pages: { courses: true } });
  await answerInTurn(first.userId, 'A1', [true, true]); // grün
  await answerInTurn(first.userId, 'A2', [false, true]); // gelb: right after wrong
  await answerInTurn(first.userId, 'A3', [true]); // gelb: right once
  await answerInTurn(first.userId, 'A4', [true, false]); // rot: wrong last time, after right
  // A5: never answered: grau
  await answerInTurn(first.userId, 'A6', [true, true, true, false, true]); // gelb: only the last two count
  await answerInTurn(first.userId, 'G1', [false, true, true]); // grün
  // the second learner's answers must not colour the first learner's lights
  await answerInTurn(second.userId, 'A4', [true, true]);
  await answerInTurn(second.userId, 'A5', [false]);
});
afterAll(async () => {
  await platform?.close();
});

describe('the quiz hub', () => {
  it('counts each category’s lights and its share of green from the learner’s own answers', async () => {
    expect(await hubOf(first.client)).toEqual({
      // 1 of 6 green = 16.7 % → 17
      Alkohol: { green: 1, yellow: 3, red: 1, grey: 1, greenShare: 17 },
      Allgemein: { green: 1, yellow: 0, red: 0, grey: 1, greenShare: 50 },
    });
  });

  it('shows another learner only that learner’s answers', async () => {
    expect(await hubOf(second.client)).toEqual({
      // A4 green; A5 red; the rest never answered
      Alkohol: { green: 1, yellow: 0, red: 1, grey: 4, greenShare: 17 },
      Allgemein: { green: 0, yellow: 0, red: 0, grey: 2, greenShare: 0 },
    });
  });

  it('leaves a new learner all grey', async () => {
    const newcomer = await signUpVerified(platform, { mpuReason: 'alcohol', pages: { courses: true } });
    expect(await hubOf(newcomer.client)).toEqual({
      Alkohol: { green: 0, yellow: 0, red: 0, grey: 6, greenShare: 0 },
      Allgemein: { green: 0, yellow: 0, red: 0, grey: 2, greenShare: 0 },
    });
  });
});

describe('the questions of a category', () => {
  it('lists each question with its light, in the category’s order', async () => {
    const response = await first.client.json<QuizCategoryLights>('GET', `/api/quiz/categories/${categories.Alkohol}/lights`);
    expect(response.status).toBe(200);
    expect(response.body.categoryId).toBe(categories.Alkohol);
    expect(response.body.questions.map((question) => [question.question, question.light])).toEqual([
      ['A1', 'green'],
      ['A2', 'yellow'],
      ['A3', 'yellow'],
      ['A4', 'red'],
      ['A5', 'grey'],
      ['A6', 'yellow'],
    ]);
    expect(response.body.questions[0]!.id).toBe(ids.A1);
  });

  it('refuses a category outside the learner’s reasons, an unknown one and a learner without the quiz', async () => {
    expect((await first.client.json('GET', `/api/quiz/categories/${categories.Drogen}/lights`)).status).toBe(404);
    expect((await first.client.json('GET', '/api/quiz/categories/00000000-0000-4000-8000-000000000000/lights')).status).toBe(404);
    expect((await first.client.json('GET', '/api/quiz/categories/not-a-uuid/lights')).status).toBe(400);
    const locked = await signUpVerified(platform, { mpuReason: 'alcohol', pages: { courses: false } });
    expect((await locked.client.json('GET', `/api/quiz/categories/${categories.Alkohol}/lights`)).status).toBe(403);
    expect((await platform.client().json('GET', `/api/quiz/categories/${categories.Alkohol}/lights`)).status).toBe(401);
  });
});

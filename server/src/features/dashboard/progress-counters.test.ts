// The overview's counters are kept by the database on every write (migration 0012). These tests
// replay random sequences of the writes the platform makes and compare, after each step, what the
// overview shows with the figures aggregated from the whole history (the statement the counters
// replaced), and ask the recount for differences.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MPU_REASONS, type Role } from '@common/domain';
import { contentScopeOf } from '../../content-scope';
import type { Database } from '../../db/client';
import {
  chapters,
  courses,
  profiles,
  quizCategories,
  quizQuestions,
  quizUserAttempts,
  user,
  userProgress,
  videoProgress,
  videoSections,
  videos,
} from '../../db/schema';
import type { Viewer } from '../../middleware/context';
import { aggregateProgressCounts } from '../../test/progress-aggregate';
import { seededRandom } from '../../test/seeded-random';
import { startTestPlatform, type TestPlatform } from '../../test/test-app';
import { getProgressCounts } from './dashboard.service';
import { recountProgress } from './progress-recount';

let platform: TestPlatform;
let db: Database;

beforeAll(async () => {
  platform = await startTestPlatform();
  db = platform.db;
});
afterAll(() => platform.close());

function generator(seed: number) {
  const random = seededRandom(seed);
  return {
    ...random,
    pick: <T>(items: readonly T[]): T | undefined => (items.length === 0 ? undefined : items[random.int(items.length)]),
  };
}
type Random = ReturnType<typeof generator>;

let serial = 0;
const ids = async (
  table: typeof quizQuestions | typeof quizCategories | typeof videos | typeof videoSections | typeof chapters | typeof courses,
) => (await db.select({ id: table.id }).from(table)).map((row) => row.id);
const userIds = async () => (await db.select({ id: user.id }).from(user)).map((row) => row.id);

async function addUser(random: Random) {
  const id = `prop-${++serial}`;
  await db.insert(user).values({ id, name: id, email: `${id}@example.org`, emailVerified: true });
  const reasons = random.types();
  await db.insert(profiles).values({
    id,
    email: `${id}@example.org`,
    role: random.bool(0.15) ? 'admin' : 'user',
    mpuReasons: reasons,
    mpuReason: random.bool(0.3) ? (random.pick(MPU_REASONS) ?? null) : null,
  });
}

async function addCategory(random: Random) {
  await db.insert(quizCategories).values({ name: `Kategorie ${++serial}`, mpuTypes: random.types() });
}

async function addQuestion(random: Random) {
  const categoryId = random.pick(await ids(quizCategories));
  if (!categoryId) return addCategory(random);
  await db.insert(quizQuestions).values({ categoryId, question: `Frage ${++serial}`, options: ['a', 'b'], correctAnswers: ['a'] });
}

async function addVideo(random: Random) {
  const sectionId =
    random.pick(await ids(videoSections)) ??
    (
      await db
        .insert(videoSections)
        .values({ title: `Abschnitt ${++serial}`, order: serial })
        .returning()
    )[0]!.id;
  await db
    .insert(videos)
    // German and playable: the videos the overview counts for a German interface (learner-videos.ts)
    .values({ sectionId, title: `Video ${++serial}`, url: 'https://youtu.be/dQw4w9WgXcQ', order: serial, mpuTypes: random.types() });
}

async function addChapter(random: Random) {
  const courseId =
    random.pick(await ids(courses)) ??
    (
      await db
        .insert(courses)
        .values({ title: `Kurs ${++serial}` })
        .returning()
    )[0]!.id;
  await db.insert(chapters).values({ courseId, title: `Kapitel ${++serial}`, order: serial });
}

/** One or several answers in one statement, as the answer route and a bulk load write them. */
async function answer(random: Random, many: boolean) {
  const [users, questions] = [await userIds(), await ids(quizQuestions)];
  if (users.length === 0 || questions.length === 0) return;
  const rows = Array.from({ length: many ? 1 + random.int(6) : 1 }, () => {
    const isCorrect = random.bool(0.6);
    return { userId: random.pick(users)!, questionId: random.pick(questions)!, selectedAnswers: [isCorrect ? 'a' : 'b'], isCorrect };
  });
  await db.insert(quizUserAttempts).values(rows);
}

async function markVideo(random: Random) {
  const [userId, videoId] = [random.pick(await userIds()), random.pick(await ids(videos))];
  if (!userId || !videoId) return;
  const completed = random.bool(0.7);
  await db
    .insert(videoProgress)
    .values({ userId, videoId, completed })
    .onConflictDoUpdate({ target: [videoProgress.userId, videoProgress.videoId], set: { completed } });
}

async function markChapter(random: Random) {
  const [userId, chapterId] = [random.pick(await userIds()), random.pick(await ids(chapters))];
  if (!userId || !chapterId) return;
  const completed = random.bool(0.7);
  await db
    .insert(userProgress)
    .values({ userId, chapterId, completed })
    .onConflictDoUpdate({ target: [userProgress.userId, userProgress.chapterId], set: { completed } });
}

async function deleteOne(
  random: Random,
  table: typeof quizQuestions | typeof quizCategories | typeof videos | typeof videoSections | typeof chapters | typeof courses,
) {
  const id = random.pick(await ids(table));
  if (id) await db.delete(table).where(eq(table.id, id));
}

const STEPS: [weight: number, name: string, step: (random: Random) => Promise<unknown>][] = [
  [14, 'answer', (r) => answer(r, false)],
  [4, 'answers in one statement', (r) => answer(r, true)],
  [6, 'video done or undone', markVideo],
  [5, 'chapter done or undone', markChapter],
  [4, 'question added', addQuestion],
  [2, 'category added', addCategory],
  [3, 'video added', addVideo],
  [2, 'chapter added', addChapter],
  [2, 'user added', addUser],
  [2, 'question deleted', (r) => deleteOne(r, quizQuestions)],
  [1, 'category deleted with its questions', (r) => deleteOne(r, quizCategories)],
  [2, 'video deleted', (r) => deleteOne(r, videos)],
  [1, 'section deleted with its videos', (r) => deleteOne(r, videoSections)],
  [1, 'chapter deleted', (r) => deleteOne(r, chapters)],
  [1, 'course deleted with its chapters', (r) => deleteOne(r, courses)],
  [
    1,
    'user deleted',
    async (r) => {
      const id = r.pick(await userIds());
      if (id) await db.delete(user).where(eq(user.id, id));
    },
  ],
  [
    3,
    'category types changed',
    async (r) => {
      const id = r.pick(await ids(quizCategories));
      if (id) await db.update(quizCategories).set({ mpuTypes: r.types() }).where(eq(quizCategories.id, id));
    },
  ],
  [
    2,
    'question moved to another category',
    async (r) => {
      const [id, categoryId] = [r.pick(await ids(quizQuestions)), r.pick(await ids(quizCategories))];
      if (id && categoryId) await db.update(quizQuestions).set({ categoryId }).where(eq(quizQuestions.id, id));
    },
  ],
  [
    2,
    'video types changed',
    async (r) => {
      const id = r.pick(await ids(videos));
      if (id) await db.update(videos).set({ mpuTypes: r.types() }).where(eq(videos.id, id));
    },
  ],
  [
    2,
    'reasons changed',
    async (r) => {
      const id = r.pick(await userIds());
      if (id) await db.update(profiles).set({ mpuReasons: r.types() }).where(eq(profiles.id, id));
    },
  ],
  [
    1,
    'role changed',
    async (r) => {
      const id = r.pick(await userIds());
      if (id)
        await db
          .update(profiles)
          .set({ role: sql`case when role = 'admin' then 'user'::user_role else 'admin'::user_role end` })
          .where(eq(profiles.id, id));
    },
  ],
];
const TOTAL_WEIGHT = STEPS.reduce((sum, [weight]) => sum + weight, 0);

function pickStep(random: Random) {
  let roll = random.int(TOTAL_WEIGHT);
  for (const step of STEPS) {
    if (roll < step[0]) return step;
    roll -= step[0];
  }
  throw new Error('unreachable');
}

/** What the overview shows every user, next to the figures aggregated from the history. */
async function overviewsAndAggregates() {
  const rows = await db
    .select({ userId: profiles.id, role: profiles.role, mpuReasons: profiles.mpuReasons, mpuReason: profiles.mpuReason })
    .from(profiles);
  const shown = [];
  const aggregated = [];
  for (const row of rows) {
    // no permission rows: every page a learner may have is open, as the aggregate assumes
    const viewer = { ...row, role: row.role as Role, permissions: {} } as Viewer;
    shown.push({ user: row.userId, ...(await getProgressCounts({ db, viewer, language: 'de' })) });
    aggregated.push({ user: row.userId, ...(await aggregateProgressCounts(db, row.userId, contentScopeOf(viewer))) });
  }
  return { shown, aggregated };
}

async function resetWorld(random: Random) {
  await db.delete(user).where(sql`${user.id} like 'prop-%'`);
  await db.delete(quizCategories);
  await db.delete(videoSections);
  await db.delete(courses);
  for (let i = 0; i < 5; i++) await addUser(random);
  for (let i = 0; i < 3; i++) await addCategory(random);
  for (let i = 0; i < 8; i++) await addQuestion(random);
  for (let i = 0; i < 4; i++) await addVideo(random);
  for (let i = 0; i < 3; i++) await addChapter(random);
}

describe('progress counters kept on write', () => {
  const kindsDone = new Set<string>();

  it.each([20261123, 7, 424242])('match the aggregate after every write of a random sequence (seed %i)', async (seed) => {
    const random = generator(seed);
    await resetWorld(random);
    const done: string[] = [];
    for (let i = 0; i < 60; i++) {
      const [, name, step] = pickStep(random);
      await step(random);
      done.push(name);
      kindsDone.add(name);
      const { shown, aggregated } = await overviewsAndAggregates();
      expect(shown, `seed ${seed}, after: ${done.join(' → ')}`).toEqual(aggregated);
    }
    expect((await recountProgress(db)).differences).toEqual([]);
  });

  it('the sequences above made every kind of write', () => {
    expect([...kindsDone].sort()).toEqual(STEPS.map(([, name]) => name).sort());
  });

  it('the recount reports and repairs a counter changed behind the triggers’ back', async () => {
    const random = generator(99);
    await resetWorld(random);
    const [learner] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.role, 'user')).limit(1);
    const [question] = await db.select({ id: quizQuestions.id }).from(quizQuestions).limit(1);
    await db.insert(quizUserAttempts).values([
      { userId: learner!.id, questionId: question!.id, isCorrect: false },
      { userId: learner!.id, questionId: question!.id, isCorrect: true },
    ]);
    await db.execute(sql`update learner_progress set attempts = 7 where user_id = ${learner!.id}`);
    const report = await recountProgress(db);
    expect(report.differences).toEqual([{ userId: learner!.id, field: 'attempts', stored: 7, recounted: 2 }]);
    expect((await recountProgress(db)).differences).toEqual([]);
  });

  it('answers and content changes at the same time leave no counter wrong', async () => {
    const random = generator(5);
    await resetWorld(random);
    const learners = (await db.select({ id: profiles.id }).from(profiles)).map((row) => row.id);
    const [category] = await db
      .insert(quizCategories)
      .values({ name: 'Gleichzeitig', mpuTypes: ['alcohol'] })
      .returning();
    const questionRows = await db
      .insert(quizQuestions)
      .values([1, 2, 3, 4].map((i) => ({ categoryId: category!.id, question: `Gleichzeitig ${i}`, options: ['a'], correctAnswers: ['a'] })))
      .returning({ id: quizQuestions.id });
    const questionIds = questionRows.map((row) => row.id);
    const [video] = await db.select({ id: videos.id }).from(videos).limit(1);
    // the same learner answers one question right twenty times at once: it counts once
    await Promise.all(
      Array.from({ length: 20 }, () =>
        db.insert(quizUserAttempts).values({ userId: learners[0]!, questionId: questionIds[0]!, isCorrect: true }),
      ),
    );
    const [first] = await db
      .execute(sql`select questions_right[2] as right, attempts from learner_progress where user_id = ${learners[0]!}`)
      .then((r) => r.rows);
    expect(first).toEqual({ right: 1, attempts: 20 });
    // answers, video marks, a change of the category's types, a moved and a deleted question at once
    const results = await Promise.allSettled([
      ...learners.flatMap((userId) =>
        questionIds.map((questionId) => db.insert(quizUserAttempts).values({ userId, questionId, isCorrect: true })),
      ),
      ...learners.map((userId) =>
        db
          .insert(videoProgress)
          .values({ userId, videoId: video!.id, completed: true })
          .onConflictDoUpdate({
            target: [videoProgress.userId, videoProgress.videoId],
            set: { completed: true },
          }),
      ),
      db
        .update(quizCategories)
        .set({ mpuTypes: ['drugs', 'points'] })
        .where(eq(quizCategories.id, category!.id)),
      db
        .update(videos)
        .set({ mpuTypes: ['criminal'] })
        .where(eq(videos.id, video!.id)),
      db.delete(quizQuestions).where(inArray(quizQuestions.id, [questionIds[3]!])),
    ]);
    // only an answer to the deleted question may fail (its foreign key, as through the API)
    for (const result of results) {
      if (result.status === 'rejected')
        expect(String((result.reason as { cause?: unknown }).cause ?? result.reason)).toMatch(/foreign key/);
    }
    expect((await recountProgress(db)).differences).toEqual([]);
    const { shown, aggregated } = await overviewsAndAggregates();
    expect(shown).toEqual(aggregated);
  });
});

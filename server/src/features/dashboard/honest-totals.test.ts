// Issue 35, counts must be honest: for random content (videos of mixed reasons, languages and sources,
// playable or not, one still uploading; quiz categories with and without MPU types; courses with
// chapters) and learners with random reasons, open or closed pages and progress, in each interface
// language, the overview's "X von Y" are what the video library, the quiz and the courses show that
// learner, the statistics count the same totals, and the integration API reports the overview's
// readiness (docs/decisions/075-honest-totals.md). Each seed rebuilds the same world, so a failure
// can be rerun.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@common/domain';
import type { Dashboard } from '@common/schemas/dashboard';
import type { CourseList } from '@common/schemas/courses';
import type { QuizQuestionList } from '@common/schemas/quiz';
import type { Statistics } from '@common/schemas/statistics';
import type { VideoLibrary } from '@common/schemas/videos';
import {
  chapters,
  courses,
  profiles,
  quizCategories,
  quizQuestions,
  quizUserAttempts,
  userProgress,
  videoProgress,
  videoSections,
  videos,
} from '../../db/schema';
import { setPagePermissions, signInAdmin, signUpVerified } from '../../test/factories';
import { seededRandom } from '../../test/seeded-random';
import { startTestPlatform, TEST_APP_URL, type TestPlatform } from '../../test/test-app';

function generator(seed: number) {
  const random = seededRandom(seed);
  return {
    ...random,
    pick: <T>(items: readonly T[]): T => items[random.int(items.length)]!,
  };
}
type Random = ReturnType<typeof generator>;

/** Where a video plays from: the player's providers and an uploaded file can play, the rest cannot. */
const SOURCES = [
  { kind: 'YouTube', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', file: false },
  { kind: 'Vimeo', url: 'https://vimeo.com/76979871', file: false },
  { kind: 'Drive id', url: '1AbCdEfGhIjKlMnOpQrStUvWxYz012345', file: false },
  { kind: 'own file', url: '', file: true },
  { kind: 'other site', url: 'https://example.org/videos/mpu-ablauf', file: false },
  { kind: 'no web address', url: 'javascript:alert(1)', file: false },
  { kind: 'upload not finished', url: '', file: false },
] as const;
/** A world's video languages: mostly German, as in a real library; sometimes none in German at all. */
const LANGUAGE_MIXES = [
  ['de', 'de', 'de', 'en', 'tr'],
  ['de', 'en'],
  ['en', 'tr'],
] as const;

let platform: TestPlatform;
let apiKey: string;
type Viewer = { client: ReturnType<TestPlatform['client']>; userId: string; isAdmin: boolean };
const viewers: Viewer[] = [];

beforeAll(async () => {
  platform = await startTestPlatform();
  const admin = await signInAdmin(platform);
  apiKey = (await admin.client.json<{ key: string }>('POST', '/api/admin/api-keys', { name: 'CRM' })).body.key;
  for (let i = 0; i < 3; i++) viewers.push({ ...(await signUpVerified(platform)), isAdmin: false });
  viewers.push({ ...admin, isAdmin: true });
});
afterAll(() => platform.close());

let serial = 0;

/** A new world: the content and each viewer's reasons and progress, all drawn from `random`. */
async function buildWorld(random: Random, seen: Set<string>) {
  const { db } = platform;
  await db.delete(quizCategories);
  await db.delete(videoSections);
  await db.delete(courses);

  const sections = await db
    .insert(videoSections)
    .values(Array.from({ length: 1 + random.int(3) }, (_, i) => ({ title: `Abschnitt ${++serial}`, order: i + 1 })))
    .returning({ id: videoSections.id });
  const videoCount = random.int(10);
  const languages = random.pick(LANGUAGE_MIXES);
  const videoIds: string[] = [];
  for (let i = 0; i < videoCount; i++) {
    const source = random.pick(SOURCES);
    const language = random.pick(languages);
    const mpuTypes = random.bool(0.1) ? [] : random.types();
    seen.add(`video: ${source.kind}`);
    const [row] = await db
      .insert(videos)
      .values({
        sectionId: random.pick(sections).id,
        title: `Video ${++serial}`,
        url: source.url,
        order: i + 1,
        language,
        mpuTypes,
        ...(source.file ? { fileKey: `videos/${serial}/clip.webm`, fileType: 'video/webm', fileSize: 1024 } : {}),
      })
      .returning({ id: videos.id });
    videoIds.push(row!.id);
  }

  const questionIds: string[] = [];
  for (let c = random.int(4); c > 0; c--) {
    const mpuTypes = random.bool(0.25) ? [] : random.types();
    if (mpuTypes.length === 0) seen.add('quiz category without types');
    const [category] = await db
      .insert(quizCategories)
      .values({ name: `Kategorie ${++serial}`, mpuTypes })
      .returning({ id: quizCategories.id });
    for (let q = random.int(5); q > 0; q--) {
      const [question] = await db
        .insert(quizQuestions)
        .values({ categoryId: category!.id, question: `Frage ${++serial}`, options: ['ja', 'nein'], correctAnswers: ['ja'] })
        .returning({ id: quizQuestions.id });
      questionIds.push(question!.id);
    }
  }

  const chapterIds: string[] = [];
  for (let c = random.int(3); c > 0; c--) {
    const [course] = await db
      .insert(courses)
      .values({ title: `Kurs ${++serial}` })
      .returning({ id: courses.id });
    for (let order = 1 + random.int(3); order > 0; order--) {
      const [chapter] = await db
        .insert(chapters)
        .values({ courseId: course!.id, title: `Kapitel ${++serial}`, order })
        .returning({ id: chapters.id });
      chapterIds.push(chapter!.id);
    }
  }

  for (const viewer of viewers) {
    const reasons = random.types();
    if (!viewer.isAdmin && reasons.length === 0) seen.add('learner without reasons');
    await db.update(profiles).set({ mpuReasons: reasons, mpuReason: null }).where(eq(profiles.id, viewer.userId));
    // mostly open, as an admin grants them; a closed page's content counts for nothing
    const pages = { videos: random.bool(0.85), courses: random.bool(0.75) };
    if (!viewer.isAdmin && !pages.videos) seen.add('the library closed');
    if (!viewer.isAdmin && !pages.courses) seen.add('the quiz and the courses closed');
    await setPagePermissions(platform, viewer.userId, pages);
    // marks on any video: out of scope, in another language or unplayable ones too (marked before the
    // address changed), which must count for nothing
    for (const videoId of videoIds) {
      if (random.bool(0.5)) await db.insert(videoProgress).values({ userId: viewer.userId, videoId, completed: random.bool(0.8) });
    }
    const answers = Array.from({ length: questionIds.length === 0 ? 0 : random.int(8) }, () => {
      const isCorrect = random.bool(0.6);
      return { userId: viewer.userId, questionId: random.pick(questionIds), selectedAnswers: [isCorrect ? 'ja' : 'nein'], isCorrect };
    });
    if (answers.length > 0) await db.insert(quizUserAttempts).values(answers);
    for (const chapterId of chapterIds) {
      if (random.bool(0.4)) await db.insert(userProgress).values({ userId: viewer.userId, chapterId, completed: random.bool(0.8) });
    }
  }
}

/** The readiness the integration API reports per learner, every page read. */
async function integrationReadiness(): Promise<Map<string, number>> {
  const response = await platform.app.request(`${TEST_APP_URL}/api/integration/v1/learners?limit=100`, {
    headers: { authorization: `Bearer ${apiKey}` },
  });
  const page = (await response.json()) as { items: { id: string; readiness: number }[]; nextCursor: string | null };
  expect(page.nextCursor).toBeNull();
  return new Map(page.items.map((item) => [item.id, item.readiness]));
}

/** What the library, the quiz and the courses show the viewer, counted as the overview should count it. */
async function shownTo(viewer: Viewer) {
  const { client, userId } = viewer;
  // a closed page shows nothing: 403
  const shown = async <T>(path: string): Promise<T | null> => {
    const response = await client.json<T>('GET', path);
    expect([200, 403]).toContain(response.status);
    return response.status === 200 ? response.body : null;
  };
  const library = await shown<VideoLibrary>('/api/videos');
  const listed = library?.sections.flatMap((section) => section.videos) ?? [];
  const questions = (await shown<QuizQuestionList>('/api/quiz/questions?mode=all'))?.questions ?? [];
  const questionIds = questions.map((question) => question.id);
  const answeredRight =
    questionIds.length === 0
      ? []
      : await platform.db
          .selectDistinct({ id: quizUserAttempts.questionId })
          .from(quizUserAttempts)
          .where(
            sql`${quizUserAttempts.userId} = ${userId} and ${quizUserAttempts.isCorrect} and ${inArray(quizUserAttempts.questionId, questionIds)}`,
          );
  const courseList = (await shown<CourseList>('/api/courses'))?.courses ?? [];
  return {
    library,
    counts: {
      videosTotal: listed.filter((video) => video.isPlayable).length,
      videosCompleted: listed.filter((video) => video.isPlayable && video.completed).length,
      questionsTotal: questions.length,
      questionsCorrect: answeredRight.length,
      chaptersTotal: courseList.reduce((sum, course) => sum + course.chaptersTotal, 0),
      chaptersCompleted: courseList.reduce((sum, course) => sum + course.chaptersCompleted, 0),
    },
  };
}

describe('the overview counts what the learner is shown', () => {
  const seen = new Set<string>();

  it.each([1, 2, 3, 4, 5, 6, 7, 8])('in German, Turkish and English, for a random world (seed %i)', async (seed) => {
    const random = generator(seed);
    await buildWorld(random, seen);
    for (const language of LANGUAGES) {
      for (const viewer of viewers) {
        viewer.client.setLanguage(language);
        await platform.db.update(profiles).set({ language }).where(eq(profiles.id, viewer.userId));
      }
      const readiness = await integrationReadiness();
      for (const viewer of viewers) {
        const context = `seed ${seed}, ${language}, ${viewer.isAdmin ? 'admin' : `learner ${viewer.userId}`}`;
        const shown = await shownTo(viewer);
        const dashboard = (await viewer.client.json<Dashboard>('GET', '/api/dashboard')).body;
        expect(dashboard.counts, context).toMatchObject(shown.counts);

        if (shown.library) {
          // the library asked for the language explicitly, as the web app asks, shows the same
          const asked = (await viewer.client.json<VideoLibrary>('GET', `/api/videos?language=${language}`)).body;
          expect(asked, context).toEqual(shown.library);
          noteKinds(seen, language, shown.library, shown.counts);
        }

        const statistics = (await viewer.client.json<Statistics>('GET', '/api/statistics?days=30')).body;
        expect(statistics.totals, context).toEqual({
          videos: shown.counts.videosTotal,
          questions: shown.counts.questionsTotal,
          chapters: shown.counts.chaptersTotal,
        });
        expect(statistics.readinessPerDay.at(-1)?.readiness, context).toBe(dashboard.summary.readiness);

        if (viewer.isAdmin) expect(readiness.has(viewer.userId), context).toBe(false);
        else expect(readiness.get(viewer.userId), context).toBe(dashboard.summary.readiness);
      }
    }
  });

  it('the worlds above had every kind of case', () => {
    expect([...seen].sort()).toEqual(
      [
        ...SOURCES.map((source) => `video: ${source.kind}`),
        'quiz category without types',
        'learner without reasons',
        'the library closed',
        'the quiz and the courses closed',
        'German videos in a Turkish interface',
        'German videos in an English interface',
        'English videos in an English interface',
        'Turkish videos in a Turkish interface',
        'a video that cannot play listed, not counted',
        'a done mark that counts',
        'an empty library naming other languages',
        'questions answered right',
        'chapters completed',
      ].sort(),
    );
  });
});

function noteKinds(seen: Set<string>, language: Language, library: VideoLibrary, counts: Awaited<ReturnType<typeof shownTo>>['counts']) {
  const listed = library.sections.flatMap((section) => section.videos);
  if (listed.length > 0 && library.language !== language)
    seen.add(`German videos in ${language === 'tr' ? 'a Turkish' : 'an English'} interface`);
  if (listed.length > 0 && library.language === language && language !== 'de')
    seen.add(`${language === 'tr' ? 'Turkish' : 'English'} videos in ${language === 'tr' ? 'a Turkish' : 'an English'} interface`);
  if (listed.some((video) => !video.isPlayable)) seen.add('a video that cannot play listed, not counted');
  if (counts.videosCompleted > 0) seen.add('a done mark that counts');
  if (listed.length === 0 && library.otherLanguages.length > 0) seen.add('an empty library naming other languages');
  if (counts.questionsCorrect > 0) seen.add('questions answered right');
  if (counts.chaptersCompleted > 0) seen.add('chapters completed');
}

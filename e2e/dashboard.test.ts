// The overview (/dashboard): a new learner starts at 0 % with nothing lit; a learner with progress on
// the demo content (written by support/progress-fixture.ts) sees figures worked out by hand, and nothing of a busier learner.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import texts from '../web/src/features/dashboard/locales/de.json';
import {
  baseURL,
  createSignedInLearner,
  e2eServer,
  expectNoAxeViolations,
  launchBrowser,
  markTourSeen,
  newContext,
} from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const percent = (value: number) => new Intl.NumberFormat('de', { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
/** The rendered text on one line, with the no-break space of '42 %' as a plain space. */
const textOf = async (locator: Locator) => (await locator.innerText()).replace(/\s+/g, ' ').trim();
/** No-break spaces as spaces, soft hyphens (long German words in the path) removed. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ').replace(/\u00ad/g, '');

/** Every figure block of the overview, found the way a screen-reader user would find it. */
function overview(page: Page) {
  const tile = (title: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
  const recommendations = page.getByRole('region', { name: texts.recommendations.title });
  return {
    readiness: page.getByRole('region', { name: texts.readiness.title }),
    readinessBar: page.getByRole('progressbar', { name: texts.readiness.title }),
    tile,
    recommendation: (heading: string) =>
      recommendations
        .getByRole('heading', { level: 3, name: heading, exact: true })
        .locator('xpath=following-sibling::ul[1]')
        .getByRole('listitem'),
    statistics: page.getByRole('region', { name: texts.statistics.title }),
    pathSteps: page.getByRole('region', { name: texts.path.title }).getByRole('listitem'),
  };
}

it('a new learner sees 0 %, the beginner level, no statistics and no milestone reached', async () => {
  const context = await newContext(browser);
  await createSignedInLearner(context);
  const page = await context.newPage();

  // the skeleton is busy while the figures are on their way
  let releaseDashboard = () => {};
  const held = new Promise<void>((resolve) => (releaseDashboard = resolve));
  await page.route('**/api/dashboard', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/dashboard');
  await page.locator('[aria-busy="true"]').waitFor();
  releaseDashboard();

  const view = overview(page);
  await view.readiness.waitFor();
  await page.getByText('Willkommen', { exact: true }).waitFor();
  expect(await page.locator('[aria-busy="true"]').count()).toBe(0);
  expect(await textOf(view.readiness)).toContain(`${plain(percent(0))} Stufe: ${texts.levels.beginner}`);
  expect(await view.readinessBar.getAttribute('aria-valuenow')).toBe('0');

  expect(await textOf(view.tile('Videos abgeschlossen'))).toMatch(/0 von \d+/);
  expect(await textOf(view.tile('Richtige Antworten'))).toMatch(/0 von \d+/);
  expect(await textOf(view.tile('Analyse'))).toContain(texts.progress.analysis.empty);
  expect(await page.getByRole('heading', { name: 'Lernstatistik' }).count()).toBe(0);

  // default permissions: videos yes, courses (multiple choice) no
  expect(await page.getByRole('link', { name: texts.areas.videos.link }).getAttribute('href')).toBe('/dashboard/videos');
  expect(await page.getByRole('link', { name: texts.areas.quiz.link }).count()).toBe(0);
  expect(await textOf(view.tile('Multiple Choice'))).toContain(texts.areas.notAvailable);

  expect(await view.recommendation('Fokus').allTextContents()).toEqual([texts.recommendations.focus.balanced]);
  expect(await view.recommendation('Stärken').allTextContents()).toEqual([texts.recommendations.strengths.gettingStarted]);
  expect(await view.recommendation('Zeitplan').allTextContents()).toEqual(['Planen Sie mindestens 8 Wochen gezielte Vorbereitung ein.']);
  expect(await view.recommendation('Nächste Schritte').allTextContents()).toEqual([
    texts.recommendations.nextSteps.morePractice,
    texts.recommendations.nextSteps.watchVideos,
  ]);

  const steps = (await view.pathSteps.allTextContents()).map(plain);
  expect(steps).toHaveLength(5);
  for (const [index, name] of [
    'Video-Grundlagen',
    'Multiple-Choice-Übungen',
    'Praxisvorbereitung',
    'Prüfungssimulation',
    'MPU-bereit',
  ].entries()) {
    expect(steps[index]).toContain(`Schritt ${index + 1}: ${name}`);
    expect(steps[index]).toMatch(/noch offen$/);
  }
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await view.readiness.waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await context.close();
});

it('shows an error with a retry when the figures cannot be loaded', async () => {
  const context = await newContext(browser);
  await createSignedInLearner(context);
  const page = await context.newPage();
  await page.route('**/api/dashboard', (route) => route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'boom' } } }));
  await page.goto('/dashboard');
  const retry = page.getByRole('button', { name: texts.loadError.retry });
  await retry.waitFor();
  expect(await textOf(page.getByRole('alert'))).toContain(texts.loadError.message);
  await expectNoAxeViolations(page);

  await page.unroute('**/api/dashboard');
  await retry.click();
  await overview(page).readiness.waitFor();
  await context.close();
});

/**
 * Worked out by hand from support/progress-fixture.ts (alcohol scope of the demo content: 7 videos,
 * 84 questions (42 alcohol, 42 for every reason), 9 chapters). The busy learner in the same fixture has done
 * everything; none of it counts.
 *   videos     4 of 7 completed               → 400/7  = 57.142857… %  (shown 57 %)
 *   questions  15 of 84 answered right       → 1500/84 = 17.857142… %
 *   chapters   1 of 9 completed               → 100/9  = 11.111111… %
 *   readiness  0.3·11.111111 + 0.4·17.857143 + 0.3·57.142857 = 3.333333 + 7.142857 + 17.142857 = 27.62 → 28 → beginner (< 40)
 *   attempts   15 right + 1 repeat + 1 out of scope = 17 right, 5 wrong = 22 → error rate 5/22 = 22.7 % → yellow (20–40)
 *   focus      questions 17.9 < videos 57.1 − 20 → exercises; readiness 28 < 50 → balanced
 *   strengths  none fires (error rate ≥ 20, no share > 80, |57.1 − 17.9| > 15) → getting started
 *   next steps none fires (readiness < 85, error rate 22.7 ≤ 30, 22 attempts ≥ 20, videos ≥ 50) → keep practising
 *   path       videos ≥ 25 ✓, questions 17.9 < 25 ✗, practice needs both ≥ 50 ✗, chapters ≥ 75 ✗, readiness ≥ 80 ✗
 */
const EXPECTED = {
  counts: {
    videosTotal: 7,
    videosCompleted: 4,
    questionsTotal: 84,
    questionsCorrect: 15,
    chaptersTotal: 9,
    chaptersCompleted: 1,
    attempts: 22,
    incorrectAttempts: 5,
  },
  summary: {
    videoShare: expect.closeTo(57.142857, 5),
    quizShare: expect.closeTo(17.857143, 5),
    chapterShare: expect.closeTo(11.111111, 5),
    readiness: 28,
    level: 'beginner',
    errorRate: expect.closeTo(22.727273, 5),
    errorRateColour: 'yellow',
  },
  recommendations: {
    focus: ['focus.exercises', 'focus.balanced'],
    strengths: ['strengths.gettingStarted'],
    schedule: 'schedule.beginner',
    nextSteps: ['nextSteps.keepPracticing'],
  },
  milestones: { videoBasics: true, multipleChoice: false, practice: false, examSimulation: false, mpuReady: false },
};

it('a learner with progress sees the figures worked out by hand, none of another learner’s', async () => {
  const learner = e2eServer().progressLearner;
  const context = await newContext(browser);
  const signIn = await context.request.post('/api/auth/sign-in/email', {
    data: { email: learner.email, password: learner.password },
    headers: { origin: baseURL() },
  });
  expect(signIn.status()).toBe(200);
  // signed in without the helpers, so the onboarding tour is still due
  await markTourSeen(context);
  // the server's figures before the screen is checked
  expect(await (await context.request.get('/api/dashboard')).json()).toEqual(EXPECTED);

  const page = await context.newPage();
  await page.goto('/dashboard');
  const view = overview(page);
  await view.readiness.waitFor();

  expect(await textOf(view.readiness)).toContain(`28 % Stufe: ${texts.levels.beginner}`);
  expect(await view.readinessBar.getAttribute('aria-valuenow')).toBe('28');
  expect(await textOf(view.tile('MPU-Score'))).toContain('28 %');
  expect(await textOf(view.tile('Videokurse'))).toContain('57 % abgeschlossen');
  expect(await textOf(view.tile('Videos abgeschlossen'))).toContain('4 von 7');
  expect(await textOf(view.tile('Richtige Antworten'))).toContain('15 von 84');
  expect(await textOf(view.tile('Analyse'))).toContain(`Fehlerquote 23 % ${texts.errorRate.yellow}`);

  const figure = async (label: string) =>
    textOf(view.statistics.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]'));
  expect(await figure('Bearbeitete Fragen')).toBe('22');
  expect(await figure('Richtig')).toBe('17');
  expect(await figure('Fehler')).toBe('5');
  expect(await figure('Fehlerquote')).toBe(`23 % ${texts.errorRate.yellow}`);

  expect(await view.recommendation('Fokus').allTextContents()).toEqual([
    texts.recommendations.focus.exercises,
    texts.recommendations.focus.balanced,
  ]);
  expect(await view.recommendation('Stärken').allTextContents()).toEqual([texts.recommendations.strengths.gettingStarted]);
  expect(await view.recommendation('Zeitplan').allTextContents()).toEqual([texts.recommendations.schedule.beginner]);
  expect(await view.recommendation('Nächste Schritte').allTextContents()).toEqual([texts.recommendations.nextSteps.keepPracticing]);

  const steps = await view.pathSteps.allTextContents();
  // the fixture lights the first step (videos) and leaves the other four open
  expect(steps.map((text) => text.endsWith('erreicht'))).toEqual([true, false, false, false, false]);

  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await context.close();
});

// The courses as a learner uses them: the list with the progress per course, a course opened at its
// first chapter, a chapter quiz answered wrong (the right option is named, the question stays locked,
// also after a reload), 'Kapitel abschließen' moving the card and the dashboard, the not-found page
// and the course on a phone. axe on every screen. The demo course's chapters are read from the page
// and the API, so the journey holds whatever the starter content contains.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CourseDetail } from '../common/src/schemas/courses';
import { baseURL, createSignedInLearner, expectNoAxeViolations, grantCourses, launchBrowser, newContext } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

/** A signed-in learner (reason alcohol) with the page 'courses'. */
async function courseLearner(context: BrowserContext) {
  const { email } = await createSignedInLearner(context, 'alcohol');
  await grantCourses(browser, email);
}

const PROGRESS = /(\d+) von (\d+) Kapiteln? abgeschlossen/;

/** The figures 'X von Y Kapiteln abgeschlossen' of a course card. */
async function figuresOf(card: ReturnType<Page['getByRole']>) {
  const match = PROGRESS.exec(await card.innerText());
  if (!match) throw new Error(`no chapter figures on the card: ${await card.innerText()}`);
  return { done: Number(match[1]), total: Number(match[2]) };
}

/** A text as a literal inside a regular expression. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const readiness = (page: Page) => page.getByRole('progressbar', { name: 'MPU-Bereitschaft' }).getAttribute('aria-valuenow');

it('a learner opens a course, answers a chapter question wrong, completes the chapter and sees the card and the dashboard move', async () => {
  const context = await newContext(browser);
  await courseLearner(context);
  const page = await context.newPage();

  // a new learner: nothing done, readiness 0
  await page.goto('/dashboard');
  await expect.poll(() => readiness(page)).toBe('0');

  await page.goto('/dashboard/courses');
  await page.getByRole('heading', { level: 2, name: 'Kurse', exact: true }).waitFor();
  const cards = page.getByRole('article');
  await cards.first().waitFor();
  await expectNoAxeViolations(page);

  // every chapter of every course counts for the dashboard's chapter share
  let chaptersInAllCourses = 0;
  for (const card of await cards.all()) if (PROGRESS.test(await card.innerText())) chaptersInAllCourses += (await figuresOf(card)).total;
  const card = cards.filter({ has: page.getByRole('link', { name: 'Kurs starten' }) }).first();
  const courseTitle = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
  const before = await figuresOf(card);
  expect(before.done).toBe(0);
  expect(await card.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');

  await card.getByRole('link', { name: 'Kurs starten' }).click();
  await page.getByRole('heading', { level: 1, name: courseTitle }).waitFor();
  const courseId = /\/dashboard\/courses\/([0-9a-f-]+)#chapter-/.exec(page.url())?.[1];
  expect(courseId).toBeTruthy();
  // the course as the server sends it to this learner: no correct answer before an answer
  const course = (await (await context.request.get(`/api/courses/${courseId}`)).json()) as CourseDetail;
  expect(JSON.stringify(course)).not.toContain('correctAnswer');
  // opened at the first chapter: its heading has the focus
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(course.chapters[0]!.title);
  await expectNoAxeViolations(page);

  // the first chapter with a quiz; another learner's answer tells which option is right
  const chapter = course.chapters.find((candidate) => candidate.quizzes.length > 0)!;
  const question = chapter.quizzes[0]!;
  const other = await newContext(browser);
  await courseLearner(other);
  const reveal = await other.request.post(`/api/courses/quizzes/${question.id}/answer`, {
    data: { answer: question.options[0] },
    headers: { origin: baseURL() },
  });
  const { correctAnswer } = (await reveal.json()) as { correctAnswer: string };
  await other.close();
  const wrong = question.options.find((option) => option !== correctAnswer)!;

  const section = page.locator(`section#chapter-${chapter.id}`);
  await section.getByRole('heading', { level: 3, name: 'Überprüfen Sie Ihr Wissen' }).waitFor();
  const group = section.getByRole('group').first();
  await group.getByRole('radio', { name: wrong, exact: true }).check();
  await section.getByRole('button', { name: 'Antwort prüfen' }).first().click();
  await section.getByText(`Leider falsch. Richtige Antwort: ${correctAnswer}`).waitFor();
  // locked: every option disabled, the right one marked in words
  const radios = await group.getByRole('radio').all();
  expect(radios).toHaveLength(question.options.length);
  for (const radio of radios) expect(await radio.isDisabled()).toBe(true);
  expect(await group.locator('label', { hasText: 'Richtige Antwort' }).innerText()).toContain(correctAnswer);
  expect(await group.locator('label', { hasText: 'Ihre Auswahl – nicht richtig' }).innerText()).toContain(wrong);
  await expectNoAxeViolations(page);

  // after a reload the lock comes from the server
  await page.reload();
  await section.getByText(`Leider falsch. Richtige Antwort: ${correctAnswer}`).waitFor();
  for (const radio of await group.getByRole('radio').all()) expect(await radio.isDisabled()).toBe(true);
  expect(await group.getByRole('radio', { checked: true }).count()).toBe(1);

  await section.getByRole('button', { name: 'Kapitel abschließen' }).click();
  await section.getByRole('button', { name: 'Als nicht abgeschlossen markieren' }).waitFor();
  await section.getByText('Abgeschlossen', { exact: true }).waitFor();
  await page
    .getByRole('navigation', { name: 'Kapitelübersicht' })
    .getByRole('link', { name: new RegExp(`${literal(chapter.title)}.*abgeschlossen`) })
    .waitFor();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Zurück zur Kursübersicht' }).click();
  const sameCard = page.getByRole('article', { name: courseTitle });
  await expect.poll(async () => (await figuresOf(sameCard)).done).toBe(1);
  expect((await figuresOf(sameCard)).total).toBe(before.total);

  // readiness = 30 % of the chapter share (no videos, no exam questions yet): 1 of all chapters
  await page.goto('/dashboard');
  await expect.poll(() => readiness(page)).toBe(String(Math.round((0.3 * 100) / chaptersInAllCourses)));
  await context.close();
});

it("an unknown course says 'Kurs nicht gefunden' and leads back to the overview", async () => {
  const context = await newContext(browser);
  await courseLearner(context);
  const page = await context.newPage();
  for (const id of [NO_SUCH_ID, 'kein-kurs']) {
    await page.goto(`/dashboard/courses/${id}`);
    await page.getByRole('heading', { level: 1, name: 'Kurs nicht gefunden' }).waitFor();
  }
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Zurück zur Kursübersicht' }).click();
  await page.getByRole('heading', { level: 2, name: 'Kurse', exact: true }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/dashboard/courses');
  await context.close();
});

it('on a phone (390 px) the course reads without sideways scrolling', async () => {
  const context = await newContext(browser, { width: 390, height: 844 });
  await courseLearner(context);
  const page = await context.newPage();
  await page.goto('/dashboard/courses');
  const card = page.getByRole('article').first();
  await card.getByRole('link').click();
  await page.getByRole('heading', { level: 3, name: 'Überprüfen Sie Ihr Wissen' }).first().waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  await context.close();
});

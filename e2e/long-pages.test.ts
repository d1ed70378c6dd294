// Long pages a person can use (issue 36): a course shows one chapter at a time on a 390 px phone,
// 'Weiter' moves on, a reload and a second device reopen the chapter the learner left off at; the
// glossary's letter bar stays on screen to the bottom of the list; 'Nach oben' brings the header
// back on a phone with the focus at the top of the page. axe on every screen.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CourseDetail, CourseList } from '../common/src/schemas/courses';
import {
  baseURL,
  createSignedInLearner,
  expectNoAxeViolations,
  grantCourses,
  isOnScreen,
  launchBrowser,
  newContext,
} from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const PHONE = { width: 390, height: 844 };
/** The whole course on one page measured 38,544 px on this phone; one chapter is a fraction of it. */
const MAX_CHAPTER_PAGE_HEIGHT = 8000;

/** A text as a literal inside a regular expression. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Text of the focused element. */
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim());
const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);
const scrollToBottom = (page: Page) => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

/** The starter course with its chapters, as the server sends it to this learner. */
async function firstCourse(context: BrowserContext): Promise<CourseDetail> {
  const list = (await (await context.request.get('/api/courses')).json()) as CourseList;
  const summary = list.courses.find((course) => course.chaptersTotal >= 3)!;
  return (await (await context.request.get(`/api/courses/${summary.id}`)).json()) as CourseDetail;
}

it('a course on a phone: one chapter at a time, Weiter to chapter 3, a reload and a second device reopen chapter 3', async () => {
  const context = await newContext(browser, PHONE);
  const { email, password } = await createSignedInLearner(context, 'alcohol');
  await grantCourses(browser, email);
  const course = await firstCourse(context);
  const [first, second, third] = course.chapters;
  const page = await context.newPage();

  // the spec's course address opens the first chapter under its own address
  await page.goto(`/dashboard/courses/${course.id}`);
  await page.waitForURL(`**/dashboard/courses/${course.id}/chapters/${first!.id}`);
  await page.getByRole('heading', { level: 2, name: first!.title }).waitFor();
  await expect.poll(() => focusedText(page)).toBe(first!.title);
  // only this chapter's quiz is on the page
  expect(await page.getByRole('heading', { level: 3, name: 'Überprüfen Sie Ihr Wissen' }).count()).toBe(1);
  expect(await page.getByRole('heading', { level: 2, name: second!.title }).count()).toBe(0);
  expect(await pageHeight(page)).toBeLessThan(MAX_CHAPTER_PAGE_HEIGHT);
  await expectNoAxeViolations(page);

  // the table of contents is folded on a phone; open, it lists every chapter
  const contents = page.getByRole('navigation', { name: 'Kapitelübersicht' });
  const toggle = contents.getByRole('button', { name: /Kapitelübersicht/ });
  expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  expect(await contents.getByRole('link').first().isVisible()).toBe(false);
  await toggle.click();
  expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  expect(await contents.getByRole('link').count()).toBe(course.chapters.length);
  expect(await contents.getByRole('link', { name: new RegExp(literal(first!.title)) }).getAttribute('aria-current')).toBe('page');
  await expectNoAxeViolations(page);
  await toggle.click();

  // 'Weiter' at the chapter's end, twice: the focus and the view follow to the new heading
  for (const next of [second!, third!]) {
    await scrollToBottom(page);
    await page.getByRole('link', { name: `Weiter: ${next.title}` }).click();
    await page.waitForURL(`**/chapters/${next.id}`);
    const heading = page.getByRole('heading', { level: 2, name: next.title });
    await heading.waitFor();
    await expect.poll(() => focusedText(page)).toBe(next.title);
    await expect.poll(() => isOnScreen(heading)).toBe(true);
  }
  expect(await pageHeight(page)).toBeLessThan(MAX_CHAPTER_PAGE_HEIGHT);
  await expect
    .poll(async () => ((await (await context.request.get(`/api/courses/${course.id}`)).json()) as CourseDetail).lastChapterId)
    .toBe(third!.id);
  await expectNoAxeViolations(page);

  await page.reload();
  await page.getByRole('heading', { level: 2, name: third!.title }).waitFor();
  expect(new URL(page.url()).pathname).toBe(`/dashboard/courses/${course.id}/chapters/${third!.id}`);

  // a second device of the same learner opens the course where the first one left off
  const phoneTwo = await newContext(browser, PHONE);
  const signIn = await phoneTwo.request.post('/api/auth/sign-in/email', { data: { email, password }, headers: { origin: baseURL() } });
  expect(signIn.status()).toBe(200);
  const other = await phoneTwo.newPage();
  await other.goto('/dashboard/courses');
  await other.getByRole('article', { name: course.title }).getByRole('link', { name: 'Kurs starten' }).click();
  await other.waitForURL(`**/dashboard/courses/${course.id}/chapters/${third!.id}`);
  await other.getByRole('heading', { level: 2, name: third!.title }).waitFor();
  await expect.poll(() => focusedText(other)).toBe(third!.title);
  await phoneTwo.close();

  // 'Zurück' goes one chapter back
  await scrollToBottom(page);
  await page.getByRole('link', { name: `Zurück: ${second!.title}` }).click();
  await page.waitForURL(`**/chapters/${second!.id}`);
  await expect.poll(() => focusedText(page)).toBe(second!.title);
  await context.close();
});

it("on a phone 'Nach oben' appears once the page is scrolled and brings the header and its menu back, with the focus at the top", async () => {
  const context = await newContext(browser, PHONE);
  const { email } = await createSignedInLearner(context, 'alcohol');
  await grantCourses(browser, email);
  const course = await firstCourse(context);
  const page = await context.newPage();
  await page.goto(`/dashboard/courses/${course.id}`);
  await page.getByRole('heading', { level: 2, name: course.chapters[0]!.title }).waitFor();
  // the address names the chapter and its heading has the focus (which scrolls it into view): only then scroll away
  await page.waitForURL(/\/chapters\//);
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H2');

  const backToTop = page.getByRole('button', { name: 'Nach oben' });
  const menuButton = page.getByRole('button', { name: 'Menü öffnen' });
  expect(await backToTop.count()).toBe(0);
  await scrollToBottom(page);
  await backToTop.waitFor();
  expect(await isOnScreen(backToTop)).toBe(true);
  expect(await isOnScreen(menuButton)).toBe(false);
  // top right, clear of anything that sticks to the bottom of the screen
  const box = (await backToTop.boundingBox())!;
  expect(box.y).toBeLessThan(PHONE.height / 4);
  expect(box.x).toBeGreaterThan(PHONE.width / 2);
  expect(box.width).toBeGreaterThanOrEqual(44);
  await expectNoAxeViolations(page);

  // by keyboard as by touch: the focus goes to the top of the page, Tab continues with the header
  await backToTop.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('skip-link');
  await page.getByRole('link', { name: 'Zum Inhalt springen' }).waitFor();
  await backToTop.waitFor({ state: 'detached' });
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Menü öffnen');
  expect(await isOnScreen(menuButton)).toBe(true);
  await menuButton.click();
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'MPU-Lexikon' }).waitFor();
  await context.close();
});

it("the glossary's letter bar stays on screen to the bottom of the list, clear of 'Nach oben', and a letter brings its group below it", async () => {
  const context = await newContext(browser, PHONE);
  await createSignedInLearner(context, 'alcohol');
  const page = await context.newPage();
  await page.goto('/dashboard/lexicon');
  await page.getByRole('heading', { level: 2, name: 'U', exact: true }).waitFor();
  const bar = page.getByRole('navigation', { name: 'Begriffe nach Anfangsbuchstabe' });

  await scrollToBottom(page);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
  const backToTop = page.getByRole('button', { name: 'Nach oben' });
  await backToTop.waitFor();
  expect(await isOnScreen(bar)).toBe(true);
  const barBox = (await bar.boundingBox())!;
  expect(barBox.y).toBeLessThan(5);
  // the letters scroll sideways in one row and end left of the button
  const lettersBox = (await bar.getByRole('list').boundingBox())!;
  expect(lettersBox.height).toBeLessThan(60);
  expect(lettersBox.x + lettersBox.width).toBeLessThanOrEqual((await backToTop.boundingBox())!.x);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);

  // from the bottom, a letter near the start: its heading takes the focus, below the bar, not under it
  await bar.getByRole('link', { name: 'Zu Buchstabe B' }).click();
  const heading = page.getByRole('heading', { level: 2, name: 'B', exact: true });
  await expect.poll(() => focusedText(page)).toBe('B');
  await expect.poll(async () => (await heading.boundingBox())!.y).toBeGreaterThanOrEqual((await bar.boundingBox())!.y + barBox.height);
  expect(await isOnScreen(heading)).toBe(true);
  expect(await isOnScreen(bar)).toBe(true);
  await context.close();
});

it('on a wide screen the table of contents stays beside the chapter while reading', async () => {
  const context = await newContext(browser);
  const { email } = await createSignedInLearner(context, 'alcohol');
  await grantCourses(browser, email);
  const course = await firstCourse(context);
  const page = await context.newPage();
  await page.goto(`/dashboard/courses/${course.id}/chapters/${course.chapters[1]!.id}`);
  await page.getByRole('heading', { level: 2, name: course.chapters[1]!.title }).waitFor();
  const contents = page.getByRole('navigation', { name: 'Kapitelübersicht' });
  // no fold on a wide screen: every chapter is listed
  expect(await contents.getByRole('button').isVisible()).toBe(false);
  expect(await contents.getByRole('link').count()).toBe(course.chapters.length);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  expect(await contents.getByRole('link', { name: new RegExp(literal(course.chapters[1]!.title)) }).isVisible()).toBe(true);
  expect(await isOnScreen(contents.getByRole('link').first())).toBe(true);
  expect((await contents.boundingBox())!.y).toBeLessThan(40);
  await expectNoAxeViolations(page);
  await context.close();
});

// The statistics page (/dashboard/statistics): a new learner reaches it from the menu and sees the
// empty state; after answering questions the overview's "Statistik ansehen" leads there and the
// tables show today's answers. axe with the charts and with every table; nothing wider than a phone.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import texts from '../web/src/features/statistics/locales/de.json';
import { baseURL, createSignedInLearner, expectNoAxeViolations, grantCourses, launchBrowser, newContext } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/**
 * Answers `count` questions of a random round as the learner of `context`, the first option each time
 * (the quiz screens have their own journey in exam-quiz.test.ts); how many were right.
 */
async function answerQuestions(context: BrowserContext, count: number) {
  const round = await context.request.get('/api/quiz/questions?mode=random');
  expect(round.status()).toBe(200);
  const { questions } = (await round.json()) as { questions: { id: string; options: string[] }[] };
  let right = 0;
  for (const question of questions.slice(0, count)) {
    const response = await context.request.post(`/api/quiz/questions/${question.id}/answer`, {
      data: { selected: [question.options[0]] },
      headers: { origin: baseURL() },
    });
    expect(response.status()).toBe(200);
    if (((await response.json()) as { isCorrect: boolean }).isCorrect) right++;
  }
  return right;
}

/** Today in Germany as the tables write it ('25.11.2026'). */
const today = () =>
  new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());

const figure = (page: Page, title: string) => page.getByRole('figure', { name: title });

async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

it('a new learner finds the page in the menu and sees the empty state; after answering, the tables show the answers', async () => {
  const context = await newContext(browser);
  const { email } = await createSignedInLearner(context, 'alcohol');
  await grantCourses(browser, email);
  const page = await context.newPage();

  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Statistik', exact: true }).click();
  await page.waitForURL('**/dashboard/statistics');
  await page.getByRole('heading', { level: 1, name: texts.title }).waitFor();
  await page.getByText(texts.empty.title, { exact: true }).waitFor();
  expect(texts.empty.title).toBe('Noch keine Daten – beantworten Sie Ihre ersten Fragen');
  await page.getByRole('link', { name: texts.empty.toQuiz }).waitFor();
  await expectNoAxeViolations(page);

  const right = await answerQuestions(context, 3);

  // the overview shows its Lernstatistik once there are answers, with the way to the page
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Statistik ansehen' }).click();
  await page.waitForURL('**/dashboard/statistics');
  const heatmap = figure(page, texts.heatmap.title);
  await heatmap.waitFor();
  for (const title of [texts.accuracy.title, texts.completions.title, texts.readiness.title]) await figure(page, title).waitFor();
  await expectNoAxeViolations(page);

  // every chart as a table, with today's figures
  for (const title of [texts.heatmap.title, texts.accuracy.title, texts.completions.title, texts.readiness.title]) {
    const toggle = figure(page, title).getByRole('button', { name: texts.toggle.showTable });
    await toggle.click();
    await figure(page, title).getByRole('button', { name: texts.toggle.showChart }).waitFor();
    await figure(page, title).getByRole('table').waitFor();
  }
  const todayRow = heatmap.getByRole('row', { name: new RegExp(`^${today().replace(/\./g, '\\.')}`) });
  expect((await todayRow.getByRole('cell').allInnerTexts()).map((text) => text.trim())).toEqual(['3', String(right)]);
  await expectNoAxeViolations(page);

  // back to the drawing
  await figure(page, texts.heatmap.title).getByRole('button', { name: texts.toggle.showChart }).click();
  await heatmap.getByRole('img', { name: texts.heatmap.title }).waitFor();

  // the period is kept in the address
  await page.getByText('90 Tage', { exact: true }).click();
  await page.waitForURL('**/dashboard/statistics?tage=90');
  await page.reload();
  expect(await page.getByRole('radio', { name: '90 Tage' }).isChecked()).toBe(true);
  await context.close();
});

it('on a phone nothing is wider than the screen, with charts and with tables', async () => {
  const context = await newContext(browser, { width: 390, height: 844 });
  const { email } = await createSignedInLearner(context, 'alcohol');
  await grantCourses(browser, email);
  await answerQuestions(context, 2);
  const page = await context.newPage();
  await page.goto('/dashboard/statistics?tage=365');
  await figure(page, texts.heatmap.title).waitFor();
  await figure(page, texts.readiness.title).getByRole('img', { name: texts.readiness.title }).waitFor();
  await expectNoHorizontalOverflow(page);
  for (const title of [texts.heatmap.title, texts.accuracy.title, texts.completions.title, texts.readiness.title]) {
    await figure(page, title).getByRole('button', { name: texts.toggle.showTable }).click();
  }
  await figure(page, texts.accuracy.title).getByRole('table').waitFor();
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  await context.close();
});

// Learning over two days, with the server's clock moved to 10:00 in Germany and then a day on (e2e/support/shifted-clock.mjs):
// a learner answers three questions in "Wiederholen" (two right, one wrong), comes back the next day,
// finds them due on the hub and the overview, repeats them (the wrong one first: it was due first)
// and watches the statistics page's answers per day and accuracy per week change.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import texts from '../web/src/features/statistics/locales/de.json';
import {
  createSignedInLearner,
  e2eServer,
  expectNoAxeViolations,
  grantCourses,
  launchBrowser,
  newContext,
  signInAdmin,
} from './support/browser';
import { shiftServerClock } from './support/server-clock';
import { choiceOption } from './support/question-card';

let browser: Browser;
let admin: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
  admin = await newContext(browser);
  await signInAdmin(admin);
});
afterAll(async () => {
  shiftServerClock(e2eServer().dataDir, 0);
  await admin.close();
  await browser.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Days (a fraction) from now to the next 10:00 in Germany. The journey runs on the server's clock at that
 * time of day, so neither a learning step of minutes nor the journey itself crosses midnight, whenever
 * the suite runs.
 */
function daysToBerlinMorning(): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .formatToParts(new Date())
    .reduce<Record<string, number>>((found, part) => ({ ...found, [part.type]: Number(part.value) }), {});
  const minutes = (10 * 60 - (parts.hour! * 60 + parts.minute!) + 24 * 60) % (24 * 60);
  return minutes / (24 * 60);
}

/** A day in Germany as the statistics API names it ('2026-11-25'), `days` after today. */
const berlinDate = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date(Date.now() + days * DAY_MS));
/** The same day as the tables write it ('25.11.2026'). */
const germanDate = (isoDate: string) => isoDate.split('-').reverse().join('.');
/** Monday of the ISO week of an ISO date. */
const mondayOf = (isoDate: string) => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * DAY_MS).toISOString().slice(0, 10);
};

/** The question on screen, answered right (its correct options, as the admin's question list has them) or wrong. */
async function answerShownQuestion(page: Page, right: boolean) {
  const question = (await page.locator('legend').innerText()).trim();
  const found = await admin.request.get(`/api/admin/quiz/questions?search=${encodeURIComponent(question)}`);
  const [stored] = ((await found.json()) as { items: { question: string; options: string[]; correctAnswers: string[] }[] }).items.filter(
    (item) => item.question === question,
  );
  const choice = right ? stored!.correctAnswers : [stored!.options.find((option) => !stored!.correctAnswers.includes(option))!];
  for (const option of choice) await choiceOption(page, option).check();
  await page.getByRole('button', { name: 'Antwort prüfen' }).click();
  await page.getByText(right ? 'Richtig! Gut gemacht!' : 'Nicht richtig.', { exact: true }).waitFor();
  return question;
}

async function answerRound(page: Page, rightOrWrong: boolean[]) {
  const questions: string[] = [];
  for (const [index, right] of rightOrWrong.entries()) {
    await page.getByText(new RegExp(`^Frage ${index + 1} von \\d+$`)).waitFor();
    questions.push(await answerShownQuestion(page, right));
    await page.getByRole('button', { name: 'Nächste Frage' }).click();
  }
  return questions;
}

const dueOnHub = async (page: Page) => {
  await page.goto('/dashboard/courses');
  return page.getByRole('link', { name: /Wiederholen/ }).innerText();
};

const normalised = (cells: string[]) => cells.map((text) => text.replace(/\s+/g, ' ').trim());

/** The statistics page with every chart shown as its table. */
async function openStatisticsTables(page: Page) {
  await page.goto('/dashboard/statistics');
  for (const title of [texts.heatmap.title, texts.accuracy.title]) {
    const figure = page.getByRole('figure', { name: title });
    await figure.getByRole('button', { name: texts.toggle.showTable }).click();
    await figure.getByRole('table').waitFor();
  }
  return {
    dayRow: (isoDate: string) =>
      page.getByRole('figure', { name: texts.heatmap.title }).getByRole('row', { name: new RegExp(`^${germanDate(isoDate)}`) }),
    accuracyCells: async () => normalised(await page.getByRole('figure', { name: texts.accuracy.title }).getByRole('cell').allInnerTexts()),
  };
}

it('answers on one day are due the next, come back first in "Wiederholen", and the statistics show both days', async () => {
  const morning = daysToBerlinMorning();
  const day1 = berlinDate(morning);
  const day2 = berlinDate(morning + 1);
  const context = await newContext(browser);
  shiftServerClock(e2eServer().dataDir, morning);
  const { email } = await createSignedInLearner(context, 'alcohol');
  await grantCourses(browser, email);
  const page = await context.newPage();
  await expect.poll(async () => ((await (await context.request.get('/api/statistics?days=30')).json()) as { to: string }).to).toBe(day1);

  // day 1: the first three new questions, the second one wrong
  await page.goto('/dashboard/quiz/review');
  await page.getByRole('heading', { level: 1, name: 'Wiederholen' }).waitFor();
  const [first, second, third] = await answerRound(page, [true, false, true]);
  let statistics = await openStatisticsTables(page);
  expect(normalised(await statistics.dayRow(day1).getByRole('cell').allInnerTexts())).toEqual(['3', '2']);
  // the three questions come from one category (the round takes new ones in the file's order)
  expect(await statistics.accuracyCells()).toContain('67 % (2 von 3)');
  await expectNoAxeViolations(page);

  // day 2: the server's clock a day later; all three are due, the overview says so
  shiftServerClock(e2eServer().dataDir, morning + 1);
  await expect.poll(async () => ((await (await context.request.get('/api/statistics?days=30')).json()) as { to: string }).to).toBe(day2);
  expect(await dueOnHub(page)).toContain('3 fällig');
  await page.goto('/dashboard');
  await page.getByText('Heute sind 3 Fragen zur Wiederholung fällig').waitFor();
  await page.getByRole('link', { name: 'Jetzt wiederholen' }).click();
  await page.getByRole('heading', { level: 1, name: 'Wiederholen' }).waitFor();
  // yesterday's round is still running (3 of 20 answered): it asks before ending it
  await page.getByRole('button', { name: 'Runde beenden und neu beginnen' }).click();
  // the wrong one was due after a minute, the right ones after ten: the longest overdue comes first
  expect(await answerRound(page, [true, true, true])).toEqual([second, first, third]);

  // the two right ones move to a later day; the one answered wrong yesterday is still learning, due again today
  expect(await dueOnHub(page)).toContain('1 fällig');
  statistics = await openStatisticsTables(page);
  expect(normalised(await statistics.dayRow(day1).getByRole('cell').allInnerTexts())).toEqual(['3', '2']);
  expect(normalised(await statistics.dayRow(day2).getByRole('cell').allInnerTexts())).toEqual(['3', '3']);
  // both days in one week: 5 of 6 right; over a week's end the new week has 3 of 3
  const accuracy = await statistics.accuracyCells();
  if (mondayOf(day1) === mondayOf(day2)) expect(accuracy).toContain('83 % (5 von 6)');
  else expect(accuracy).toEqual(expect.arrayContaining(['67 % (2 von 3)', '100 % (3 von 3)']));
  await expectNoAxeViolations(page);
  await context.close();
}, 180_000);

// Question rounds kept on the server, as a learner meets them: a random round interrupted by a reload
// continues at the same question with the same order of options, the hub offers to continue it and
// another start asks first; the result page lists every question with the learner's answer and the
// right one; "Falsche wiederholen" plays exactly the questions answered wrong. axe on each new screen.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSignedInLearner, expectNoAxeViolations, grantCourses, launchBrowser, newContext } from './support/browser';
import { choiceOption, markedRight, optionTexts } from './support/question-card';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const shownQuestion = async (page: Page) => ({
  text: (await page.locator('legend').innerText()).trim(),
  options: await optionTexts(page),
});

/** Answers the question on screen: the remembered right options, else the first one; returns whether it was right. */
async function answer(page: Page, known: Map<string, string[]>) {
  const { text, options } = await shownQuestion(page);
  for (const name of known.get(text) ?? [options[0]!]) await choiceOption(page, name).check();
  await page.getByRole('button', { name: 'Antwort prüfen' }).click();
  const feedback = page.getByText(/^(Richtig! Gut gemacht!|Nicht richtig\.)$/);
  await feedback.waitFor();
  known.set(
    text,
    (await markedRight(page)).map((index) => options[index]!),
  );
  return (await feedback.innerText()) === 'Richtig! Gut gemacht!';
}

/** From question `from` of `total` to the result page. */
async function answerToEnd(page: Page, known: Map<string, string[]>, from: number, total: number) {
  let right = 0;
  for (let position = from; position <= total; position++) {
    await page.getByRole('heading', { name: `Frage ${position} von ${total}` }).waitFor();
    if (await answer(page, known)) right++;
    await page.getByRole('button', { name: position === total ? 'Quiz beenden' : 'Nächste Frage' }).click();
  }
  await page.getByRole('heading', { level: 1, name: 'Ergebnis' }).waitFor();
  return right;
}

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

it('a round survives a reload, ends on the result page with both answers per question, and "Falsche wiederholen" plays the wrong ones', async () => {
  const context = await newContext(browser);
  const { email } = await createSignedInLearner(context, 'alcohol');
  await grantCourses(browser, email);
  const page = await context.newPage();
  const known = new Map<string, string[]>();

  await page.goto('/dashboard/courses');
  await page.getByRole('link', { name: /Zufallsquiz/ }).click();
  await page.getByRole('heading', { name: 'Frage 1 von 10' }).waitFor();
  await page.waitForURL(/\/dashboard\/quiz\/rounds\/[0-9a-f-]{36}$/);
  const roundUrl = page.url();
  let right = 0;
  for (let position = 1; position <= 3; position++) {
    if (await answer(page, known)) right++;
    await page.getByRole('button', { name: 'Nächste Frage' }).click();
    await page.getByRole('heading', { name: `Frage ${position + 1} von 10` }).waitFor();
  }
  const fourth = await shownQuestion(page);
  await expectNoAxeViolations(page);

  // a reload continues at the same question, its options in the same order
  await page.reload();
  await page.getByRole('heading', { name: 'Frage 4 von 10' }).waitFor();
  expect(await shownQuestion(page)).toEqual(fourth);

  // the hub offers to continue; another start asks first and can go back to the running round
  await page.goto('/dashboard/courses');
  await page.getByText('Runde fortsetzen: Frage 4 von 10').waitFor();
  await page.getByRole('link', { name: /Zufallsquiz/ }).click();
  await page.getByText('Ihre laufende Runde wird beendet, wenn Sie eine neue beginnen.', { exact: false }).waitFor();
  await page.getByText('Runde fortsetzen: Frage 4 von 10').waitFor();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Laufende Runde fortsetzen' }).click();
  await page.getByRole('heading', { name: 'Frage 4 von 10' }).waitFor();
  expect(page.url()).toBe(roundUrl);
  expect(await shownQuestion(page)).toEqual(fourth);

  right += await answerToEnd(page, known, 4, 10);
  expect(page.url()).toBe(`${roundUrl}/result`);
  const percent = new Intl.NumberFormat('de', { style: 'percent', maximumFractionDigits: 0 }).format(right / 10);
  expect(plain(await page.getByText(/^Sie haben \d+ von 10 Fragen/).innerText())).toBe(
    plain(`Sie haben ${right} von 10 Fragen richtig beantwortet (${percent}).`),
  );
  // every question with the learner's answer and the right one (the same option when it was right)
  const items = page.getByRole('region', { name: 'Ihre Antworten' }).locator('ol > li');
  expect(await items.count()).toBe(10);
  for (let index = 0; index < 10; index++) {
    const item = items.nth(index);
    expect(await item.getByText('Ihre Antwort', { exact: true }).count()).toBeGreaterThanOrEqual(1);
    expect(await item.getByText('Richtige Antwort', { exact: true }).count()).toBeGreaterThanOrEqual(1);
  }
  expect(await items.filter({ has: page.getByText('Falsch', { exact: true }) }).count()).toBe(10 - right);
  await expectNoAxeViolations(page);

  const wrong = 10 - right;
  await page.getByRole('link', { name: 'Falsche wiederholen' }).click();
  if (wrong === 0) {
    await page.getByText('Sie haben keine offenen Fehler. Sehr gut!').waitFor();
  } else {
    await page.getByRole('heading', { name: `Frage 1 von ${wrong}` }).waitFor();
    // the remembered right options: every repeated question is right now
    expect(await answerToEnd(page, known, 1, wrong)).toBe(wrong);
    expect(plain(await page.getByText(/^Sie haben \d+ von \d+ Fragen/).innerText())).toBe(
      plain(`Sie haben ${wrong} von ${wrong} Fragen richtig beantwortet (100 %).`),
    );
  }
  await page.getByRole('link', { name: 'Zur Übersicht' }).click();
  await page.waitForURL('**/dashboard/courses');
  await page
    .getByRole('link', { name: /Fehler wiederholen/ })
    .getByText('0 falsch beantwortete Fragen')
    .waitFor();
  expect(await page.getByText(/^Runde fortsetzen/).count()).toBe(0);
  await context.close();
});

// The exam quiz as a learner uses it: the hub on the courses page, a random quiz answered to the
// result page, then the mistakes mode until every wrong answer is right, and the dashboard's
// correct-answers tile moving. axe on every screen. (Rounds across a reload: quiz-rounds.test.ts.)
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSignedInLearner, expectNoAxeViolations, grantCourses, launchBrowser, newContext } from './support/browser';
import { choiceOption, markedRight, optionTexts } from './support/question-card';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Questions a learner with the reason alcohol practises in the demo content (categories alcohol and the one for all reasons). */
const ALCOHOL_SCOPE_QUESTIONS = 84;

/**
 * Answers the question on screen: the options remembered as right from an earlier round, else the
 * first option. Returns whether the feedback said right, and the options it marked as right.
 */
async function answerQuestion(page: Page, known: Map<string, string[]>) {
  const question = (await page.locator('legend').innerText()).trim();
  const options = await optionTexts(page);
  const choice = known.get(question) ?? [options[0]!];
  for (const option of choice) await choiceOption(page, option).check();
  await page.getByRole('button', { name: 'Antwort prüfen' }).click();
  const feedback = page.getByText(/^(Richtig! Gut gemacht!|Nicht richtig\.)$/);
  await feedback.waitFor();
  const right = (await feedback.innerText()) === 'Richtig! Gut gemacht!';
  known.set(
    question,
    (await markedRight(page)).map((index) => options[index]!),
  );
  return right;
}

/** Runs the quiz on screen to its result page; the number of right answers seen on the way. */
async function runToResult(page: Page, known: Map<string, string[]>) {
  let right = 0;
  let answered = 0;
  for (;;) {
    if (await answerQuestion(page, known)) right++;
    answered++;
    if (answered === 1) await expectNoAxeViolations(page);
    const finish = page.getByRole('button', { name: 'Quiz beenden' });
    if (await finish.isVisible()) {
      await finish.click();
      break;
    }
    // Enter on the focused 'Nächste Frage' button moves on, as the keyboard user would
    await page.keyboard.press('Enter');
    await page.getByText(`Frage ${answered + 1} von`).waitFor();
  }
  return { right, answered };
}

const percent = (value: number) => new Intl.NumberFormat('de', { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
const quizTile = (page: Page) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'Multiple Choice' }) });

it('a learner runs a random quiz to the result, then repeats the mistakes until all are right; the dashboard moves', async () => {
  const context: BrowserContext = await newContext(browser);
  const { email } = await createSignedInLearner(context, 'alcohol');
  await grantCourses(browser, email);
  const page = await context.newPage();

  await page.goto('/dashboard');
  await expect.poll(() => quizTile(page).innerText()).toContain(`${percent(0)} richtig beantwortet`);

  await page.goto('/dashboard/courses');
  await page.getByRole('heading', { name: 'Prüfungsfragen üben' }).waitFor();
  await page.getByText('Sie haben noch keine Frage beantwortet.').waitFor();
  await page
    .getByRole('link', { name: /Alle Prüfungsfragen/ })
    .first()
    .waitFor();
  expect(
    await page
      .getByRole('link', { name: /Alle Prüfungsfragen/ })
      .first()
      .innerText(),
  ).toContain(`${ALCOHOL_SCOPE_QUESTIONS} Fragen`);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: /Zufallsquiz/ }).click();
  await page.getByText('Frage 1 von 10').waitFor();
  const check = page.getByRole('button', { name: 'Antwort prüfen' });
  expect(await check.isDisabled()).toBe(true);

  const known = new Map<string, string[]>();
  const first = await runToResult(page, known);
  expect(first.answered).toBe(10);
  await page.getByRole('heading', { level: 1, name: 'Ergebnis' }).waitFor();
  const summary = `Sie haben ${first.right} von 10 Fragen richtig beantwortet (${percent(first.right * 10)}).`;
  expect((await page.getByText(/^Sie haben \d+ von 10 Fragen/).innerText()).replace(/\u00a0/g, ' ')).toBe(summary.replace(/\u00a0/g, ' '));
  await page.getByRole('link', { name: 'Zur Übersicht' }).click();
  await page.waitForURL('**/dashboard/courses');

  const wrong = 10 - first.right;
  const mistakesLink = page.getByRole('link', { name: /Fehler wiederholen/ });
  await expect.poll(() => mistakesLink.innerText()).toContain(`${wrong} falsch beantwortete Frage`);
  expect(
    await page
      .getByRole('listitem')
      .filter({ hasText: /^.*(Richtig|Falsch)/ })
      .count(),
  ).toBeGreaterThanOrEqual(5);

  if (wrong > 0) {
    await mistakesLink.click();
    await page.getByText(`Frage 1 von ${wrong}`).waitFor();
    const repeat = await runToResult(page, known);
    // the remembered right options make every repeated question right at the first try
    expect(repeat).toEqual({ right: wrong, answered: wrong });
    await page.getByRole('heading', { level: 1, name: 'Ergebnis' }).waitFor();
    await page.getByRole('link', { name: 'Zur Übersicht' }).click();
  }
  await page.goto('/dashboard/quiz/mistakes');
  await page.getByText('Keine Fragen verfügbar').waitFor();
  await expectNoAxeViolations(page);

  await page.goto('/dashboard');
  // 10 distinct questions right of the 84 in scope (42 alcohol, 42 procedure): 11.9 % → 12 %
  const expected = percent(12);
  await expect.poll(() => quizTile(page).innerText()).toContain(`${expected} richtig beantwortet`);
  await context.close();
});

it('the category picker lists the categories in scope; a category opens straight on its questions; the phone layout works', async () => {
  const context = await newContext(browser, { width: 390, height: 844 });
  const { email } = await createSignedInLearner(context, 'drugs');
  await grantCourses(browser, email);
  const page = await context.newPage();
  await page.goto('/dashboard/quiz');
  await page.getByRole('heading', { name: 'Kategorie wählen' }).waitFor();
  const categories = await page.getByRole('region', { name: 'Kategorie wählen' }).getByRole('link').allInnerTexts();
  expect(categories.map((text) => text.split('\n')[0])).toEqual(['Ablauf und Rechtliches der MPU', 'Drogen und Fahreignung']);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: /Drogen und Fahreignung/ }).click();
  await page.getByRole('heading', { level: 1, name: 'Drogen und Fahreignung' }).waitFor();
  await page.getByText(/^Frage 1 von \d+$/).waitFor();
  await expectNoAxeViolations(page);
  await context.close();
});

it('Wiederholen: a wrong answer is due today on the hub and the overview, comes first in the round, and the Ziel-Behaltensrate is saved', async () => {
  const context = await newContext(browser);
  const { email } = await createSignedInLearner(context, 'drugs');
  await grantCourses(browser, email);
  const page = await context.newPage();
  await page.goto('/dashboard/courses');
  const reviewLink = page.getByRole('link', { name: /Wiederholen/ });
  await expect.poll(() => reviewLink.innerText()).toContain('0 fällig');

  // one question answered wrong in its category
  await page.goto('/dashboard/quiz');
  await page.getByRole('link', { name: /Drogen und Fahreignung/ }).click();
  await page.getByText(/^Frage 1 von \d+$/).waitFor();
  // the first option of each question until one is wrong (the feedback then marks the right options);
  // the options are shuffled per round, so some may be right first: a right one is due today too
  // (after ten minutes), the wrong one after a minute
  const known = new Map<string, string[]>();
  let question = '';
  let answered = 0;
  for (; answered < 8 && !question; answered++) {
    const text = (await page.locator('legend').innerText()).trim();
    if (!(await answerQuestion(page, known))) question = text;
    else await page.getByRole('button', { name: 'Nächste Frage' }).click();
  }
  expect(question).not.toBe('');
  await expect.poll(async () => (await page.goto('/dashboard/courses'), await reviewLink.innerText())).toContain(`${answered} fällig`);

  await page.goto('/dashboard');
  await page
    .getByText(answered === 1 ? 'Heute ist 1 Frage zur Wiederholung fällig' : `Heute sind ${answered} Fragen zur Wiederholung fällig`)
    .waitFor();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Jetzt wiederholen' }).click();
  await page.getByRole('heading', { level: 1, name: 'Wiederholen' }).waitFor();
  // the category round is still running: it asks before ending it
  await page.getByText('Ihre laufende Runde wird beendet, wenn Sie eine neue beginnen.', { exact: false }).waitFor();
  await page.getByRole('button', { name: 'Runde beenden und neu beginnen' }).click();
  await page.getByText(/^Frage 1 von 20$/).waitFor();
  expect((await page.locator('legend').innerText()).trim()).toBe(question);
  await expectNoAxeViolations(page);
  // with the right options it was shown: right this time
  expect(await answerQuestion(page, known)).toBe(true);

  await page.goto('/dashboard/settings');
  const section = page.getByRole('region', { name: 'Wiederholung' });
  const retention = section.getByLabel('Ziel-Behaltensrate');
  expect(await retention.inputValue()).toBe('90');
  await retention.selectOption('95');
  await section.getByRole('button', { name: 'Speichern' }).click();
  await section.getByText('Ihre Ziel-Behaltensrate wurde gespeichert.').waitFor();
  await page.reload();
  expect(await page.getByRole('region', { name: 'Wiederholung' }).getByLabel('Ziel-Behaltensrate').inputValue()).toBe('95');
  await context.close();
});

// The shared question card in the exam quiz: a round answered with the keyboard alone (number keys to
// choose, Enter to check and to go on, from the moment the round opens) to its result, and on a
// 390 × 844 phone the action bar with 'Antwort prüfen' inside the screen on the first question, never
// covering the last option. axe on the card before and after the check.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSignedInLearner, expectNoAxeViolations, grantCourses, isOnScreen, launchBrowser, newContext } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const CARD = '[data-question-card]';

const focusIsInCard = (page: Page) => page.evaluate((selector) => document.activeElement?.closest(selector) !== null, CARD);

it('a random round answered with the keyboard alone: 1–4 choose, Enter checks, Enter goes on, Enter finishes', async () => {
  const context = await newContext(browser);
  const { email } = await createSignedInLearner(context, 'alcohol');
  await grantCourses(browser, email);
  const page = await context.newPage();
  await page.goto('/dashboard/quiz/random');
  await page.getByText('Frage 1 von 10').waitFor();

  // the first question: one right answer shows radio buttons without the hint, several checkboxes with it
  const radios = await page.locator(`${CARD} input[type=radio]`).count();
  const checkboxes = await page.locator(`${CARD} input[type=checkbox]`).count();
  expect(radios === 0 || checkboxes === 0).toBe(true);
  expect(await page.getByText('Mehrere Antworten möglich', { exact: true }).count()).toBe(checkboxes > 0 ? 1 : 0);
  await expectNoAxeViolations(page, { include: CARD });

  // the keys work as soon as the round is open: no Tab into the card first
  expect(await focusIsInCard(page)).toBe(false);

  for (let number = 1; number <= 10; number++) {
    await page.getByText(`Frage ${number} von 10`).waitFor();
    const options = page.locator(`${CARD} fieldset input`);
    // the number beside each option is the key that chooses it
    await page.keyboard.press(number % 2 === 0 ? '2' : '1');
    expect(await options.nth(number % 2 === 0 ? 1 : 0).isChecked()).toBe(true);
    await page.keyboard.press('Enter');
    const feedback = page.getByText(/^(Richtig! Gut gemacht!|Nicht richtig\.)$/);
    await feedback.waitFor();
    // each option says in words whether it was right
    expect(
      await page
        .locator(CARD)
        .getByText(/^(Richtige Antwort|Richtig – Ihre Auswahl)$/)
        .count(),
    ).toBeGreaterThan(0);
    const next = page.getByRole('button', { name: number === 10 ? 'Quiz beenden' : 'Nächste Frage' });
    await expect.poll(() => next.evaluate((button) => button === document.activeElement)).toBe(true);
    if (number === 1) await expectNoAxeViolations(page, { include: CARD });
    await page.keyboard.press('Enter');
  }

  await page.getByRole('heading', { level: 1, name: 'Ergebnis' }).waitFor();
  expect((await page.getByText(/^Sie haben \d+ von 10 Fragen/).innerText()).replace(/\u00a0/g, ' ')).toMatch(
    /Sie haben \d+ von 10 Fragen richtig beantwortet/,
  );
  await context.close();
});

it('on a 390 × 844 phone the action bar with "Antwort prüfen" is on screen at the first question and leaves the last option free', async () => {
  const context = await newContext(browser, { width: 390, height: 844 });
  const { email } = await createSignedInLearner(context, 'alcohol');
  await grantCourses(browser, email);
  const page = await context.newPage();
  await page.goto('/dashboard/quiz/random');
  await page.getByText('Frage 1 von 10').waitFor();

  const check = page.getByRole('button', { name: 'Antwort prüfen' });
  const bar = page.locator('[data-question-actions]');
  expect(await isOnScreen(bar)).toBe(true);
  const checkBox = (await check.boundingBox())!;
  expect(checkBox.y + checkBox.height).toBeLessThanOrEqual(844);
  // a thumb-sized button
  expect(checkBox.height).toBeGreaterThanOrEqual(44);

  // an option chosen, the check pressed: the bar still on screen, now with 'Nächste Frage'
  await page.locator(`${CARD} fieldset label`).first().click();
  await check.click();
  await page.getByText(/^(Richtig! Gut gemacht!|Nicht richtig\.)$/).waitFor();
  const next = page.getByRole('button', { name: 'Nächste Frage' });
  const nextBox = (await next.boundingBox())!;
  expect(nextBox.y + nextBox.height).toBeLessThanOrEqual(844);
  await expectNoAxeViolations(page, { include: CARD });

  // scrolled to the end of the card, the bar sits below the last option instead of over it
  await page.locator(`${CARD} fieldset label`).last().scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const lastOption = (await page.locator(`${CARD} fieldset label`).last().boundingBox())!;
  const barAtEnd = (await bar.boundingBox())!;
  expect(lastOption.y + lastOption.height).toBeLessThanOrEqual(barAtEnd.y);
  await context.close();
});

// The exam trainer (/dashboard/exam-trainer), offline on the shared platform: the written
// examination asks the alcohol interview's questions one at a time as the admin answers; the oral
// examination offers the mute toggle, and in a browser without speech recognition a hint stands
// where the microphone would be while typing still works. axe on every state.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, newContext, signInAdmin } from './support/browser';

const FIRST_QUESTION = 'Was ist an dem Tag passiert, an dem Sie mit Alkohol im Straßenverkehr aufgefallen sind?';
const SECOND_QUESTION = 'Wie viel Alkohol hatten Sie an diesem Tag insgesamt getrunken?';
const THIRD_QUESTION = 'Wie erklären Sie sich, dass Sie sich mit diesem Promillewert noch in der Lage gefühlt haben zu fahren?';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const conversation = (page: Page) => page.getByRole('list', { name: 'Prüfungsgespräch' });
const examinerTurns = (page: Page) => conversation(page).locator(':scope > li').filter({ hasText: 'Prüfer' });

async function answer(page: Page, text: string) {
  const input = page.getByLabel('Ihre Antwort');
  await input.fill(text);
  await input.press('Enter');
}

it('the written examination asks one question at a time', async () => {
  const context = await newContext(browser);
  await signInAdmin(context);
  const page = await context.newPage();
  await page.goto('/dashboard/exam-trainer');
  await page.getByRole('heading', { name: 'Willkommen beim MPU-Prüfungstrainer' }).waitFor();
  expect(await page.getByRole('radio', { name: 'Schriftliche Prüfung' }).isChecked()).toBe(true);
  // the admin may practise every reason
  expect(await page.getByLabel('Anlass Ihrer MPU').locator('option').count()).toBe(5);
  await page.getByLabel('Anlass Ihrer MPU').selectOption('alcohol');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Prüfung beginnen' }).click();
  await conversation(page).getByText(FIRST_QUESTION).waitFor();
  expect(await examinerTurns(page).count()).toBe(1);
  expect(await conversation(page).innerText()).not.toContain(SECOND_QUESTION);
  // no model configured: the label says so (e2e/say-what-is-true.test.ts)
  await page.getByText('Automatische Antworten aus den Inhalten dieser Plattform').waitFor();
  await expectNoAxeViolations(page);

  await answer(page, 'Ich war auf einer Feier und bin danach mit dem Auto gefahren, die Polizei hat mich angehalten.');
  await conversation(page).getByText(SECOND_QUESTION).waitFor();
  expect(await examinerTurns(page).count()).toBe(2);
  expect(await conversation(page).innerText()).not.toContain(THIRD_QUESTION);

  await answer(page, 'Ich hatte über den Abend verteilt sechs Gläser Bier und zwei Schnaps getrunken.');
  await conversation(page).getByText(THIRD_QUESTION).waitFor();
  expect(await examinerTurns(page).count()).toBe(3);
  await expectNoAxeViolations(page);
  await context.close();
});

it('the oral examination: mute toggle, and a hint instead of the microphone without speech recognition', async () => {
  const context = await newContext(browser, { width: 360, height: 780 });
  await context.addInitScript(() => {
    const speechless = window as unknown as Record<string, unknown>;
    delete speechless.SpeechRecognition;
    delete speechless.webkitSpeechRecognition;
  });
  await signInAdmin(context);
  const page = await context.newPage();
  await page.goto('/dashboard/exam-trainer');
  await page.getByRole('heading', { name: 'Willkommen beim MPU-Prüfungstrainer' }).waitFor();

  await page.getByText('Mündliche Prüfung').click();
  expect(await page.getByRole('radio', { name: 'Mündliche Prüfung' }).isChecked()).toBe(true);
  const hint = page.getByText('Ihr Browser unterstützt keine Spracheingabe. Bitte tippen Sie Ihre Antwort ein.');
  await hint.waitFor();
  const mute = page.getByRole('button', { name: 'Ton aus' });
  expect(await mute.getAttribute('aria-pressed')).toBe('false');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Prüfung beginnen' }).click();
  await conversation(page).getByText(FIRST_QUESTION).waitFor();
  await conversation(page).getByText('Mündlich').first().waitFor();
  expect(await page.getByRole('button', { name: 'Antwort diktieren' }).count()).toBe(0);
  await hint.waitFor();
  await mute.click();
  expect(await mute.getAttribute('aria-pressed')).toBe('true');
  expect(await conversation(page).getByRole('button', { name: 'Vorlesen' }).isDisabled()).toBe(true);
  // typing still answers
  await answer(page, 'Ich war auf einer Feier und bin danach mit dem Auto gefahren, die Polizei hat mich angehalten.');
  await conversation(page).getByText(SECOND_QUESTION).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);
  await context.close();
});

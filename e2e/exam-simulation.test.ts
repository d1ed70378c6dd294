// 'Prüfungssimulation' (docs/decisions/078-exam-simulation.md): the admin sets 3 questions and 1
// minute; a learner on a 390 × 844 phone answers two, skips one, and lets the time run out; each
// question it goes to starts in view below the sticky timer. The browser's clock and the
// server's clock (e2e/support/shifted-clock.mjs) are moved past the deadline: the server ends the
// simulation with the answers given, and the result shows them per category and in the review.
// axe on the simulation and on the result.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  baseURL,
  createSignedInLearner,
  e2eServer,
  expectNoAxeViolations,
  grantCourses,
  launchBrowser,
  newContext,
  signInAdmin,
} from './support/browser';
import { shiftServerClock } from './support/server-clock';

const DAY_MS = 24 * 60 * 60 * 1000;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  shiftServerClock(e2eServer().dataDir, 0);
  // the next journeys of this worker find the default rules again
  const admin = await newContext(browser);
  await signInAdmin(admin);
  await admin.request.put('/api/admin/exam-simulation', {
    data: { questionCount: 30, minutes: 30, passPercent: 80 },
    headers: { origin: baseURL() },
  });
  await admin.close();
  await browser.close();
});

/** The question's first line ("Frage 2 von 3") is inside the window and not under the sticky timer. */
const questionStartsInView = (page: Page) =>
  page.evaluate(() => {
    const header = document.querySelector('h1')!.closest('.sticky')!.getBoundingClientRect();
    const progress = [...document.querySelectorAll('[data-question-card] p')]
      .find((line) => /^Frage \d+ von \d+$/.test(line.textContent ?? ''))!
      .getBoundingClientRect();
    return progress.top >= header.bottom && progress.bottom <= window.innerHeight;
  });

/** Chooses the first option of the question on screen; returns its text once the server has it. */
async function answerFirstOption(page: Page) {
  const option = page.locator('fieldset').getByRole('radio').or(page.locator('fieldset').getByRole('checkbox')).first();
  const text = (await page.locator('fieldset label').first().locator('span.flex-1').innerText()).trim();
  const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().includes('/answers/'));
  await option.check();
  expect((await saved).status()).toBe(200);
  return text;
}

it('the admin sets 3 questions and 1 minute; time runs out and the server ends the simulation with the answers given', async () => {
  // the admin's rules, with a refusal first
  const adminContext = await newContext(browser);
  await signInAdmin(adminContext);
  const adminPage = await adminContext.newPage();
  await adminPage.goto('/dashboard/admin/quiz');
  await adminPage.getByRole('heading', { name: 'Prüfungssimulation' }).waitFor();
  await adminPage.getByLabel('Anzahl Fragen').fill('0');
  await adminPage.getByRole('button', { name: 'Regeln speichern' }).click();
  await adminPage.getByText('Bitte eine ganze Zahl von 1 bis 100 eingeben.').waitFor();
  await adminPage.getByLabel('Anzahl Fragen').fill('3');
  await adminPage.getByLabel('Dauer in Minuten').fill('1');
  await adminPage.getByLabel('Bestanden ab (Prozent)').fill('80');
  await adminPage.getByRole('button', { name: 'Regeln speichern' }).click();
  await adminPage.getByText('Die Regeln der Prüfungssimulation wurden gespeichert.').waitFor();
  await adminContext.close();

  const context = await newContext(browser, { width: 390, height: 844 });
  const { email } = await createSignedInLearner(context, 'alcohol');
  await grantCourses(browser, email);
  const page = await context.newPage();
  // the browser's clock runs on as usual until the test moves it
  await page.clock.install();

  await page.goto('/dashboard/courses');
  const card = page.getByRole('region', { name: 'Prüfungssimulation' });
  await card.getByText('3 Fragen, 1 Minute, bestanden ab 80 %').waitFor();
  await card.getByRole('button', { name: 'Prüfungssimulation starten' }).click();

  await page.getByRole('heading', { name: 'Prüfungssimulation', level: 1 }).waitFor();
  await page.getByText('Frage 1 von 3').first().waitFor();
  expect(await page.getByRole('timer').innerText()).toMatch(/^[01]:\d\d$/);
  await expectNoAxeViolations(page);

  // question 1 answered, question 2 skipped and marked for later, question 3 answered
  const first = await answerFirstOption(page);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByText('Frage 2 von 3').first().waitFor();
  await expect.poll(() => questionStartsInView(page)).toBe(true);
  const marked = page.waitForResponse((response) => response.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Später ansehen' }).click();
  await marked;
  await page.getByRole('button', { name: 'Frage 3, offen' }).click();
  await page.getByText('Frage 3 von 3').first().waitFor();
  await expect.poll(() => questionStartsInView(page)).toBe(true);
  const third = await answerFirstOption(page);
  const overview = page.getByRole('navigation', { name: 'Fragenübersicht' });
  await overview.getByText('2 von 3 beantwortet').waitFor();
  await overview.getByRole('button', { name: 'Frage 2, offen, später ansehen' }).waitFor();

  // 'Abgeben' names the open question; the learner goes on instead
  await page.getByRole('button', { name: 'Abgeben' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('1 Frage ist noch offen und zählt als falsch: Frage 2.').waitFor();
  await expectNoAxeViolations(page, { include: 'dialog[open]' });
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();

  // the time runs out: 70 s later on the server and in the browser
  shiftServerClock(e2eServer().dataDir, 70_000 / DAY_MS);
  await page.clock.fastForward(70_000);

  await page.getByRole('heading', { level: 1, name: /^(Bestanden|Diesmal nicht bestanden)$/ }).waitFor();
  await page.getByText('Die Zeit war abgelaufen; gewertet wurden die bis dahin gegebenen Antworten.').waitFor();
  const rows = page.getByRole('table').getByRole('row');
  const perCategory = (await rows.allInnerTexts()).slice(1);
  // every category asked, with right of asked; three questions in all
  const asked = perCategory.map((row) => Number(/von (\d+)/.exec(row)![1]));
  expect(asked.reduce((sum, count) => sum + count, 0)).toBe(3);

  const review = page.getByRole('region', { name: 'Alle Fragen im Überblick' }).getByRole('listitem');
  await expect.poll(() => review.count()).toBe(3);
  expect(await review.nth(0).innerText()).toContain(`Ihre Antwort\n${first}`);
  expect(await review.nth(1).innerText()).toContain('Nicht beantwortet');
  expect(await review.nth(1).innerText()).toContain('Ihre Antwort\nkeine Antwort');
  expect(await review.nth(2).innerText()).toContain(`Ihre Antwort\n${third}`);
  for (let index = 0; index < 3; index++) expect(await review.nth(index).innerText()).toContain('Richtige Antwort');
  await expectNoAxeViolations(page);

  // the statistics list it
  await page.goto('/dashboard/statistics');
  await page.getByRole('heading', { name: 'Prüfungssimulationen' }).waitFor();

  // the hub's card names the last result and opens it
  await page.goto('/dashboard/courses');
  const hubCard = page.getByRole('region', { name: 'Prüfungssimulation' });
  await hubCard.getByText(/^Zuletzt (nicht )?bestanden mit \d+\s%/).waitFor();
  await hubCard.getByRole('link', { name: 'Ergebnis ansehen' }).click();
  await page.getByRole('heading', { level: 1, name: /^(Bestanden|Diesmal nicht bestanden)$/ }).waitFor();
  await context.close();
});

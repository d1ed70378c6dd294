// A learner's first hour says what is true, on a 390 px phone (issue 35). The e2e platforms run
// without OPENAI_API_KEY (e2e/support/global-setup.ts), so the assistant and the exam trainer say,
// before the first message, that the answers come from the platform's content, not from an AI. The
// tour's first step asks for the first name (optional); the overview then greets by it, and without
// it greets without a name, never with the e-mail address. axe on every page and on the tour.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  baseURL,
  createSignedInLearner,
  expectNoAxeViolations,
  isOnScreen,
  launchBrowser,
  newContext,
  readOutboxMail,
  signInAdmin,
  uniqueEmail,
} from './support/browser';

const PHONE = { width: 390, height: 844 };
const CONTENT_LABEL = 'Automatische Antworten aus den Inhalten dieser Plattform';
const AI_LABEL = 'Antworten werden von einer KI erzeugt';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** An administrator opens the assistant and the trainer for the learner (new learners have neither). */
async function grantAiPages(email: string) {
  const admin = await newContext(browser);
  await signInAdmin(admin);
  const list = await admin.request.get(`/api/admin/users?search=${encodeURIComponent(email)}`);
  const [user] = ((await list.json()) as { items: { id: string; permissions: Record<string, boolean> }[] }).items;
  const response = await admin.request.put(`/api/admin/users/${user!.id}/permissions`, {
    data: { permissions: { ...user!.permissions, 'ai-assistant': true, 'exam-trainer': true } },
    headers: { origin: baseURL() },
  });
  expect(response.status()).toBe(200);
  await admin.close();
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

it('without a model, the assistant and the exam trainer say before the first message that the platform’s content answers', async () => {
  const context = await newContext(browser, PHONE);
  const { email } = await createSignedInLearner(context);
  await grantAiPages(email);
  const page = await context.newPage();

  await page.goto('/dashboard/ai-assistant');
  await page.getByRole('heading', { name: 'Willkommen beim MPU-Assistenten' }).waitFor();
  const assistantLabel = page.getByText(CONTENT_LABEL, { exact: true });
  await assistantLabel.waitFor();
  // whole on the phone's first screen: not cut at a side, not below the fold
  expect(await isOnScreen(assistantLabel)).toBe(true);
  expect(await page.getByText(AI_LABEL).count()).toBe(0);
  // nothing asked yet
  expect(await page.getByRole('list', { name: 'Gesprächsverlauf' }).count()).toBe(0);
  expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(PHONE.width);
  await expectNoAxeViolations(page);

  await page.goto('/dashboard/exam-trainer');
  await page.getByRole('heading', { name: 'Willkommen beim MPU-Prüfungstrainer' }).waitFor();
  const trainerLabel = page.getByText(CONTENT_LABEL, { exact: true });
  await trainerLabel.waitFor();
  // whole on the phone's first screen: not cut at a side, not below the fold
  expect(await isOnScreen(trainerLabel)).toBe(true);
  await page.getByText('Derzeit stellt der Prüfer automatisch Fragen aus dem Fragenkatalog der Plattform.').waitFor();
  expect(await page.getByText(AI_LABEL).count()).toBe(0);
  expect(await page.getByRole('list', { name: 'Prüfungsgespräch' }).count()).toBe(0);
  expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(PHONE.width);
  await expectNoAxeViolations(page);
  await context.close();
});

/** A learner registered and confirmed through the API, signed in, whose tour has not been seen. */
async function createLearnerWithTour(context: BrowserContext) {
  const email = uniqueEmail('vorname');
  const registration = await context.request.post('/api/register', {
    data: { email, password: 'geheim123', mpuReason: 'alcohol', healthDataConsent: true },
    headers: { origin: baseURL() },
  });
  expect(registration.status()).toBe(201);
  const mail = await readOutboxMail(email, { subject: /E-Mail-Adresse/ });
  const verify = await context.request.get(`/api/auth/verify-email?token=${new URL(mail.link!).searchParams.get('token')}`);
  expect(verify.status()).toBe(200);
  return { email };
}

const tourDialog = (page: Page) => page.locator('[role="dialog"][aria-modal="true"]').filter({ has: page.getByText(/^Schritt \d/) });
/** The line under the overview's heading. */
const greeting = (page: Page) => page.getByRole('heading', { level: 1, name: 'Übersicht' }).locator('xpath=following-sibling::div');

/** The tour's tooltip is placed and fully shown (axe checks what is on screen). */
async function tourSettled(tour: Locator) {
  await expect
    .poll(() => tour.evaluate((element) => getComputedStyle(element.closest('.react-joyride__floater') ?? element).opacity))
    .toBe('1');
}

it('the tour’s first step asks for the first name; the overview then greets by it, never by the e-mail address', async () => {
  const context = await newContext(browser, PHONE);
  const { email } = await createLearnerWithTour(context);
  const page = await context.newPage();
  await page.goto('/dashboard');

  const tour = tourDialog(page);
  await tour.getByText('Schritt 1 von 8').waitFor();
  expect(await tour.getByRole('heading').textContent()).toBe('Ihre Übersicht');
  const field = tour.getByLabel('Ihr Vorname (freiwillig)');
  await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
  expect(await field.inputValue()).toBe('');
  // before the name is known the overview greets without one
  expect(await page.getByText('Willkommen', { exact: true }).count()).toBe(1);
  await tourSettled(tour);
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });

  await field.fill('Elif');
  await field.press('Enter');
  await tour.getByText('Schritt 2 von 8').waitFor();
  await page.getByText('Willkommen, Elif', { exact: true }).waitFor();
  await tour.getByRole('button', { name: 'Überspringen' }).click();
  await tour.waitFor({ state: 'detached' });

  // stored in Persönliche Daten: after a reload too, and in the settings form
  await page.reload();
  await page.getByText('Willkommen, Elif', { exact: true }).waitFor();
  expect(await greeting(page).innerText()).not.toContain(email);
  expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(PHONE.width);
  await expectNoAxeViolations(page);
  await page.goto('/dashboard/settings');
  const firstName = page.getByRole('region', { name: 'Persönliche Daten', exact: true }).getByLabel('Vorname', { exact: true });
  await expect.poll(() => firstName.inputValue()).toBe('Elif');
  await context.close();
});

it('a learner who leaves the name out is greeted without a name, never with the e-mail address', async () => {
  const context = await newContext(browser, PHONE);
  const { email } = await createLearnerWithTour(context);
  const page = await context.newPage();
  await page.goto('/dashboard');
  const tour = tourDialog(page);
  await tour.getByLabel('Ihr Vorname (freiwillig)').waitFor();
  await tour.getByRole('button', { name: 'Weiter' }).click();
  await tour.getByText('Schritt 2 von 8').waitFor();
  await tour.getByRole('button', { name: 'Überspringen' }).click();
  await tour.waitFor({ state: 'detached' });

  await page.reload();
  await page.getByText('Willkommen', { exact: true }).waitFor();
  expect(await page.locator('body').innerText()).not.toContain(`Willkommen, ${email}`);
  expect(await greeting(page).innerText()).toBe('Willkommen');
  await expectNoAxeViolations(page);
  await context.close();
});

// The health-data consent of an account an administrator created (issue 34): the learner signs in on
// a phone, is asked once, consents, and is not asked again, neither on the next page load nor after
// signing in again; only from then on does the CRM's integration API carry the MPU reasons.
// Einstellungen → Ihre MPU shows the consent and takes it back. axe on the question and the settings.
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { baseURL, expectNoAxeViolations, launchBrowser, newContext, signInAdmin, uniqueEmail } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const QUESTION = 'Ihre Einwilligung zu Gesundheitsdaten';
const PASSWORD = 'geheim123';

const isFocused = (locator: ReturnType<Page['getByRole']>) => locator.evaluate((element) => element === document.activeElement);

/** The learner as the CRM reads it, through a key an administrator made. */
async function crmLearner(request: APIRequestContext, key: string, userId: string) {
  const response = await request.get('/api/integration/v1/learners?limit=200', { headers: { authorization: `Bearer ${key}` } });
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: Array<{ id: string; mpuReasons?: string[]; hasHealthDataConsent: boolean }> };
  return items.find((item) => item.id === userId);
}

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

/** The shell knows who is signed in (the header names them), which is when it would ask: it does not. */
async function expectSignedInWithoutQuestion(page: Page, email: string) {
  await page.locator('header').getByText(email).waitFor();
  await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
  expect(await page.getByRole('dialog', { name: QUESTION }).count()).toBe(0);
}

it('an admin-created learner is asked once after signing in, consents, and the CRM gets the reasons only then', async () => {
  // the administrator creates the account with a reason, and a key for the CRM
  const adminContext = await newContext(browser);
  await signInAdmin(adminContext);
  const email = uniqueEmail('einwilligung');
  const created = await adminContext.request.post('/api/admin/users', {
    data: { email, password: PASSWORD, mpuReasons: ['drugs'] },
    headers: { origin: baseURL() },
  });
  expect(created.status()).toBe(201);
  const { userId } = (await created.json()) as { userId: string };
  const keyResponse = await adminContext.request.post('/api/admin/api-keys', { data: { name: 'CRM' }, headers: { origin: baseURL() } });
  const { key } = (await keyResponse.json()) as { key: string };
  const before = await crmLearner(adminContext.request, key, userId);
  expect(before).toMatchObject({ hasHealthDataConsent: false });
  expect(before).not.toHaveProperty('mpuReasons');

  // the learner signs in on a phone: the question comes first, over the overview
  const context = await newContext(browser, { width: 390, height: 844 });
  const page = await context.newPage();
  await signIn(page, email);
  const question = page.getByRole('dialog', { name: QUESTION });
  await question.waitFor();
  const checkbox = question.getByRole('checkbox', { name: /^Ich willige ein, dass meine Gesundheitsdaten/ });
  await expect.poll(() => isFocused(checkbox)).toBe(true);
  await question.getByText(/Außerdem erhält das CRM Ihren Namen/).waitFor();
  expect(await question.getByRole('link', { name: /Datenschutzerklärung/ }).getAttribute('target')).toBe('_blank');
  // the whole question fits the phone's width: nothing to scroll sideways
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, { include: 'dialog[open]' });

  // 'Einwilligen' alone is no consent
  await question.getByRole('button', { name: 'Einwilligen', exact: true }).click();
  await question.getByText('Bitte setzen Sie das Häkchen, wenn Sie einwilligen möchten, oder wählen Sie „Nicht einwilligen“.').waitFor();
  await expectNoAxeViolations(page, { include: 'dialog[open]' });
  // Tab stays inside the question
  await question.getByRole('button', { name: 'Einwilligen', exact: true }).focus();
  await page.keyboard.press('Tab');
  expect(await isFocused(question.getByRole('button', { name: 'Schließen – ohne Einwilligung' }))).toBe(true);

  await checkbox.check();
  await question.getByRole('button', { name: 'Einwilligen', exact: true }).click();
  await question.waitFor({ state: 'detached' });
  // then the first visit's tour, which is not what this journey is about
  await page.getByRole('dialog', { name: 'Ihre Übersicht' }).getByRole('button', { name: 'Überspringen' }).click();

  const after = await crmLearner(adminContext.request, key, userId);
  expect(after).toMatchObject({ hasHealthDataConsent: true, mpuReasons: ['drugs'] });

  // not asked again: the next page load, and a new sign-in
  await page.reload();
  await expectSignedInWithoutQuestion(page, email);
  await context.clearCookies();
  await signIn(page, email);
  await expectSignedInWithoutQuestion(page, email);

  // Einstellungen → Ihre MPU: the consent as given, and withdrawn as easily
  await page.goto('/dashboard/settings');
  const mpu = page.getByRole('region', { name: 'Ihre MPU', exact: true });
  await mpu.getByText('Sie haben eingewilligt: Das CRM erhält den Grund Ihrer MPU.').waitFor();
  const settingsCheckbox = mpu.getByRole('checkbox', { name: /^Ich willige ein/ });
  expect(await settingsCheckbox.isChecked()).toBe(true);
  await settingsCheckbox.uncheck();
  await mpu.getByRole('button', { name: 'Speichern' }).nth(1).click();
  await mpu.getByText('Ihre Entscheidung zur Einwilligung wurde gespeichert.').waitFor();
  await mpu.getByText('Sie haben nicht eingewilligt: Das CRM erhält den Grund Ihrer MPU nicht.').waitFor();
  await expectNoAxeViolations(page);
  const withdrawn = await crmLearner(adminContext.request, key, userId);
  expect(withdrawn).toMatchObject({ hasHealthDataConsent: false });
  expect(withdrawn).not.toHaveProperty('mpuReasons');

  await context.close();
  await adminContext.close();
}, 240_000);

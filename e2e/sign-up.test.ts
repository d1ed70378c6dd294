// A newcomer registers, confirms the address from the mailed link, reaches the dashboard, signs
// out and signs in again.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, newContext, readOutboxMail, uniqueEmail } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

it('sign-up → verification mail → signed-in dashboard → logout → sign-in', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const email = uniqueEmail();

  // a first-time visitor reads what the platform is and finds 'Konto erstellen' on the sign-in page
  await page.goto('/login');
  await page.getByText(/Neu hier\? Die MPU-Vorbereitung begleitet Sie/).waitFor();
  await page.getByRole('link', { name: 'Konto erstellen' }).click();
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Konto erstellen');
  await expectNoAxeViolations(page);
  // all five MPU reasons, criminal offences included
  expect(await page.getByLabel('Grund für Ihre MPU').locator('option:not([value=""])').allTextContents()).toEqual([
    'MPU wegen Alkohol',
    'MPU wegen Drogen',
    'MPU wegen Verkehrsauffälligkeiten',
    'MPU wegen Straftaten',
    'MPU wegen Medizinalcannabis',
  ]);

  // validation first: no reason chosen, no consent to process health data
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill('geheim123');
  await page.getByRole('button', { name: 'Registrieren' }).click();
  await page.getByText('Bitte wählen Sie den Grund für Ihre MPU aus.').waitFor();
  await page.getByText('Bitte stimmen Sie der Verarbeitung Ihrer Gesundheitsdaten zu.').waitFor();
  await expectNoAxeViolations(page);

  await page.getByLabel('Grund für Ihre MPU').selectOption('drugs');
  await page.getByRole('button', { name: 'Registrieren' }).click();
  await page.getByText('Bitte stimmen Sie der Verarbeitung Ihrer Gesundheitsdaten zu.').waitFor();
  expect(await page.getByText('Bitte wählen Sie den Grund für Ihre MPU aus.').count()).toBe(0);
  // the consent names the privacy policy
  expect(await page.getByRole('link', { name: /Datenschutzerklärung/ }).getAttribute('href')).toBe('/datenschutz');

  await page.getByRole('checkbox', { name: /Ich willige ein/ }).check();
  await page.getByRole('button', { name: 'Registrieren' }).click();
  await page.getByText(/Registrierung erfolgreich/).waitFor();
  // a page of its own: the address, 'E-Mail erneut senden', 'Falsche Adresse?'
  await page.getByRole('heading', { name: 'Bitte bestätigen Sie Ihre E-Mail-Adresse' }).waitFor();
  await page.getByText(email, { exact: true }).waitFor();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'E-Mail erneut senden' }).click();
  await page.getByText(/Wir haben Ihnen eine neue Bestätigungs-E-Mail gesendet/).waitFor();

  // registration also sends a welcome mail; the confirmation is the one to follow
  const mail = await readOutboxMail(email, { subject: /bestätigen/ });
  expect(mail.subject).toContain('Bitte bestätigen Sie Ihre E-Mail-Adresse');
  expect(new URL(mail.link!).pathname).toBe('/auth/callback');

  await page.goto(mail.link!);
  await page.getByRole('heading', { name: 'E-Mail-Adresse erfolgreich bestätigt' }).waitFor();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Zur Übersicht' }).click();
  await page.waitForURL('**/dashboard');
  await page.getByText('Willkommen', { exact: true }).waitFor();
  // the first visit opens the onboarding tour (e2e/settings.test.ts follows it); this journey skips it
  await page.getByRole('dialog', { name: 'Ihre Übersicht' }).getByRole('button', { name: 'Überspringen' }).click();
  await page.getByRole('dialog', { name: 'Ihre Übersicht' }).waitFor({ state: 'detached' });
  await expectNoAxeViolations(page);

  // a damaged link shows the expired-link view with a way to get a new mail
  const second = await context.newPage();
  await second.goto(`${mail.link!}x`);
  await second.getByText('Der Bestätigungslink ist ungültig oder abgelaufen.').waitFor();
  await second.getByRole('button', { name: 'Neuen Bestätigungslink senden' }).waitFor();
  await expectNoAxeViolations(second);
  await second.close();

  await page.getByRole('button', { name: 'Abmelden' }).click();
  await page.waitForURL('**/login');
  await page.goto('/dashboard');
  await page.waitForURL('**/login');

  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill('falsch123');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.getByText('Ungültige E-Mail oder Passwort. Bitte versuchen Sie es erneut.').waitFor();
  await expectNoAxeViolations(page);

  await page.getByLabel('Passwort', { exact: true }).fill('geheim123');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL('**/dashboard');
  await page.getByText('Willkommen', { exact: true }).waitFor();
  await context.close();
});

it('an unconfirmed address cannot sign in and can ask for a new confirmation mail', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const email = uniqueEmail();
  await page.goto('/register');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill('geheim123');
  await page.getByLabel('Grund für Ihre MPU').selectOption('alcohol');
  await page.getByRole('checkbox', { name: /Ich willige ein/ }).check();
  await page.getByRole('button', { name: 'Registrieren' }).click();
  await page.getByText(/Registrierung erfolgreich/).waitFor();

  await page.goto('/login');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill('geheim123');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.getByText('Bitte bestätigen Sie Ihre E-Mail-Adresse vor dem Anmelden.').waitFor();
  await page.getByRole('button', { name: 'Bestätigungs-E-Mail erneut senden' }).click();
  await page.getByText(/neue Bestätigungs-E-Mail gesendet/).waitFor();
  await expectNoAxeViolations(page);
  await context.close();
});

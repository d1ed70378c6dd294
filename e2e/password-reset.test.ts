// Forgotten password: request → "E-Mail gesendet" → mailed link → new password → back to sign-in.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSignedInLearner, expectNoAxeViolations, launchBrowser, newContext, readOutboxMail } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

it('resets a forgotten password from the mailed link, once', async () => {
  const setup = await newContext(browser);
  const { email } = await createSignedInLearner(setup);
  await setup.close();

  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Passwort zurücksetzen' }).click();
  await page.waitForURL('**/reset-password');
  await page.getByLabel('E-Mail-Adresse').fill('kein-at-zeichen');
  await page.getByRole('button', { name: 'Link anfordern' }).click();
  await page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.').waitFor();
  await expectNoAxeViolations(page);

  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByRole('button', { name: 'Link anfordern' }).click();
  await page.getByRole('heading', { name: 'E-Mail gesendet' }).waitFor();
  await page.getByText(email).waitFor();
  await expectNoAxeViolations(page);

  const mail = await readOutboxMail(email);
  expect(new URL(mail.link!).pathname).toBe('/reset-password-confirm');
  await page.goto(mail.link!);
  await page.getByLabel('Neues Passwort', { exact: true }).fill('neuesPasswort1');
  await page.getByLabel('Neues Passwort wiederholen').fill('anderesPasswort');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await page.getByText('Die Passwörter stimmen nicht überein.').waitFor();
  await expectNoAxeViolations(page);
  await page.getByLabel('Neues Passwort wiederholen').fill('neuesPasswort1');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await page.getByRole('heading', { name: 'Passwort erfolgreich aktualisiert' }).waitFor();
  await page.waitForURL('**/login', { timeout: 6000 });

  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill('neuesPasswort1');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL('**/dashboard');

  const reused = await context.newPage();
  await reused.goto(mail.link!);
  await reused.getByText('Ungültiger oder abgelaufener Reset-Link. Bitte fordern Sie einen neuen Reset-Link an.').waitFor();
  await expectNoAxeViolations(reused);

  await reused.goto('/reset-password-confirm');
  await reused.getByText('Ungültiger oder abgelaufener Reset-Link. Bitte fordern Sie einen neuen Reset-Link an.').waitFor();
  await context.close();
});

// Accounts and self-service in the browser: registration with the health-data consent → mail →
// confirmation → sign-in → onboarding tour (skipped) → every settings section saved and shown again
// after a reload → email change through the mail to the new address → data export → account deletion.
// Then the same screens in Turkish, and a session that ends elsewhere.
import fs from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  baseURL,
  createSignedInLearner,
  e2eServer,
  expectNoAxeViolations,
  launchBrowser,
  newContext,
  readOutboxMail,
  sessionCookieOf,
  signInAdmin,
  statusWithCookie,
  uniqueEmail,
} from './support/browser';
import { authSecretFileBeside } from '../server/src/env';
import { createUnsubscribeToken } from '../server/src/features/reminders/unsubscribe-token';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const PASSWORD = 'geheim123';
const NEW_PASSWORD = 'neuesPasswort1';

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const tourDialog = (page: Page) =>
  page.locator('[role="dialog"][aria-modal="true"]').filter({ has: page.getByText(/^(Schritt|Adım|Step) \d/) });

/** The tour's tooltip is placed and fully shown (axe checks what is on screen). */
async function tourSettled(tour: Locator) {
  await expect
    .poll(() => tour.evaluate((element) => getComputedStyle(element.closest('.react-joyride__floater') ?? element).opacity))
    .toBe('1');
}

/** Walks through all steps with 'Weiter' and returns their titles. */
async function stepTitles(tour: Locator, total: number) {
  const titles: string[] = [];
  for (let step = 1; step <= total; step++) {
    await tour.getByText(`Schritt ${step} von ${total}`).waitFor();
    titles.push((await tour.getByRole('heading').textContent()) ?? '');
    if (step < total) await tour.getByRole('button', { name: 'Weiter' }).click();
  }
  return titles;
}

/** The text of the section's live region once it says something. */
async function feedbackOf(section: Locator) {
  const status = section.getByRole('status').last();
  await expect.poll(async () => (await status.innerText()).trim(), { timeout: 15_000 }).not.toBe('');
  return (await status.innerText()).replace(/\s+/g, ' ').trim();
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

/** A learner registered and confirmed through the API whose onboarding tour has not been seen yet. */
async function createLearnerWithTour(context: BrowserContext, language = 'de') {
  const email = uniqueEmail('tour');
  const registration = await context.request.post('/api/register', {
    data: { email, password: PASSWORD, mpuReason: 'drugs', healthDataConsent: true, language },
    headers: { origin: baseURL() },
  });
  expect(registration.status()).toBe(201);
  const mail = await readOutboxMail(email, { subject: /bestätigen|onaylayın|confirm/ });
  const verify = await context.request.get(`/api/auth/verify-email?token=${new URL(mail.link!).searchParams.get('token')}`);
  expect(verify.status()).toBe(200);
  return { email };
}

it('registration → mail → confirmation → sign-in → tour → every settings section → export → deletion', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const email = uniqueEmail('einstellungen');

  // --- registration: the consent to process health data is required
  await page.goto('/register');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Grund für Ihre MPU').selectOption('alcohol');
  await page.getByRole('button', { name: 'Registrieren' }).click();
  await page.getByText('Bitte stimmen Sie der Verarbeitung Ihrer Gesundheitsdaten zu.').waitFor();
  await expectNoAxeViolations(page);
  await page.getByRole('checkbox', { name: /Ich willige ein/ }).check();
  await page.getByRole('button', { name: 'Registrieren' }).click();
  await page.getByText(/Registrierung erfolgreich/).waitFor();

  const confirmation = await readOutboxMail(email, { subject: /Bitte bestätigen Sie Ihre E-Mail-Adresse/ });
  await page.goto(confirmation.link!);
  await page.getByRole('heading', { name: 'E-Mail-Adresse erfolgreich bestätigt' }).waitFor();

  // --- sign in from a fresh start (the confirmation signed the browser in; forget that)
  await context.clearCookies();
  await page.goto('/login');
  await signIn(page, email, PASSWORD);
  await page.waitForURL('**/dashboard');
  await page.getByText('Willkommen', { exact: true }).waitFor();

  // --- the onboarding tour opens once, on the first visit of the overview
  const tour = tourDialog(page);
  await tour.waitFor();
  // a new learner's menu with an alcohol MPU shows seven entries (the abstinence proofs among them), so the tour has seven steps
  expect(await tour.getByRole('heading').textContent()).toBe('Ihre Übersicht');
  await tour.getByText('Schritt 1 von 8').waitFor();
  expect(await tour.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('13'); // step 1 of 8: 12.5 %, rounded
  expect(await tour.getByRole('button', { name: 'Zurück' }).count()).toBe(0);
  await tour.getByRole('button', { name: 'Schließen' }).waitFor();
  await tourSettled(tour);
  await expectNoAxeViolations(page);
  await tour.getByRole('button', { name: 'Weiter' }).click();
  await tour.getByText('Schritt 2 von 8').waitFor();
  expect(await tour.getByRole('heading').textContent()).toBe('Statistik');
  await tour.getByRole('button', { name: 'Zurück' }).click();
  await tour.getByText('Schritt 1 von 8').waitFor();
  await tour.getByRole('button', { name: 'Überspringen' }).click();
  await tour.waitFor({ state: 'detached' });
  // nothing of the tour stays on the page, and both flags are stored
  expect(await page.locator('#react-joyride-portal').count()).toBe(0);
  await expect.poll(async () => ((await (await context.request.get('/api/me')).json()) as { tourSeen: boolean }).tourSeen).toBe(true);
  const userId = ((await (await context.request.get('/api/me')).json()) as { user: { id: string } }).user.id;
  expect(await page.evaluate((key) => window.localStorage.getItem(key), `mpu:tour-seen:${userId}`)).not.toBeNull();

  // --- settings
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Einstellungen' }).click();
  await page.getByRole('heading', { level: 1, name: 'Einstellungen' }).waitFor();
  const account = region(page, 'Konto');
  await account.getByText(email, { exact: true }).waitFor();
  await expectNoAxeViolations(page);

  // Konto: password change needs equal entries and the right current password
  const passwordForm = page.getByRole('form', { name: 'Passwort ändern' });
  await passwordForm.getByRole('button', { name: 'Passwort ändern' }).click();
  await passwordForm.getByText('Bitte geben Sie Ihr aktuelles Passwort ein.').waitFor();
  await passwordForm.getByText('Bitte geben Sie ein neues Passwort ein.').waitFor();
  await passwordForm.getByLabel('Aktuelles Passwort').fill(PASSWORD);
  await passwordForm.getByLabel('Neues Passwort', { exact: true }).fill(NEW_PASSWORD);
  await passwordForm.getByLabel('Neues Passwort bestätigen').fill('etwasAnderes1');
  await passwordForm.getByRole('button', { name: 'Passwort ändern' }).click();
  await passwordForm.getByText('Passwörter stimmen nicht überein').waitFor();

  await passwordForm.getByLabel('Aktuelles Passwort').fill('falsch123');
  await passwordForm.getByLabel('Neues Passwort bestätigen').fill(NEW_PASSWORD);
  await passwordForm.getByRole('button', { name: 'Passwort ändern' }).click();
  expect(await feedbackOf(passwordForm)).toBe('Fehler beim Aktualisieren des Passworts Das aktuelle Passwort ist nicht korrekt.');

  await passwordForm.getByLabel('Aktuelles Passwort').fill(PASSWORD);
  await passwordForm.getByRole('button', { name: 'Passwort ändern' }).click();
  await passwordForm.getByText('Passwort erfolgreich aktualisiert').waitFor();
  expect(await passwordForm.getByLabel('Neues Passwort', { exact: true }).inputValue()).toBe('');

  // Persönliche Daten
  const personal = region(page, 'Persönliche Daten');
  // no birth date until the learner gives one
  expect(await personal.getByLabel('Geburtsdatum').inputValue()).toBe('');
  await personal.getByLabel('Vorname', { exact: true }).fill('Lea');
  await personal.getByLabel('Zweiter Vorname (optional)').fill('Marie');
  await personal.getByLabel('Nachname').fill('Öztürk');
  await personal.getByLabel('Geburtsdatum').fill('1990-04-12');
  await personal.getByRole('button', { name: 'Speichern' }).click();
  expect(await feedbackOf(personal)).toBe('Persönliche Daten erfolgreich aktualisiert');
  // from now on the platform addresses the learner by first name
  await expect.poll(() => page.locator('header').innerText()).toContain('Lea');
  expect(await page.locator('header').innerText()).not.toContain(email);

  // Ihre MPU: the reasons choose the content; several are allowed, none is refused
  const mpu = region(page, 'Ihre MPU');
  // registered with the alcohol reason
  expect(await mpu.getByRole('checkbox', { name: 'Alkohol' }).isChecked()).toBe(true);
  await mpu.getByRole('checkbox', { name: 'Alkohol' }).uncheck();
  await mpu.getByRole('button', { name: 'Speichern' }).first().click();
  await mpu.getByText('Bitte wählen Sie mindestens einen Grund für Ihre MPU aus.').waitFor();
  await mpu.getByRole('checkbox', { name: 'Alkohol' }).check();
  await mpu.getByRole('checkbox', { name: 'Straftaten' }).check();
  await mpu.getByRole('button', { name: 'Speichern' }).first().click();
  await mpu.getByText('Ihre MPU-Gründe wurden gespeichert.').waitFor();
  await expectNoAxeViolations(page);

  // Lebenssituation: the siblings info appears with the checkbox; the children count is a number of 0 or more
  const living = region(page, 'Lebenssituation');
  await living.getByLabel('Wohnort').fill('Köln');
  await living.getByLabel('Wohnsituation').selectOption({ label: 'Mit Partnerin oder Partner' });
  await living.getByLabel('Beziehungsstatus').selectOption({ label: 'Verheiratet' });
  expect(await living.getByLabel('Angaben zu Ihren Geschwistern').count()).toBe(0);
  await living.getByLabel('Ich habe Geschwister').check();
  await living.getByLabel('Angaben zu Ihren Geschwistern').fill('Ein älterer Bruder');
  await living.getByLabel('Angaben zu Ihren Eltern').fill('Leben in Bonn');
  await living.getByLabel('Anzahl der Kinder').fill('-1');
  await living.getByRole('button', { name: 'Speichern' }).click();
  await living.getByText('Bitte geben Sie eine Zahl ab 0 ein.').waitFor();
  // no number at all counts as 0
  await living.getByLabel('Anzahl der Kinder').fill('');
  await living.getByRole('button', { name: 'Speichern' }).click();
  expect(await feedbackOf(living)).toBe('Informationen erfolgreich aktualisiert');
  expect(await living.getByLabel('Anzahl der Kinder').inputValue()).toBe('0');

  // Bildung
  const education = region(page, 'Bildung');
  await education.getByLabel('Schulbildung').selectOption({ label: 'Gymnasium' });
  await education.getByLabel('Höchster Abschluss').selectOption({ label: 'Abitur' });
  await education.getByLabel('Beruf').fill('Pflegefachkraft');
  await education.getByRole('button', { name: 'Speichern' }).click();
  expect(await feedbackOf(education)).toBe('Informationen erfolgreich aktualisiert');

  // Hobbys: button and Enter add; blank and duplicate entries are ignored; each has its remove button
  const hobbies = region(page, 'Hobbys');
  const hobbyList = hobbies.getByRole('list', { name: 'Ihre Hobbys' });
  await hobbies.getByLabel('Neues Hobby').fill('Lesen');
  await hobbies.getByRole('button', { name: 'Hinzufügen' }).click();
  await hobbies.getByLabel('Neues Hobby').fill('Wandern');
  await hobbies.getByLabel('Neues Hobby').press('Enter');
  await hobbies.getByLabel('Neues Hobby').fill('   ');
  await hobbies.getByRole('button', { name: 'Hinzufügen' }).click();
  await hobbies.getByLabel('Neues Hobby').fill(' lesen ');
  await hobbies.getByLabel('Neues Hobby').press('Enter');
  expect(await feedbackOf(hobbies)).toBe('„lesen“ steht bereits in Ihrer Liste.');
  expect(await hobbyList.getByRole('listitem').allTextContents()).toEqual(['Lesen', 'Wandern']);
  await hobbies.getByLabel('Neues Hobby').fill('Kochen');
  await hobbies.getByRole('button', { name: 'Hinzufügen' }).click();
  await hobbies.getByRole('button', { name: 'Wandern entfernen' }).click();
  expect(await hobbyList.getByRole('listitem').allTextContents()).toEqual(['Lesen', 'Kochen']);
  await hobbies.getByRole('button', { name: 'Speichern' }).click();
  expect(await feedbackOf(hobbies)).toBe('Informationen erfolgreich aktualisiert');

  // --- a reload shows what was saved
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Einstellungen' }).waitFor();
  await personal.getByLabel('Vorname', { exact: true }).waitFor();
  expect(await personal.getByLabel('Vorname', { exact: true }).inputValue()).toBe('Lea');
  expect(await personal.getByLabel('Zweiter Vorname (optional)').inputValue()).toBe('Marie');
  expect(await personal.getByLabel('Nachname').inputValue()).toBe('Öztürk');
  expect(await personal.getByLabel('Geburtsdatum').inputValue()).toBe('1990-04-12');
  expect(await living.getByLabel('Wohnort').inputValue()).toBe('Köln');
  expect(await living.getByLabel('Wohnsituation').inputValue()).toBe('partner');
  expect(await living.getByLabel('Beziehungsstatus').inputValue()).toBe('married');
  expect(await living.getByLabel('Anzahl der Kinder').inputValue()).toBe('0');
  expect(await living.getByLabel('Ich habe Geschwister').isChecked()).toBe(true);
  expect(await living.getByLabel('Angaben zu Ihren Geschwistern').inputValue()).toBe('Ein älterer Bruder');
  expect(await living.getByLabel('Angaben zu Ihren Eltern').inputValue()).toBe('Leben in Bonn');
  expect(await education.getByLabel('Schulbildung').inputValue()).toBe('gymnasium');
  expect(await education.getByLabel('Höchster Abschluss').inputValue()).toBe('abitur');
  expect(await education.getByLabel('Beruf').inputValue()).toBe('Pflegefachkraft');
  expect(await hobbyList.getByRole('listitem').allTextContents()).toEqual(['Lesen', 'Kochen']);

  // --- leaving with an unsaved change asks first; Abbrechen stays, 'Seite verlassen' discards
  await education.getByLabel('Beruf').fill('Altenpflege');
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Übersicht' }).click();
  const leave = page.getByRole('dialog', { name: 'Änderungen verwerfen?' });
  await leave.waitFor();
  await expectNoAxeViolations(page, { include: 'dialog[open]' });
  await leave.getByRole('button', { name: 'Abbrechen' }).click();
  expect(new URL(page.url()).pathname).toBe('/dashboard/settings');
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Übersicht' }).click();
  await leave.getByRole('button', { name: 'Seite verlassen' }).click();
  await page.waitForURL('**/dashboard');
  await page.goto('/dashboard/settings');
  expect(await education.getByLabel('Beruf').inputValue()).toBe('Pflegefachkraft');

  // --- email change: only when changed, with the password; applies after the link mailed to the new address
  const emailForm = page.getByRole('form', { name: 'E-Mail-Adresse ändern' });
  await emailForm.getByLabel('Neue E-Mail-Adresse').fill(email.toUpperCase());
  await emailForm.getByRole('button', { name: 'E-Mail-Adresse ändern' }).click();
  await emailForm.getByText('Die neue E-Mail-Adresse ist dieselbe wie die bisherige.').waitFor();
  await emailForm.getByText('Bitte geben Sie Ihr aktuelles Passwort ein.').waitFor();
  const newEmail = uniqueEmail('neu');
  await emailForm.getByLabel('Neue E-Mail-Adresse').fill(newEmail);
  await emailForm.getByLabel('Ihr Passwort zur Bestätigung').fill('falsch123');
  await emailForm.getByRole('button', { name: 'E-Mail-Adresse ändern' }).click();
  expect(await feedbackOf(emailForm)).toContain('Fehler beim Aktualisieren der E-Mail');
  await emailForm.getByLabel('Ihr Passwort zur Bestätigung').fill(NEW_PASSWORD);
  await emailForm.getByRole('button', { name: 'E-Mail-Adresse ändern' }).click();
  // the error above stays until the answer replaces it
  await emailForm.getByText('Bitte bestätigen Sie die Änderung', { exact: false }).waitFor();
  expect(await feedbackOf(emailForm)).toBe(
    `Bitte bestätigen Sie die Änderung: Wir haben einen Bestätigungslink an ${newEmail} gesendet. Ihre E-Mail-Adresse wird erst geändert, wenn Sie diesen Link öffnen.`,
  );
  expect(await feedbackOf(emailForm)).not.toContain('erfolgreich');
  await account.getByText(email, { exact: true }).waitFor();
  await readOutboxMail(email, { subject: /Änderung Ihrer E-Mail-Adresse angefordert/ });
  const changeMail = await readOutboxMail(newEmail, { subject: /Neue E-Mail-Adresse bestätigen/ });
  await page.goto(changeMail.link!);
  await page.getByRole('heading', { name: 'E-Mail-Adresse erfolgreich aktualisiert' }).waitFor();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Zu den Einstellungen' }).click();
  await account.getByText(newEmail, { exact: true }).waitFor();
  await page.getByText(newEmail).first().waitFor();

  // --- my data: a JSON file with everything, named by the server
  const myData = region(page, 'Meine Daten');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    myData.getByRole('button', { name: 'Meine Daten herunterladen' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^meine-daten-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = fs.readFileSync((await download.path())!, 'utf8');
  expect(JSON.parse(exported)).toBeTypeOf('object');
  expect(exported).toContain(newEmail);
  expect(exported).toContain('Pflegefachkraft');
  expect(await feedbackOf(myData)).toContain(download.suggestedFilename());

  // --- account deletion: an accessible dialog names the consequence and asks for the password
  await myData.getByRole('button', { name: 'Konto löschen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Konto endgültig löschen?' });
  await dialog.waitFor();
  expect(await dialog.textContent()).toContain(`Ihr Konto (${newEmail}) und alle dazugehörigen Daten`);
  await expectNoAxeViolations(page, { include: 'dialog[open]' });
  await dialog.getByRole('button', { name: 'Konto endgültig löschen' }).click();
  await dialog.getByText('Bitte geben Sie Ihr Passwort ein.').waitFor();
  await dialog.getByLabel('Passwort zur Bestätigung').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Konto endgültig löschen' }).click();
  await dialog.getByText('Das Passwort ist nicht korrekt.').waitFor();
  // Abbrechen keeps everything
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await dialog.waitFor({ state: 'hidden' });
  const cookieBeforeDeletion = await sessionCookieOf(context);
  expect(await statusWithCookie(cookieBeforeDeletion)).toBe(200);
  await myData.getByRole('button', { name: 'Konto löschen' }).click();
  await dialog.getByLabel('Passwort zur Bestätigung').fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: 'Konto endgültig löschen' }).click();
  await page.waitForURL('**/login');
  await page.getByText('Ihr Konto und alle dazugehörigen Daten wurden gelöscht.').waitFor();
  await expectNoAxeViolations(page);
  // the browser dropped the cookie, and the old cookie sent again opens nothing
  expect((await context.cookies()).some((c) => c.name.endsWith('session_token'))).toBe(false);
  expect(await statusWithCookie(cookieBeforeDeletion)).toBe(401);

  await signIn(page, newEmail, NEW_PASSWORD);
  await page.getByText('Ungültige E-Mail oder Passwort. Bitte versuchen Sie es erneut.').waitFor();
  await page.goto('/dashboard/settings');
  await page.waitForURL('**/login');
  await context.close();
}, 300_000);

it('the same screens in Turkish via ?lng=tr, on a phone: tour, settings, dialog and registration without German text', async () => {
  const context = await newContext(browser, { width: 390, height: 844 });
  await createLearnerWithTour(context, 'tr');
  const page = await context.newPage();
  const GERMAN = [
    'Einstellungen',
    'Speichern',
    'Persönliche Daten',
    'Lebenssituation',
    'Hobbys',
    'Meine Daten',
    'Passwort',
    'Bitte auswählen',
    'Überspringen',
    'Weiter',
  ];
  const expectNoGerman = async (text: string) => {
    for (const word of GERMAN) expect(text, `German "${word}" on ${page.url()}`).not.toContain(word);
  };

  // the tour: Turkish labels; on a phone the menu opens for it
  await page.goto('/dashboard?lng=tr');
  const tour = tourDialog(page);
  await tour.waitFor();
  expect(await tour.getByRole('heading').textContent()).toBe('Genel bakışınız');
  await tour.getByText('Adım 1 / 8').waitFor();
  await tour.getByRole('button', { name: 'İleri' }).waitFor();
  await tour.getByRole('button', { name: 'Kapat' }).waitFor();
  expect(await page.getByRole('button', { name: 'Menüyü kapat' }).getAttribute('aria-expanded')).toBe('true');
  await expectNoGerman(await tour.innerText());
  await tourSettled(tour);
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await tour.getByRole('button', { name: 'Atla' }).click();
  await tour.waitFor({ state: 'detached' });

  // settings in Turkish
  await page.goto('/dashboard/settings?lng=tr');
  await page.getByRole('heading', { level: 1, name: 'Ayarlar' }).waitFor();
  for (const name of ['Hesap', 'Kişisel bilgiler', 'Yaşam durumu', 'Eğitim', 'Hobiler', 'Verilerim', 'Tanıtım turu']) {
    await region(page, name).waitFor();
  }
  const personal = region(page, 'Kişisel bilgiler');
  await personal.getByLabel('Ad', { exact: true }).fill('Ayşe');
  await personal.getByRole('button', { name: 'Kaydet' }).click();
  expect(await feedbackOf(personal)).toBe('Kişisel bilgiler başarıyla güncellendi');
  const password = page.getByRole('form', { name: 'Şifreyi değiştir' });
  await password.getByLabel('Mevcut şifre').fill(PASSWORD);
  await password.getByLabel('Yeni şifre', { exact: true }).fill(NEW_PASSWORD);
  await password.getByLabel('Yeni şifreyi onaylayın').fill('baskaSifre1');
  await password.getByRole('button', { name: 'Şifreyi değiştir' }).click();
  await password.getByText('Şifreler eşleşmiyor').waitFor();
  expect(await region(page, 'Eğitim').getByLabel('En yüksek diploma').locator('option').first().textContent()).toBe('Lütfen seçin');
  await expectNoGerman(await page.locator('body').innerText());
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await region(page, 'Verilerim').getByRole('button', { name: 'Hesabı sil' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hesap kalıcı olarak silinsin mi?' });
  await dialog.waitFor();
  await expectNoGerman(await dialog.innerText());
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'İptal' }).click();
  await dialog.waitFor({ state: 'hidden' });

  // 'Turu yeniden başlat' brings the tour back on the overview; the password form still holds
  // unsaved input, so leaving asks first
  await region(page, 'Tanıtım turu').getByRole('button', { name: 'Turu yeniden başlat' }).click();
  const leave = page.getByRole('dialog', { name: 'Değişiklikler silinsin mi?' });
  await leave.getByRole('button', { name: 'Sayfadan ayrıl' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await tour.waitFor();
  await tour.getByText('Adım 1 / 8').waitFor();
  await tour.getByRole('button', { name: 'Kapat' }).click();
  await tour.waitFor({ state: 'detached' });

  // registration in Turkish: the consent is required there too
  const visitor = await newContext(browser, { width: 390, height: 844 });
  const register = await visitor.newPage();
  await register.goto('/register?lng=tr');
  await register.getByRole('heading', { level: 1, name: 'Hesap oluşturun' }).waitFor();
  await register.getByRole('button', { name: 'Kaydol' }).click();
  await register.getByText('Lütfen sağlık verilerinizin işlenmesine onay verin.').waitFor();
  const registerText = await register.locator('body').innerText();
  for (const word of ['Bitte stimmen Sie', 'Datenschutzerklärung', 'Registrieren', 'Ich willige ein'])
    expect(registerText).not.toContain(word);
  await expectNoAxeViolations(register);
  await visitor.close();
  await context.close();
}, 240_000);

it('the tour has a step per menu entry shown, ends with Fertig, and a second device does not replay it', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const { email } = await createLearnerWithTour(context);
  await page.goto('/dashboard');
  const tour = tourDialog(page);
  expect(await stepTitles(tour, 8)).toEqual([
    'Ihre Übersicht',
    'Statistik',
    'Videokurse',
    'MPU-Lexikon',
    'Leistungstest-Training',
    'Abstinenznachweise',
    'Meine MPU-Geschichte',
    'Einstellungen',
  ]);
  expect(await tour.getByRole('button', { name: 'Überspringen' }).count()).toBe(0);
  await tour.getByRole('button', { name: 'Fertig' }).click();
  await tour.waitFor({ state: 'detached' });
  await expect.poll(async () => ((await (await context.request.get('/api/me')).json()) as { tourSeen: boolean }).tourSeen).toBe(true);

  // a second device (no browser flag) does not replay it: the server's flag counts
  const second = await newContext(browser);
  const signIn = await second.request.post('/api/auth/sign-in/email', {
    data: { email, password: PASSWORD },
    headers: { origin: baseURL() },
  });
  expect(signIn.status()).toBe(200);
  const secondPage = await second.newPage();
  await secondPage.goto('/dashboard');
  await secondPage.getByText('Willkommen', { exact: true }).waitFor();
  await secondPage.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Einstellungen' }).waitFor();
  expect(await tourDialog(secondPage).count()).toBe(0);
  await second.close();
  await context.close();

  // an administrator's menu has every entry, so the restarted tour has the role-gated steps too
  const adminContext = await newContext(browser);
  await signInAdmin(adminContext);
  const adminPage = await adminContext.newPage();
  await adminPage.goto('/dashboard/settings');
  await region(adminPage, 'Einführungstour').getByRole('button', { name: 'Tour erneut starten' }).click();
  await adminPage.waitForURL((url) => url.pathname === '/dashboard');
  const adminTour = tourDialog(adminPage);
  expect(await stepTitles(adminTour, 14)).toEqual([
    'Ihre Übersicht',
    'Statistik',
    'Multiple-Choice-Kurse',
    'Videokurse',
    'MPU-Lexikon',
    'Neuigkeiten',
    'Einzelsitzung buchen',
    'KI-Assistent',
    'Prüfungstrainer',
    'Leistungstest-Training',
    'Abstinenznachweise',
    'Meine MPU-Geschichte',
    'Einstellungen',
    'Administration',
  ]);
  await tourSettled(adminTour);
  await expectNoAxeViolations(adminPage);
  await adminTour.getByRole('button', { name: 'Fertig' }).click();
  await adminTour.waitFor({ state: 'detached' });
  // the request is used up: a reload does not bring the tour back
  await adminPage.reload();
  await adminPage.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Administration' }).waitFor();
  expect(await adminPage.evaluate(() => (history.state as { usr?: unknown } | null)?.usr ?? null)).toBeNull();
  await adminContext.close();
}, 180_000);

it('a session ended elsewhere sends the next request to /login; signing out clears the session', async () => {
  const first = await newContext(browser);
  const { email, password } = await createSignedInLearner(first);
  const second = await newContext(browser);
  const signIn = await second.request.post('/api/auth/sign-in/email', { data: { email, password }, headers: { origin: baseURL() } });
  expect(signIn.status()).toBe(200);
  const secondCookie = await sessionCookieOf(second);
  const page = await second.newPage();
  await page.goto('/dashboard/settings');
  const personal = region(page, 'Persönliche Daten');
  await personal.getByLabel('Vorname', { exact: true }).fill('Lea');

  // the password is changed on the first device, which ends every other session
  const change = await first.request.post('/api/auth/change-password', {
    data: { currentPassword: password, newPassword: NEW_PASSWORD, revokeOtherSessions: true },
    headers: { origin: baseURL() },
  });
  expect(change.status()).toBe(200);
  await personal.getByRole('button', { name: 'Speichern' }).click();
  await page.waitForURL('**/login');
  await page.getByRole('heading', { name: 'Willkommen zurück' }).waitFor();
  expect(await statusWithCookie(secondCookie)).toBe(401);
  await second.close();

  // signing out anywhere: the session is gone, protected pages lead to /login
  const firstPage = await first.newPage();
  await firstPage.goto('/dashboard/settings');
  await firstPage.getByRole('heading', { level: 1, name: 'Einstellungen' }).waitFor();
  const cookieBeforeSignOut = await sessionCookieOf(first);
  await firstPage.getByRole('button', { name: 'Abmelden' }).click();
  await firstPage.waitForURL('**/login');
  expect((await first.cookies()).some((c) => c.name.endsWith('session_token'))).toBe(false);
  // the old cookie, sent again, opens nothing: the session ended on the server, not only in the browser
  expect(await statusWithCookie(cookieBeforeSignOut)).toBe(401);
  await firstPage.goto('/dashboard/settings');
  await firstPage.waitForURL('**/login');
  await first.close();
}, 180_000);

it('Lernerinnerung: daily at 18:00 is kept after a reload; the link of the mail asks, then unsubscribes without a session', async () => {
  const context = await newContext(browser);
  await createSignedInLearner(context);
  const page = await context.newPage();
  await page.goto('/dashboard/settings');
  const reminders = region(page, 'Lernerinnerung per E-Mail');
  await reminders.getByLabel('Erinnerung').selectOption({ label: 'Täglich' });
  await reminders.getByLabel('Uhrzeit').selectOption({ label: '18:00 Uhr' });
  await reminders.getByRole('button', { name: 'Speichern' }).click();
  expect(await feedbackOf(reminders)).toBe('Ihre Lernerinnerung wurde gespeichert.');
  await expectNoAxeViolations(page);
  await page.reload();
  await reminders.getByLabel('Erinnerung').waitFor();
  expect(await reminders.getByLabel('Erinnerung').inputValue()).toBe('daily');
  expect(await reminders.getByLabel('Uhrzeit').inputValue()).toBe('18');

  // the link of a reminder mail, opened in another browser without a session
  const me = (await (await context.request.get('/api/me')).json()) as { user: { id: string } };
  const secret = fs.readFileSync(authSecretFileBeside(e2eServer().dataDir), 'utf8').trim();
  const token = createUnsubscribeToken(secret, me.user.id);
  const mailReader = await newContext(browser);
  const link = await mailReader.newPage();
  await link.goto(`/reminders/unsubscribe?token=${encodeURIComponent(token)}x`);
  await link.getByText('Dieser Link zum Abbestellen ist ungültig.', { exact: false }).waitFor({ state: 'hidden' });
  await link.getByRole('button', { name: 'Lernerinnerungen abbestellen' }).click();
  await link.getByText('Dieser Link zum Abbestellen ist ungültig.', { exact: false }).waitFor();
  await link.goto(`/reminders/unsubscribe?token=${encodeURIComponent(token)}`);
  await link.getByRole('heading', { level: 1, name: 'Lernerinnerungen abbestellen' }).waitFor();
  await expectNoAxeViolations(link);
  await link.getByRole('button', { name: 'Lernerinnerungen abbestellen' }).click();
  await link.getByText('Sie erhalten keine Lernerinnerungen mehr.').waitFor();
  await expectNoAxeViolations(link);
  await mailReader.close();

  await page.reload();
  await reminders.getByLabel('Erinnerung').waitFor();
  expect(await reminders.getByLabel('Erinnerung').inputValue()).toBe('off');
  await context.close();
});

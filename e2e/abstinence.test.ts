// The abstinence tracker as a learner with an alcohol MPU uses it: the consent, the programme, entries
// (one with the lab's letter as a PDF), the status "N von 6 Screenings unauffällig", deleting an entry
// after a confirmation (by keyboard), a missed screening and its notice, the phone layout with touch,
// and withdrawing the consent. axe on every screen and dialog. With ABSTINENCE_SHOTS_DIR set, the
// screens are also saved as screenshots there.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { baseURL, createSignedInLearner, expectNoAxeViolations, launchBrowser, newContext } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const PDF = Buffer.from('%PDF-1.4\n% Befund Labor\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const shotsDir = process.env.ABSTINENCE_SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (!shotsDir) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

const summary = (page: Page) => page.getByTestId('abstinence-summary');

async function addEntry(page: Page, date: string, result: string, file?: { name: string; buffer: Buffer; mimeType: string }) {
  const form = page.getByRole('form', { name: 'Eintrag hinzufügen' });
  // the success banner of the previous entry may still be showing: wait for the list to grow instead
  const before = await page.getByTestId('abstinence-entry').count();
  await form.getByLabel('Datum').fill(date);
  await form.getByLabel('Ergebnis').selectOption({ label: result });
  if (file) await form.getByLabel('Befundschreiben (optional)').setInputFiles(file);
  await form.getByRole('button', { name: 'Eintrag hinzufügen' }).click();
  await expect.poll(() => page.getByTestId('abstinence-entry').count()).toBe(before + 1);
  await page.getByText('Der Eintrag wurde hinzugefügt.').waitFor();
}

let context: BrowserContext;

it('consent, programme, entries with a PDF, status, delete with confirmation, withdrawal', async () => {
  context = await newContext(browser);
  await createSignedInLearner(context, 'alcohol');
  const page = await context.newPage();
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Abstinenznachweise' }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Abstinenznachweise' }).waitFor();

  // consent first: what is stored, who sees it, how to delete it
  const consent = page.getByRole('region', { name: 'Ihre Einwilligung' });
  await consent.getByRole('heading', { name: 'Wer es sieht' }).waitFor();
  await expectNoAxeViolations(page);
  await shot(page, 'consent-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'consent-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  await consent.getByRole('button', { name: 'Einwilligen und fortfahren' }).click();
  await consent.getByText('Bitte bestätigen Sie die Einwilligung, um fortzufahren.').waitFor();
  await consent.getByRole('checkbox', { name: /Ich willige ein/ }).check();
  await consent.getByRole('button', { name: 'Einwilligen und fortfahren' }).click();

  // the programme
  const programme = page.getByRole('region', { name: 'Ihr Programm' });
  await programme.getByLabel('Methode').waitFor();
  await expectNoAxeViolations(page);
  await programme.getByRole('button', { name: 'Programm speichern' }).click();
  await programme.getByText('Bitte wählen Sie mindestens eine Substanz.').waitFor();
  await programme.getByLabel('Methode').selectOption({ label: 'Urin-Screenings' });
  await programme.getByRole('radio', { name: '12 Monate' }).check();
  await programme.getByRole('checkbox', { name: 'Alkohol' }).check();
  await programme.getByLabel('Beginn des Programms').fill('2026-11-02');
  await programme.getByLabel('Durchführende Stelle').fill('Institut für Rechtsmedizin');
  await programme.getByRole('button', { name: 'Programm speichern' }).click();
  await expect.poll(() => summary(page).innerText()).toBe('0 von 6 Screenings unauffällig');
  await page.getByText('Urin-Screenings: mindestens 4 unangekündigte Kontrollen in 6 Monaten, mindestens 6 in 12 Monaten.').waitFor();
  await page.getByText('02.11.2027').waitFor();
  await expectNoAxeViolations(page);

  // entries, the first with the lab's letter
  await addEntry(page, '2026-11-10', 'unauffällig', { name: 'Befund November.pdf', mimeType: 'application/pdf', buffer: PDF });
  await addEntry(page, '2026-11-20', 'unauffällig');
  await addEntry(page, '2026-11-24', 'ausstehend');
  await expect.poll(() => summary(page).innerText()).toBe('2 von 6 Screenings unauffällig');
  const bar = page.getByRole('progressbar', { name: '2 von 6 Screenings unauffällig' });
  expect(await bar.getAttribute('aria-valuenow')).toBe('33');
  expect(await bar.getAttribute('aria-valuetext')).toBe('2 von 6 Screenings unauffällig');
  const link = page.getByRole('link', { name: 'Befund November.pdf öffnen' });
  const file = await context.request.get((await link.getAttribute('href'))!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect(Buffer.from(await file.body()).equals(PDF)).toBe(true);
  await expectNoAxeViolations(page);
  await shot(page, 'status-1280');

  // delete the pending entry, by keyboard, after the confirmation
  await page.getByRole('button', { name: 'Eintrag vom 24.11.2026 löschen' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Eintrag vom 24.11.2026 löschen?' });
  await dialog.waitFor();
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Abbrechen');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await page.getByText('Der Eintrag wurde gelöscht.').waitFor();
  await expect.poll(() => page.getByTestId('abstinence-entry').count()).toBe(2);

  // a missed screening: what it usually means, and a booked session
  await addEntry(page, '2026-11-25', 'versäumt');
  const notice = page.getByRole('region', { name: 'Ein auffälliges oder versäumtes Ergebnis' });
  await notice.waitFor();
  expect(await notice.getByRole('link', { name: 'Einzelsitzung buchen' }).getAttribute('href')).toBe('/dashboard/book-session');
  await expectNoAxeViolations(page);

  // the calendar
  const calendar = await context.request.get('/api/abstinence/calendar.ics');
  expect(calendar.status()).toBe(200);
  expect(await calendar.text()).toContain('BEGIN:VCALENDAR\r\n');
});

it('on a phone (390 px, touch): the status fits, an entry is edited with taps', async () => {
  const phone = await browser.newContext({
    baseURL: baseURL(),
    locale: 'de-DE',
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  await phone.addCookies(await context.cookies());
  const page = await phone.newPage();
  await page.goto('/dashboard/abstinence');
  await expect.poll(() => summary(page).innerText()).toBe('2 von 6 Screenings unauffällig');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await shot(page, 'status-390');

  await page.getByRole('button', { name: 'Eintrag vom 25.11.2026 bearbeiten' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Eintrag vom 25.11.2026 bearbeiten' });
  await dialog.getByLabel('Ergebnis').selectOption({ label: 'unauffällig' });
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Speichern' }).tap();
  await page.getByText('Der Eintrag wurde gespeichert.').waitFor();
  await expect.poll(() => summary(page).innerText()).toBe('3 von 6 Screenings unauffällig');
  await page.getByRole('region', { name: 'Ein auffälliges oder versäumtes Ergebnis' }).waitFor({ state: 'detached' });
  await shot(page, 'status-390-after-edit');
  await phone.close();
});

it('withdrawing the consent deletes everything and shows the consent again', async () => {
  const page = await context.newPage();
  await page.goto('/dashboard/abstinence');
  await page.getByRole('button', { name: 'Einwilligung widerrufen und alle Daten löschen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Einwilligung widerrufen und alle Daten löschen?' });
  await dialog.waitFor();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Widerrufen und löschen' }).click();
  await page.getByText('Ihre Einwilligung ist widerrufen; alle Daten wurden gelöscht.').waitFor();
  await page.getByRole('region', { name: 'Ihre Einwilligung' }).waitFor();
  const state = await context.request.get('/api/abstinence');
  expect(await state.json()).toEqual({ consentedAt: null, programme: null, entries: [], status: null });
  await context.close();
});

it('a learner with a points MPU finds the page locked and is sent back from it', async () => {
  const points = await newContext(browser);
  await createSignedInLearner(points, 'points');
  const page = await points.newPage();
  await page.goto('/dashboard/abstinence');
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  expect((await points.request.get('/api/abstinence')).status()).toBe(403);
  await points.close();
});

it('in Turkish and English: consent, programme and status without German text', async () => {
  const learner = await newContext(browser, { width: 390, height: 844 });
  await createSignedInLearner(learner, 'drugs');
  const page = await learner.newPage();
  await page.goto('/dashboard/abstinence?lng=tr');
  await page.getByRole('heading', { level: 1, name: 'Abstinans kanıtları' }).waitFor();
  const consent = page.getByRole('region', { name: 'Onayınız' });
  await consent.getByRole('checkbox', { name: /onay veriyorum/ }).check();
  await consent.getByRole('button', { name: 'Onayla ve devam et' }).click();
  const programme = page.getByRole('region', { name: 'Programınız' });
  await programme.getByLabel('Yöntem').selectOption({ label: 'Uyuşturucu için saç analizi' });
  await programme.getByRole('checkbox', { name: 'Kenevir (THC)' }).check();
  await programme.getByLabel('Programın başlangıcı').fill('2026-11-02');
  await programme.getByRole('button', { name: 'Programı kaydet' }).click();
  await expect.poll(() => summary(page).innerText()).toBe('2 saç örneğinden 0 tanesi temiz');
  const text = await page.locator('main').innerText();
  for (const word of ['Abstinenznachweise', 'Haarprobe', 'unauffällig', 'Einwilligung', 'Frühestes']) expect(text).not.toContain(word);
  await expectNoAxeViolations(page);
  await shot(page, 'status-390-tr');

  await page.goto('/dashboard/abstinence?lng=en');
  await expect.poll(() => summary(page).innerText()).toBe('0 of 2 hair samples negative');
  await page
    .getByText('Hair analysis for drugs: one sample covers up to 6 cm ≈ 6 months, so 1 sample for 6 months and 2 for 12 months.')
    .waitFor();
  await expectNoAxeViolations(page);
  await learner.close();
});

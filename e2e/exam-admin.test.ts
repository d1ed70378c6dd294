// The exam-question admin as an operator uses it: a file German Excel saved (Windows-1252,
// semicolons) imported through the dialog, the report with its line numbers, the questions in the
// list with their umlauts, a question written by hand, and the category removed again. axe on the
// page and on every dialog. The downloaded CSV template imported unchanged adds no question and says
// why. Nothing here touches the demo content the other journeys count on.
import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, newContext, signInAdmin } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const CATEGORY = 'Prüfungswissen Übungsimport';

/** Text as German Excel saves it as plain "CSV": Windows-1252 bytes (every character used here is in Latin-1 or is '–'). */
function windows1252(text: string): Buffer {
  return Buffer.from([...text].map((char) => (char === '–' ? 0x96 : char.charCodeAt(0))));
}

const FILE = windows1252(
  [
    'category_name;question;option_a;option_b;option_c;option_d;correct_answers;explanation;difficulty;mpu_types',
    `${CATEGORY};Wer erstellt das Gutachten für die Führerscheinstelle?;Eine Begutachtungsstelle für Fahreignung;Die Polizei;Das Straßenverkehrsamt;;a;Nach § 66 FeV amtlich anerkannte Träger.;Leicht;Straftaten-MPU`,
    `${CATEGORY};Zu kurz;A`,
    `${CATEGORY};Was gilt nach einer Nötigung im Straßenverkehr?;Sie ist eine Straftat (§ 240 StGB);Sie ist nur eine Ordnungswidrigkeit;;;Sie ist eine Straftat (§ 240 StGB);Nötigung – § 240 StGB.;mittel;criminal`,
    `${CATEGORY};Welche Antwort fehlt hier?;Ja;Nein;;;Vielleicht;;;criminal`,
    '',
  ].join('\r\n'),
);

it('an admin imports a Windows-1252 semicolon file, reads the report, finds the questions with umlauts and removes the category', async () => {
  const context = await newContext(browser);
  await signInAdmin(context);
  const page = await context.newPage();
  await page.goto('/dashboard/admin/quiz');
  await page.getByRole('heading', { level: 1, name: 'Prüfungsfragen' }).waitFor();
  await page.getByText(/Fragen gefunden$/).waitFor();
  await expectNoAxeViolations(page);

  // the import dialog: Importieren waits for a file
  await page.getByRole('button', { name: 'CSV Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'CSV Import' });
  await dialog.waitFor();
  expect(await dialog.getByRole('button', { name: 'Importieren' }).isDisabled()).toBe(true);
  await expectNoAxeViolations(page);
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'fragen.csv', mimeType: 'text/csv', buffer: FILE });
  await dialog.getByRole('button', { name: 'Importieren' }).click();

  await dialog.getByText('Import abgeschlossen: 2 importiert, 1 übersprungen, 0 Duplikate, 1 fehlerhaft.').waitFor();
  const lines = await dialog.getByRole('listitem').allInnerTexts();
  expect(lines).toEqual([
    'Zeile 3: übersprungen – weniger Spalten als die Kopfzeile',
    'Zeile 5: Fehler – „Vielleicht“ ist keine der Antwortoptionen',
  ]);
  // the spec's colour rule: red when the message contains 'Fehler'
  const colour = (text: string) => dialog.getByText(text).evaluate((element) => getComputedStyle(element.closest('li') ?? element).color);
  expect(await colour('Zeile 5: Fehler')).not.toBe(await colour('Zeile 3: übersprungen'));
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Schließen', exact: true }).last().click();

  // the questions in the list, umlauts intact
  await page.getByLabel('Kategorie', { exact: true }).selectOption({ label: CATEGORY });
  await page.getByText('2 Fragen gefunden').waitFor();
  await page.getByRole('heading', { name: 'Wer erstellt das Gutachten für die Führerscheinstelle?' }).waitFor();
  await page.getByText('Nötigung – § 240 StGB.').waitFor();
  expect(await page.getByText('Eine Begutachtungsstelle für Fahreignung (Richtig)').count()).toBe(1);

  // a question by hand: the empty option cannot be marked, the rule message names the missing field
  await page.getByRole('button', { name: 'Neue Frage' }).click();
  const form = page.getByRole('dialog', { name: 'Neue Frage' });
  await form.waitFor();
  expect(await form.getByRole('checkbox', { name: 'Option C ist richtig' }).isDisabled()).toBe(true);
  await form.getByRole('button', { name: 'Frage erstellen' }).click();
  await form.getByText('Bitte füllen Sie alle Pflichtfelder aus.').waitFor();
  await expectNoAxeViolations(page);
  await form.getByLabel('Kategorie').selectOption({ label: CATEGORY });
  await form.getByLabel('Fragetext', { exact: true }).fill('Wie lange steht eine Straftat mit Entziehung im Fahreignungsregister?');
  await form.getByLabel('Option A', { exact: true }).fill('10 Jahre');
  await form.getByLabel('Option B', { exact: true }).fill('2 Jahre und 6 Monate');
  await form.getByRole('checkbox', { name: 'Option A ist richtig' }).check();
  await form.getByRole('button', { name: 'Frage erstellen' }).click();
  await page.getByText('Frage erfolgreich erstellt').waitFor();
  await page.getByText('3 Fragen gefunden').waitFor();

  // 'Alle löschen' asks twice; cancelling the second leaves everything
  await page.getByRole('button', { name: 'Alle löschen' }).click();
  await page.getByRole('dialog', { name: 'Alle Prüfungsfragen löschen?' }).getByRole('button', { name: 'Weiter' }).click();
  const second = page.getByRole('dialog', { name: 'Wirklich alle Fragen endgültig löschen?' });
  await second.waitFor();
  await expectNoAxeViolations(page);
  await second.getByRole('button', { name: 'Abbrechen' }).click();
  await page.getByText('3 Fragen gefunden').waitFor();

  // the category goes, with its three questions, after a confirmation that says so
  await page.getByRole('button', { name: /^Kategorien \(/ }).click();
  await page.getByRole('button', { name: `Kategorie löschen: ${CATEGORY}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Kategorie löschen' });
  await confirm.getByText(/Ihre 3 Fragen werden dabei ebenfalls gelöscht/).waitFor();
  await confirm.getByRole('button', { name: 'Kategorie löschen' }).click();
  await page.getByText('Kategorie erfolgreich gelöscht').waitFor();
  await context.close();
});

it('importing the downloaded CSV template unchanged publishes nothing and says its two sample questions were skipped', async () => {
  const context = await newContext(browser);
  await signInAdmin(context);
  const page = await context.newPage();
  await page.goto('/dashboard/admin/quiz');
  const found = page.getByText(/Fragen gefunden$/);
  await found.waitFor();
  const before = await found.innerText();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV Template' }).click()]);
  const template = fs.readFileSync(await download.path());

  await page.getByRole('button', { name: 'CSV Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'CSV Import' });
  await dialog.locator('input[type="file"]').setInputFiles({ name: download.suggestedFilename(), mimeType: 'text/csv', buffer: template });
  await dialog.getByRole('button', { name: 'Importieren' }).click();
  await dialog.getByText('Import abgeschlossen: 0 importiert, 2 übersprungen, 0 Duplikate, 0 fehlerhaft.').waitFor();
  await dialog.getByText('Die Datei enthält 2 Beispielfragen aus der CSV-Vorlage. Sie wurden nicht importiert', { exact: false }).waitFor();
  expect(await dialog.getByRole('listitem').allInnerTexts()).toEqual([
    'Zeile 2: übersprungen – Beispielfrage aus der CSV-Vorlage: „Ab welcher Blutalkoholkonzentration sind Kraftfahrzeugführende absolut fahruntüchtig?“',
    'Zeile 3: übersprungen – Beispielfrage aus der CSV-Vorlage: „Welche Folgen hat es, wenn im Fahreignungsregister 8 Punkte erreicht sind?“',
  ]);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Schließen', exact: true }).last().click();
  expect(await found.innerText()).toBe(before);
  await context.close();
});

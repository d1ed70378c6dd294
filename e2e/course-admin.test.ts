// The 'Kurse' tab as an admin uses it: a new course with two chapters in Markdown (the preview renders
// heading and list, a typed <script> never becomes an element), a quiz question on a chapter, the
// chapters reordered with the keyboard (the order survives a reload), the course as learners see it,
// then chapter and course deleted after their confirmations. axe on the tab and on each modal, and
// the phone width. Everything created here is removed again, so the journeys that count the demo
// content see none of it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, newContext, pressUntilAnnounced, signInAdmin } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const COURSE = `Alkohol verstehen ${Date.now().toString(36)}`;
const FIRST = 'Wie Alkohol im Körper wirkt';
const SECOND = 'Trinkmengen ehrlich einschätzen';
const QUESTION = 'Wie viel Alkohol baut der Körper etwa pro Stunde ab?';

const chapterTitles = (page: Page) =>
  page
    .getByRole('list', { name: `Kapitel von „${COURSE}“` })
    .getByRole('heading', { level: 3 })
    .allInnerTexts();

async function addChapter(page: Page, title: string, content: string) {
  await page.getByRole('button', { name: 'Kapitel hinzufügen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kapitel hinzufügen' });
  await dialog.getByLabel('Titel', { exact: true }).fill(title);
  await dialog.getByLabel('Inhalt', { exact: true }).fill(content);
  await dialog.getByRole('button', { name: 'Kapitel hinzufügen' }).click();
  await page.getByText('Kapitel erfolgreich hinzugefügt').waitFor();
  await dialog.waitFor({ state: 'hidden' });
}

it('an admin builds a course with chapters and a question, reorders by keyboard and deletes it', async () => {
  const context = await newContext(browser);
  await signInAdmin(context);
  const page = await context.newPage();
  await page.goto('/dashboard/admin?tab=courses');
  await page.getByRole('heading', { level: 2, name: 'Kurse' }).waitFor();
  await page.getByRole('list', { name: 'Kurse' }).waitFor();
  await expectNoAxeViolations(page);

  // a new course: the required-fields alert first, then the course, which opens at once
  await page.getByRole('button', { name: 'Neuer Kurs' }).click();
  const courseDialog = page.getByRole('dialog', { name: 'Neuer Kurs' });
  await courseDialog.getByLabel('Titel', { exact: true }).fill(COURSE);
  await courseDialog.getByRole('button', { name: 'Kurs erstellen' }).click();
  await courseDialog.getByText('Bitte füllen Sie alle Felder aus.').waitFor();
  await expectNoAxeViolations(page);
  await courseDialog.getByLabel('Beschreibung', { exact: true }).fill('Wirkung, Abbau und Grenzwerte');
  await courseDialog.getByRole('button', { name: 'Kurs erstellen' }).click();
  await page.getByText('Kurs erfolgreich erstellt').waitFor();
  await page.getByRole('heading', { level: 2, name: COURSE }).waitFor();
  const courseId = new URL(page.url()).searchParams.get('course');
  expect(courseId).toMatch(/^[0-9a-f-]{36}$/);
  await page.getByText('Dieser Kurs hat noch keine Kapitel').waitFor();

  // the first chapter: Markdown with a heading, a list and a script tag, checked in the preview
  await page.getByRole('button', { name: 'Kapitel hinzufügen' }).click();
  const chapterDialog = page.getByRole('dialog', { name: 'Kapitel hinzufügen' });
  await chapterDialog.getByLabel('Titel', { exact: true }).fill(FIRST);
  await chapterDialog
    .getByLabel('Inhalt', { exact: true })
    .fill('## Aufnahme und Abbau\n\n- Aufnahme über den Dünndarm\n- Abbau in der Leber\n\n<script>window.injected = true</script>\n');
  await chapterDialog.getByRole('button', { name: 'Vorschau' }).click();
  const preview = chapterDialog.getByRole('region', { name: 'Vorschau des Inhalts' });
  await preview.getByRole('heading', { level: 2, name: 'Aufnahme und Abbau' }).waitFor();
  expect(await preview.getByRole('listitem').allInnerTexts()).toEqual(['Aufnahme über den Dünndarm', 'Abbau in der Leber']);
  expect(await page.locator('dialog script').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
  await expectNoAxeViolations(page);
  await chapterDialog.getByRole('button', { name: 'Schreiben' }).click();
  await chapterDialog.getByRole('button', { name: 'Kapitel hinzufügen' }).click();
  await page.getByText('Kapitel erfolgreich hinzugefügt').waitFor();
  await chapterDialog.waitFor({ state: 'hidden' });
  await addChapter(page, SECOND, '## Standardgläser\n\n1. Bier\n2. Wein');
  await expect.poll(() => chapterTitles(page)).toEqual([FIRST, SECOND]);

  // a quiz question on the first chapter: equal options are refused, then saved with its correct answer
  await page.getByRole('button', { name: `Frage hinzufügen zu Kapitel „${FIRST}“` }).click();
  const quizDialog = page.getByRole('dialog', { name: 'Frage hinzufügen' });
  await quizDialog.getByLabel('Frage', { exact: true }).fill(QUESTION);
  await quizDialog.getByLabel('Option 1', { exact: true }).fill('etwa 0,1 Promille');
  await quizDialog.getByLabel('Option 2', { exact: true }).fill('etwa 0,5 Promille');
  await quizDialog.getByRole('button', { name: 'Option hinzufügen' }).click();
  await quizDialog.getByLabel('Option 3', { exact: true }).fill('etwa 0,1 Promille');
  await quizDialog.getByRole('radio', { name: 'Richtige Antwort (Option 1)' }).check();
  await quizDialog.getByRole('button', { name: 'Frage hinzufügen' }).click();
  await quizDialog.getByText('Zwei Antwortoptionen sind gleich.', { exact: false }).waitFor();
  await expectNoAxeViolations(page);
  await quizDialog.getByLabel('Option 3', { exact: true }).fill('etwa 1,0 Promille');
  await quizDialog.getByRole('button', { name: 'Frage hinzufügen' }).click();
  await page.getByText('Frage erfolgreich hinzugefügt').waitFor();
  const questions = page
    .getByRole('list', { name: `Quizfragen zu „${FIRST}“` })
    .getByRole('listitem')
    .filter({ hasText: QUESTION });
  await questions.waitFor();
  await questions.getByRole('listitem').filter({ hasText: 'Richtige Antwort' }).getByText('etwa 0,1 Promille').waitFor();

  // the second chapter moves up with the keyboard: Space, ArrowUp, Space
  const saved = page.waitForResponse(
    (response) => response.url().endsWith(`/api/admin/courses/${courseId}/chapters/order`) && response.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: `Kapitel „${SECOND}“ verschieben` }).focus();
  await page.keyboard.press('Space');
  await page.getByText(`Kapitel „${SECOND}“ aufgenommen`).waitFor({ state: 'attached' });
  await pressUntilAnnounced(page, 'ArrowUp', `Kapitel „${SECOND}“ ist jetzt auf Position 1 von 2`);
  await page.keyboard.press('Space');
  expect((await saved).status()).toBe(200);
  await expect.poll(() => chapterTitles(page)).toEqual([SECOND, FIRST]);
  await page.reload();
  await expect.poll(() => chapterTitles(page)).toEqual([SECOND, FIRST]);
  await expectNoAxeViolations(page);

  // on a phone the cards and buttons wrap and nothing scrolls sideways, also in the question form
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: `Frage bearbeiten: ${QUESTION}` }).click();
  const editQuiz = page.getByRole('dialog', { name: 'Frage bearbeiten' });
  expect(await editQuiz.getByRole('radio', { name: 'Richtige Antwort (Option 1)' }).isChecked()).toBe(true);
  expect(await editQuiz.evaluate((dialog) => dialog.scrollWidth <= dialog.clientWidth)).toBe(true);
  await editQuiz.getByRole('button', { name: 'Abbrechen' }).click();
  await editQuiz.waitFor({ state: 'hidden' });
  await page.setViewportSize({ width: 1280, height: 800 });

  // learners see the chapters in the new order, the Markdown rendered and no script
  await page.goto(`/dashboard/courses/${courseId}`);
  await page.getByRole('heading', { level: 1, name: COURSE }).waitFor();
  // one chapter at a time: the contents list the new order, and the course opens at its first chapter
  const contents = page.getByRole('navigation', { name: 'Kapitelübersicht' });
  const contentsOrder = async () => (await contents.getByRole('link').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
  await expect.poll(contentsOrder).toEqual([`1. ${SECOND}`, `2. ${FIRST}`]);
  await page.getByRole('heading', { level: 2, name: SECOND }).waitFor();
  await page.getByRole('link', { name: new RegExp(`Weiter.*${FIRST}`) }).click();
  await page.getByRole('heading', { level: 2, name: FIRST }).waitFor();
  await page.getByRole('heading', { name: 'Aufnahme und Abbau' }).waitFor();
  expect(await page.locator('main script').count()).toBe(0);
  await page.getByText(QUESTION).waitFor();

  // delete the second chapter, then the course with the rest
  await page.goto(`/dashboard/admin?tab=courses&course=${courseId}`);
  await page.getByRole('button', { name: `Kapitel löschen: ${SECOND}` }).click();
  const deleteChapter = page.getByRole('dialog', { name: 'Kapitel löschen' });
  await deleteChapter.getByText(`„${SECOND}“`, { exact: false }).waitFor();
  await deleteChapter.getByRole('button', { name: 'Kapitel löschen' }).click();
  await page.getByText('Kapitel erfolgreich gelöscht').waitFor();
  await expect.poll(() => chapterTitles(page)).toEqual([FIRST]);

  await page.getByRole('link', { name: 'Zurück zu allen Kursen' }).click();
  await page.waitForURL((url) => url.searchParams.get('course') === null);
  const card = page.getByRole('list', { name: 'Kurse' }).getByRole('listitem').filter({ hasText: COURSE });
  await card.getByText('1 Kapitel', { exact: true }).waitFor();
  await page.getByRole('button', { name: `Kurs löschen: ${COURSE}` }).click();
  const deleteCourse = page.getByRole('dialog', { name: 'Kurs löschen' });
  await deleteCourse.getByText(/Alle Kapitel und Quizfragen dieses Kurses werden ebenfalls gelöscht/).waitFor();
  await expectNoAxeViolations(page);
  await deleteCourse.getByRole('button', { name: 'Kurs löschen' }).click();
  await page.getByText('Kurs erfolgreich gelöscht').waitFor();
  await expect.poll(() => page.getByRole('heading', { level: 3, name: COURSE }).count()).toBe(0);
  await context.close();
});

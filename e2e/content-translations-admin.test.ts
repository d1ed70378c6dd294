// The admin side of content in three languages (docs/decisions/089-content-languages.md): a question with a Turkish
// version, its German text edited and saved, shows "Übersetzung veraltet" at the Turkish column; confirmed as still
// right it is "Aktuell" again. The list marks the missing English version. axe on the editor.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { baseURL, expectNoAxeViolations, launchBrowser, newContext, signInAdmin } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const CATEGORY = 'Übersetzungen im Editor';
const QUESTION = 'Wer erstellt das MPU-Gutachten für die Fahrerlaubnisbehörde?';
const EDITED = 'Wer erstellt das medizinisch-psychologische Gutachten?';

it('an admin edits the German of a translated question: the Turkish version turns stale, and is current again once confirmed', async () => {
  const context = await newContext(browser);
  await signInAdmin(context);
  const headers = { origin: baseURL() };
  const category = await context.request.post('/api/admin/quiz/categories', {
    data: { name: CATEGORY, description: 'Fragen mit türkischer Fassung', mpuTypes: ['alcohol'] },
    headers,
  });
  expect(category.status()).toBe(201);
  const { id: categoryId } = (await category.json()) as { id: string };
  const created = await context.request.post('/api/admin/quiz/questions', {
    data: {
      categoryId,
      question: QUESTION,
      options: ['Eine Begutachtungsstelle für Fahreignung', 'Die Polizei', 'Das Gericht'],
      correctAnswers: ['Eine Begutachtungsstelle für Fahreignung'],
      explanation: 'Amtlich anerkannte Träger (§ 66 FeV).',
      translations: {
        tr: {
          question: 'Ehliyet dairesi için MPU raporunu kim hazırlar?',
          options: ['Sürüş uygunluğu değerlendirme merkezi', 'Polis', 'Mahkeme'],
          explanation: 'Resmi olarak tanınmış kuruluşlar (§ 66 FeV).',
        },
      },
    },
    headers,
  });
  expect(created.status()).toBe(201);

  const page = await context.newPage();
  await page.goto('/dashboard/admin/quiz');
  await page.getByText(/Fragen gefunden$/).waitFor();
  await page.getByLabel('Kategorie', { exact: true }).selectOption({ label: CATEGORY });
  await page.getByText('1 Frage gefunden').waitFor();
  // the list marks what learners cannot read in their language yet
  const card = page.getByRole('article', { name: QUESTION });
  await card.getByText('Englisch fehlt').waitFor();
  expect(await card.getByText('Türkisch veraltet').count()).toBe(0);

  const openEditor = async (question: string) => {
    await page
      .getByRole('article', { name: question })
      .getByRole('button', { name: /^Frage bearbeiten/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Frage bearbeiten' });
    await dialog.waitFor();
    return dialog;
  };

  let dialog = await openEditor(QUESTION);
  const turkish = () => dialog.getByRole('group', { name: /^Türkisch/ });
  const english = () => dialog.getByRole('group', { name: /^Englisch/ });
  await turkish().getByText('Aktuell', { exact: true }).waitFor();
  await english().getByText('Übersetzung fehlt').waitFor();
  expect(await dialog.getByRole('group', { name: 'Deutsch (Original)' }).count()).toBe(1);
  expect(await turkish().getByLabel('Fragetext (Türkisch)').inputValue()).toBe('Ehliyet dairesi için MPU raporunu kim hazırlar?');
  expect(await turkish().getByLabel('Option B (Türkisch)').inputValue()).toBe('Polis');

  // only the German changes
  await dialog.getByLabel('Fragetext', { exact: true }).fill(EDITED);
  await dialog.getByRole('button', { name: 'Frage speichern' }).click();
  await page.getByText('Frage erfolgreich gespeichert').waitFor();

  dialog = await openEditor(EDITED);
  await turkish().getByText('Übersetzung veraltet').waitFor();
  expect(await turkish().getByText('Aktuell', { exact: true }).count()).toBe(0);
  await expectNoAxeViolations(page, { include: 'dialog[open]' });

  // the Turkish still says the same: confirmed, it is current again
  await turkish().getByRole('button', { name: 'Als aktuell bestätigen' }).click();
  await turkish().getByText('Aktuell', { exact: true }).waitFor();
  await expectNoAxeViolations(page, { include: 'dialog[open]' });
  await dialog.getByRole('button', { name: 'Frage speichern' }).click();
  await page.getByText('Frage erfolgreich gespeichert').waitFor();

  dialog = await openEditor(EDITED);
  await turkish().getByText('Aktuell', { exact: true }).waitFor();
  expect(await turkish().getByText('Übersetzung veraltet').count()).toBe(0);
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();

  // the phone: the three languages stacked, German first
  await page.setViewportSize({ width: 390, height: 844 });
  dialog = await openEditor(EDITED);
  const [germanBox, turkishBox] = await Promise.all([
    dialog.getByRole('group', { name: 'Deutsch (Original)' }).boundingBox(),
    turkish().boundingBox(),
  ]);
  expect(turkishBox!.y).toBeGreaterThan(germanBox!.y + germanBox!.height - 1);
  await expectNoAxeViolations(page, { include: 'dialog[open]' });
  await context.close();
});

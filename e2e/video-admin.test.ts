// The Video Management tab as an admin uses it: a new section and two videos (links), the second moved
// above the first with the keyboard (the order survives a reload), the video edited, then video and
// section deleted after their confirmations. axe on the tab and on the open modal. Everything created
// here is removed again, so the journeys that count the demo content see none of it. The starter
// videos carry the admin's hint that they are starter content; an uploaded own video does not.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, newContext, pressUntilAnnounced, signInAdmin } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const SECTION = `Rückfallprävention ${Date.now().toString(36)}`;
const FIRST = 'Trinkmengen ehrlich einschätzen';
const SECOND = 'Abstinenznachweise richtig führen';

const videoTitles = (page: Page) =>
  page
    .getByRole('list', { name: `Videos in „${SECTION}“` })
    .getByRole('listitem')
    .locator('p.font-semibold')
    .allInnerTexts();

async function createVideo(page: Page, title: string) {
  await page.getByRole('button', { name: 'Video anlegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Video anlegen' });
  await dialog.waitFor();
  await dialog.getByLabel('Kategorie').selectOption({ label: SECTION });
  await dialog.getByLabel('Titel', { exact: true }).fill(title);
  await dialog.getByLabel('Beschreibung', { exact: true }).fill(`${title}: worauf die Gutachter achten.`);
  await dialog.getByLabel('Link zum Video').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await dialog.getByRole('checkbox', { name: 'Drogen-MPU' }).check();
  await dialog.getByRole('button', { name: 'Video anlegen' }).click();
  await page.getByText('Video erfolgreich erstellt').waitFor();
  await dialog.waitFor({ state: 'detached' }).catch(() => dialog.waitFor({ state: 'hidden' }));
}

it('an admin creates a section and videos, reorders by keyboard, edits and deletes them', async () => {
  const context = await newContext(browser);
  await signInAdmin(context);
  const page = await context.newPage();
  await page.goto('/dashboard/admin?tab=videos');
  await page.getByRole('heading', { level: 2, name: 'Video Management' }).waitFor();
  await page.getByRole('button', { name: /^Grundlagen der MPU/ }).waitFor();
  await expectNoAxeViolations(page);

  // a new section: the required-fields alert first, then the section
  await page.getByRole('button', { name: 'Neue Kategorie' }).click();
  const sectionDialog = page.getByRole('dialog', { name: 'Neue Kategorie' });
  await sectionDialog.getByLabel('Titel', { exact: true }).fill(SECTION);
  await sectionDialog.getByRole('button', { name: 'Kategorie erstellen' }).click();
  await sectionDialog.getByText('Bitte füllen Sie alle Felder aus.').waitFor();
  await expectNoAxeViolations(page);
  await sectionDialog.getByLabel('Beschreibung', { exact: true }).fill('Strategien gegen den Rückfall');
  await sectionDialog.getByRole('button', { name: 'Kategorie erstellen' }).click();
  await page.getByText('Kategorie erfolgreich erstellt').waitFor();
  await page.getByRole('button', { name: new RegExp(`^${SECTION}`) }).waitFor();
  await page.getByText('Keine Videos in dieser Kategorie').waitFor();

  // two videos by link; axe on the open 'Video anlegen' modal
  await page.getByRole('button', { name: 'Video anlegen' }).click();
  await page.getByRole('dialog', { name: 'Video anlegen' }).waitFor();
  await expectNoAxeViolations(page);
  await page.getByRole('dialog', { name: 'Video anlegen' }).getByRole('button', { name: 'Abbrechen' }).click();
  await createVideo(page, FIRST);
  await createVideo(page, SECOND);
  await expect.poll(() => videoTitles(page)).toEqual([FIRST, SECOND]);

  // the second video moves up with the keyboard: Space, ArrowUp, Space
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/admin/videos/order') && response.request().method() === 'PUT',
  );
  const handle = page.getByRole('button', { name: `Video „${SECOND}“ verschieben` });
  await handle.focus();
  await page.keyboard.press('Space');
  await page.getByText(`Video „${SECOND}“ aufgenommen`).waitFor({ state: 'attached' });
  await pressUntilAnnounced(page, 'ArrowUp', `Video „${SECOND}“ ist jetzt auf Position 1 von 2`);
  await page.keyboard.press('Space');
  expect((await saved).status()).toBe(200);
  await expect.poll(() => videoTitles(page)).toEqual([SECOND, FIRST]);
  await page.reload();
  await expect.poll(() => videoTitles(page)).toEqual([SECOND, FIRST]);

  // on a phone the buttons wrap and nothing scrolls sideways
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });

  // edit the video: the form comes filled in
  await page.getByRole('button', { name: `Video bearbeiten: ${FIRST}` }).click();
  const editDialog = page.getByRole('dialog', { name: 'Video bearbeiten' });
  expect(await editDialog.getByLabel('Titel', { exact: true }).inputValue()).toBe(FIRST);
  expect(await editDialog.getByRole('checkbox', { name: 'Drogen-MPU' }).isChecked()).toBe(true);
  await editDialog.getByLabel('Titel', { exact: true }).fill(`${FIRST} (neu)`);
  await editDialog.getByRole('button', { name: 'Video speichern' }).click();
  await page.getByText('Video erfolgreich aktualisiert').waitFor();
  await expect.poll(() => videoTitles(page)).toEqual([SECOND, `${FIRST} (neu)`]);

  // delete a video, then the section with the other one
  await page.getByRole('button', { name: `Video löschen: ${FIRST} (neu)` }).click();
  const deleteVideo = page.getByRole('dialog', { name: 'Video löschen' });
  await deleteVideo.getByText(`„${FIRST} (neu)“`).waitFor();
  await deleteVideo.getByRole('button', { name: 'Video löschen' }).click();
  await page.getByText('Video erfolgreich gelöscht').waitFor();
  await expect.poll(() => videoTitles(page)).toEqual([SECOND]);

  await page.getByRole('button', { name: `Kategorie löschen: ${SECTION}` }).click();
  const deleteSection = page.getByRole('dialog', { name: 'Kategorie löschen' });
  await deleteSection.getByText(/Alle Videos dieser Kategorie werden ebenfalls gelöscht/).waitFor();
  await expectNoAxeViolations(page);
  await deleteSection.getByRole('button', { name: 'Kategorie löschen' }).click();
  await page.getByText('Kategorie erfolgreich gelöscht').waitFor();
  await expect.poll(() => page.getByRole('button', { name: new RegExp(`^${SECTION}`) }).count()).toBe(0);
  await context.close();
});

const STARTER_HINT = 'Aus den Startinhalten: Legen Sie Ihr eigenes Video an';
const DEMO_CLIP = path.resolve(import.meta.dirname, '../server/src/cli/demo-content/files/media/mpu-intro.webm');

it('an admin uploads an own video file, which learners then play from the platform', async () => {
  const context = await newContext(browser);
  await signInAdmin(context);
  const page = await context.newPage();
  await page.goto('/dashboard/admin?tab=videos');
  // a starter video says it is one, for the admin to replace; the admin's own video below does not
  const starterRow = page
    .getByRole('list', { name: 'Videos in „Grundlagen der MPU“' })
    .getByRole('listitem')
    .filter({ hasText: 'Was ist eine MPU? Anlass, Ablauf und Ergebnis' });
  await starterRow.getByText(STARTER_HINT).waitFor();
  const section = `Eigene Aufnahmen ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Neue Kategorie' }).click();
  const sectionDialog = page.getByRole('dialog', { name: 'Neue Kategorie' });
  await sectionDialog.getByLabel('Titel', { exact: true }).fill(section);
  await sectionDialog.getByLabel('Beschreibung', { exact: true }).fill('Vom Betreiber aufgezeichnet');
  await sectionDialog.getByRole('button', { name: 'Kategorie erstellen' }).click();
  await page.getByText('Kategorie erfolgreich erstellt').waitFor();

  await page.getByRole('button', { name: 'Video anlegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Video anlegen' });
  await dialog.getByLabel('Kategorie').selectOption({ label: section });
  await dialog.getByLabel('Titel', { exact: true }).fill('Begrüßung durch Ihre Beraterin');
  await dialog.getByLabel('Beschreibung', { exact: true }).fill('Ein kurzer Gruß zum Start.');
  await dialog.getByRole('radio', { name: 'Eigene Datei' }).check();
  await dialog.getByLabel('Videodatei').setInputFiles(DEMO_CLIP);
  await dialog.getByRole('checkbox', { name: 'Drogen-MPU' }).check();
  await dialog.getByRole('button', { name: 'Video anlegen' }).click();
  await page.getByText('Video erfolgreich erstellt').waitFor();
  const row = page.getByRole('list', { name: `Videos in „${section}“` }).getByRole('listitem');
  await row.getByText('Datei', { exact: true }).waitFor();
  // the video is saved first, then its file uploaded: the warning goes once the upload is complete
  await expect.poll(() => row.getByText('Upload fehlt').count()).toBe(0);
  expect(await row.getByText(STARTER_HINT).count()).toBe(0);
  await dialog.waitFor({ state: 'detached' });

  // the library plays it from the platform (the admin sees every type)
  await page.goto('/dashboard/videos');
  await page.getByRole('button', { name: /^Begrüßung durch Ihre Beraterin/ }).click();
  const clip = page.getByRole('dialog', { name: 'Begrüßung durch Ihre Beraterin' }).locator('video');
  await expect.poll(() => clip.evaluate((video: HTMLVideoElement) => video.readyState)).toBeGreaterThanOrEqual(1);
  expect(await clip.evaluate((video: HTMLVideoElement) => video.duration)).toBeCloseTo(54.5, 1);
  await page.keyboard.press('Escape');

  await page.goto('/dashboard/admin?tab=videos');
  await page.getByRole('button', { name: `Kategorie löschen: ${section}` }).click();
  await page.getByRole('dialog', { name: 'Kategorie löschen' }).getByRole('button', { name: 'Kategorie löschen' }).click();
  await page.getByText('Kategorie erfolgreich gelöscht').waitFor();
  await context.close();
});

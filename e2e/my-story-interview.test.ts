// "Mein Gespräch" in the exam trainer (issue 37, part 3), offline on the shared platform: an alcohol
// learner whose story (written through the API) says they have not drunk since 1 March 2026 chooses
// "Mein Gespräch", confirms that the examiner may use the story for this conversation, answers, and
// the examiner asks about the abstinence start with its date; the conversation is saved, downloaded
// as text and deleted after a confirmation. An English learner hears the same question in English,
// a Turkish learner is greeted in Turkish.
// axe on every state, the phone width checked; screenshots into MY_STORY_SHOTS_DIR when it is set.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { baseURL, createSignedInLearner, expectNoAxeViolations, launchBrowser, newContext, signInAdmin } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const shotsDir = process.env.MY_STORY_SHOTS_DIR;
async function shot(page: Page, name: string) {
  if (!shotsDir) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

/** Someone else's case, written by the test as a learner would write it. */
const STORY = {
  incidents: [
    { id: 'i1', reason: 'alcohol', date: '2025-09-13', description: 'Nach einer Betriebsfeier bin ich mit dem Auto nach Hause gefahren.' },
  ],
  causes: { text: 'Ich habe getrunken, um nach der Arbeit abzuschalten.' },
  insight: { text: 'Ich verstehe heute, dass ich Alkohol gegen Stress benutzt habe.' },
  change: {
    text: 'Ich trinke keinen Alkohol mehr und gehe zur Suchtberatung.',
    since: '2026-03-01',
    goal: 'abstinence',
    abstinentSince: '2026-03-01',
  },
  proof: { items: [{ id: 'p1', kind: 'counselling', description: 'Suchtberatung', from: '2026-03-15', to: '' }] },
  stability: {
    riskSituations: [
      { id: 'r1', situation: 'Betriebsfeier', strategy: 'Ich sage vorher, dass ich nicht trinke, und gehe nach zwei Stunden.' },
    ],
  },
};

/** An admin grants the trainer (an admin-granted page), as on the admin page. */
async function grantTrainer(email: string) {
  const admin = await newContext(browser);
  await signInAdmin(admin);
  const list = await admin.request.get(`/api/admin/users?search=${encodeURIComponent(email)}`);
  const [user] = ((await list.json()) as { items: { id: string; permissions: Record<string, boolean> }[] }).items;
  const response = await admin.request.put(`/api/admin/users/${user!.id}/permissions`, {
    data: { permissions: { ...user!.permissions, 'exam-trainer': true } },
    headers: { origin: baseURL() },
  });
  expect(response.status()).toBe(200);
  await admin.close();
}

async function learnerWithStory(context: BrowserContext, language?: 'en' | 'tr') {
  const { email } = await createSignedInLearner(context, 'alcohol');
  await grantTrainer(email);
  const headers = { origin: baseURL() };
  if (language) expect((await context.request.put('/api/settings/language', { data: { language }, headers })).status()).toBe(200);
  expect((await context.request.post('/api/my-story/consent', { data: { accepted: true }, headers })).status()).toBe(200);
  expect((await context.request.put('/api/my-story', { data: { story: STORY, baseRevision: 0 }, headers })).status()).toBe(200);
}

const CONCRETE = 'Am 13. September 2025 war ich auf einer Betriebsfeier und habe sechs Bier getrunken.';

async function answerUntil(page: Page, list: string, expected: string) {
  const conversation = page.getByRole('list', { name: list });
  for (let turn = 0; turn < 8; turn++) {
    if ((await conversation.getByText(expected).count()) > 0) return;
    const examiner = conversation.locator(':scope > li');
    const before = await examiner.count();
    const input = page.getByRole('textbox').last();
    await input.fill(CONCRETE);
    // the examiner's turn has ended when the answer can be sent (Enter is ignored while a reply streams)
    const send = page.locator('form button[type="submit"]').last();
    await expect.poll(() => send.isEnabled(), { timeout: 30_000 }).toBe(true);
    await input.press('Enter');
    await expect.poll(() => examiner.count(), { timeout: 30_000 }).toBe(before + 2);
    await conversation.locator(':scope > li').last().getByText(/\S/).first().waitFor();
  }
  await conversation.getByText(expected).waitFor();
}

it('the examiner asks about the abstinence start date; the conversation is saved, downloaded and deleted', async () => {
  const context = await newContext(browser);
  await learnerWithStory(context);
  const page = await context.newPage();
  await page.goto('/dashboard/exam-trainer');
  await page.getByRole('heading', { name: 'Willkommen beim MPU-Prüfungstrainer' }).waitFor();
  const storyOption = page.getByRole('radio', { name: /Mein Gespräch/ });
  await expect.poll(() => storyOption.isEnabled()).toBe(true);
  await storyOption.check();
  const confirm = page.getByRole('checkbox', { name: 'Der Prüfer darf für dieses Gespräch meine MPU-Geschichte verwenden.' });
  await confirm.waitFor();
  await expectNoAxeViolations(page);
  await shot(page, 'story-welcome-1280');

  // beginning without the confirmation: the error, and the focus on the checkbox
  await page.getByRole('button', { name: 'Gespräch beginnen' }).click();
  await page.getByText('Bitte bestätigen Sie, dass der Prüfer Ihre Geschichte verwenden darf.').waitFor();
  expect(await confirm.evaluate((element) => element === document.activeElement)).toBe(true);
  await expectNoAxeViolations(page);
  await shot(page, 'story-confirm-required-1280');
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Gespräch beginnen' }).click();

  const conversation = page.getByRole('list', { name: 'Prüfungsgespräch' });
  await conversation.getByText('Was ist an dem Tag passiert, an dem Sie mit Alkohol im Straßenverkehr aufgefallen sind?').waitFor();
  await answerUntil(
    page,
    'Prüfungsgespräch',
    'Sie schreiben, Sie trinken seit dem 1. März 2026 nichts mehr. Was war im März 2026, dass Sie gerade dann aufgehört haben?',
  );
  await expectNoAxeViolations(page);
  await shot(page, 'story-abstinence-question-1280');

  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'story-abstinence-question-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'Gespräch speichern' }).click();
  await page.getByText('Das Gespräch ist in Ihrer MPU-Geschichte gespeichert.').waitFor();
  const saved = page.getByRole('region', { name: 'Gespeicherte Gespräche' });
  const download = saved.getByRole('link', { name: /als Text herunterladen/ });
  await download.waitFor();
  await expectNoAxeViolations(page);
  await shot(page, 'story-saved-1280');
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  const text = fs.readFileSync((await file.path())!, 'utf8');
  expect(text).toContain('Prüfer:\nGut, danke für Ihre Antwort. Sie schreiben, Sie trinken seit dem 1. März 2026 nichts mehr.');

  await saved.getByRole('button', { name: /löschen/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Gespräch löschen?' });
  await dialog.waitFor();
  await expectNoAxeViolations(page, { include: 'dialog[open]' });
  await shot(page, 'story-delete-dialog-1280');
  await dialog.getByRole('button', { name: 'Endgültig löschen' }).click();
  await saved.getByText('Sie haben noch kein Gespräch gespeichert.').waitFor();
  await context.close();
});

it('an English learner hears the question in English, with the date the English way', async () => {
  const context = await newContext(browser, { locale: 'en-GB', width: 390, height: 844 });
  await learnerWithStory(context, 'en');
  const page = await context.newPage();
  await page.goto('/dashboard/exam-trainer');
  const storyOption = page.getByRole('radio', { name: /My conversation/ });
  await expect.poll(() => storyOption.isEnabled(), { timeout: 15_000 }).toBe(true);
  await storyOption.check();
  await page.getByRole('checkbox', { name: 'The examiner may use my MPU story for this conversation.' }).check();
  await expectNoAxeViolations(page);
  await shot(page, 'story-welcome-en-390');
  await page.getByRole('button', { name: 'Start the conversation' }).click();
  const conversation = page.getByRole('list', { name: 'Examination interview' });
  await conversation.getByText('Please tell me what happened on the day you were caught.').waitFor();
  await answerUntil(
    page,
    'Examination interview',
    'You write that you have not drunk anything since 1 March 2026. What happened in March 2026 that made you stop just then?',
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await shot(page, 'story-abstinence-question-en-390');
  await context.close();
});

it('a Turkish learner is greeted and asked in Turkish on a phone', async () => {
  const context = await newContext(browser, { locale: 'tr-TR', width: 390, height: 844 });
  await learnerWithStory(context, 'tr');
  const page = await context.newPage();
  await page.goto('/dashboard/exam-trainer');
  const storyOption = page.getByRole('radio', { name: /Görüşmem/ });
  await expect.poll(() => storyOption.isEnabled(), { timeout: 15_000 }).toBe(true);
  await storyOption.check();
  await page.getByRole('checkbox', { name: 'Sınav görevlisi bu görüşme için MPU hikâyemi kullanabilir.' }).check();
  await shot(page, 'story-welcome-tr-390');
  await page.getByRole('button', { name: 'Görüşmeyi başlat' }).click();
  const conversation = page.getByRole('list', { name: 'Sınav görüşmesi' });
  await conversation.getByText('Lütfen yakalandığınız gün ne olduğunu anlatın.').waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await shot(page, 'story-first-question-tr-390');
  await context.close();
});

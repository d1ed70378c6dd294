// Practice on the train (docs/decisions/081-installable-offline-practice.md): a learner starts a round,
// loses the connection, answers three questions, sees them waiting, reloads the page without a
// connection and still has the app and the round; when the connection returns the answers are sent and
// the server holds each exactly once, at the moment it was given. The next 'Wiederholen' round is made
// ahead and starts without a connection. The app is installable (manifest),
// and signing out leaves neither the waiting answers nor the round in the browser.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { QuizRound } from '@common/schemas/quiz-rounds';
import type { QuizHub } from '@common/schemas/quiz';
import { baseURL, createSignedInLearner, expectNoAxeViolations, grantCourses, launchBrowser, newContext } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const WAITING_BANNER = (count: number) => `Sie sind offline. ${count} Antworten warten auf die Übertragung.`;
const SAVED_OFFLINE = 'Antwort gespeichert – Auswertung, sobald Sie wieder online sind.';

/** The service worker controls the page: from now on the round and the app's files are kept for offline use. */
const waitForServiceWorker = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null);

const queueLength = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('mpu.offline-answers') ?? '[]') as unknown[]).length);

async function startRandomRound(context: BrowserContext, page: Page) {
  const { email } = await createSignedInLearner(context, 'alcohol');
  await grantCourses(browser, email);
  await page.goto('/dashboard/courses');
  await waitForServiceWorker(page);
  await page.getByRole('link', { name: /Zufallsquiz/ }).click();
  await page.getByRole('heading', { name: 'Frage 1 von 10' }).waitFor();
  await page.waitForURL(/\/dashboard\/quiz\/rounds\/[0-9a-f-]{36}$/);
  return page.url().split('/').at(-1)!;
}

it('a round answered offline is sent when the connection returns, each answer once, at the time it was given; the app reloads offline', async () => {
  const context = await newContext(browser, { serviceWorkers: 'allow' });
  const page = await context.newPage();
  const roundId = await startRandomRound(context, page);

  await context.setOffline(true);
  await page.getByText('Sie sind offline. Ihre Antworten werden gespeichert', { exact: false }).waitFor();
  // the service worker has no connection either: what the reload below shows comes from its copies
  const [worker] = context.serviceWorkers();
  expect(
    await worker!.evaluate(() =>
      fetch('/api/health').then(
        () => 'answered',
        () => 'no connection',
      ),
    ),
  ).toBe('no connection');
  const answeredQuestions: string[] = [];
  for (let position = 1; position <= 3; position++) {
    await page.getByRole('heading', { name: `Frage ${position} von 10` }).waitFor();
    answeredQuestions.push((await page.locator('legend').innerText()).trim());
    await page.locator('fieldset input').first().check();
    await page.getByRole('button', { name: 'Antwort prüfen' }).click();
    await page.getByText(SAVED_OFFLINE).waitFor();
    await page.getByRole('button', { name: 'Nächste Frage' }).click();
  }
  await page.getByRole('heading', { name: 'Frage 4 von 10' }).waitFor();
  await page.getByText(WAITING_BANNER(3)).waitFor();
  await expectNoAxeViolations(page);

  // without a connection a reload opens the app from the service worker, at the same question
  await page.reload();
  await page.getByRole('heading', { name: 'Frage 4 von 10' }).waitFor();
  await page.getByText(WAITING_BANNER(3)).waitFor();
  expect(await page.getByRole('button', { name: 'Abmelden' }).isVisible()).toBe(true);

  const reconnectedAt = Date.now();
  await context.setOffline(false);
  await expect.poll(() => page.getByText(/Antwort(en)? (wartet|warten|wird|werden)/).count()).toBe(0);
  expect(await queueLength(page)).toBe(0);

  const round = (await (await context.request.get(`/api/quiz/rounds/${roundId}`)).json()) as QuizRound;
  expect(round.answered).toBe(3);
  expect(round.questions.slice(0, 3).map((question) => question.answer !== null)).toEqual([true, true, true]);
  expect(round.questions.slice(3).every((question) => question.answer === null)).toBe(true);
  // the attempts the repetition schedule reads: one per answer, dated when it was given (before reconnecting)
  const hub = (await (await context.request.get('/api/quiz/hub')).json()) as QuizHub;
  expect(hub.recent.map((attempt) => attempt.question).sort()).toEqual([...answeredQuestions].sort());
  for (const attempt of hub.recent) expect(Date.parse(attempt.createdAt)).toBeLessThan(reconnectedAt);

  // the page shows the evaluation of what was sent, and goes on online
  await page.getByRole('heading', { name: 'Frage 4 von 10' }).waitFor();
  await page.locator('fieldset input').first().check();
  await page.getByRole('button', { name: 'Antwort prüfen' }).click();
  await page.getByText(/^(Richtig! Gut gemacht!|Nicht richtig\.)$/).waitFor();
  await context.close();
});

it("the next 'Wiederholen' round is made ahead: offline it starts after asking about the running round, whose end its first answer brings", async () => {
  const context = await newContext(browser, { serviceWorkers: 'allow' });
  const page = await context.newPage();
  const roundId = await startRandomRound(context, page);
  // the open round made the next one ahead (its questions left out) and keeps it for the way
  const preparedKey = () => page.evaluate(() => localStorage.getItem('mpu.prepared-review'));
  await expect.poll(preparedKey).not.toBeNull();
  const prepared = JSON.parse((await preparedKey())!) as { roundId: string; after: string };
  expect(prepared.after).toBe(roundId);
  const ahead = (await (await context.request.get(`/api/quiz/rounds/${prepared.roundId}`)).json()) as QuizRound;
  const running = (await (await context.request.get(`/api/quiz/rounds/${roundId}`)).json()) as QuizRound;
  expect(ahead.mode).toBe('review');
  expect(ahead.questions.filter((q) => running.questions.some((r) => r.id === q.id))).toEqual([]);

  await context.setOffline(true);
  await page.locator('fieldset input').first().check();
  await page.getByRole('button', { name: 'Antwort prüfen' }).click();
  await page.getByText(SAVED_OFFLINE).waitFor();
  await page.goto('/dashboard/quiz/review');
  await page.getByRole('heading', { name: 'Sie haben noch eine laufende Runde' }).waitFor();
  await page.getByText('Runde fortsetzen: Frage 2 von 10').waitFor();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Runde beenden und neu beginnen' }).click();
  await page.waitForURL(`**/dashboard/quiz/rounds/${prepared.roundId}`);
  await page.getByRole('heading', { name: `Frage 1 von ${ahead.total}` }).waitFor();
  await page.locator('fieldset input').first().check();
  await page.getByRole('button', { name: 'Antwort prüfen' }).click();
  await page.getByText(SAVED_OFFLINE).waitFor();
  await page.getByText(WAITING_BANNER(2)).waitFor();

  await context.setOffline(false);
  await expect.poll(() => queueLength(page)).toBe(0);
  const ended = (await (await context.request.get(`/api/quiz/rounds/${roundId}`)).json()) as QuizRound;
  expect([ended.status, ended.answered]).toEqual(['finished', 1]);
  const active = (await (await context.request.get('/api/quiz/rounds/active')).json()) as { round: { id: string; answered: number } };
  expect(active.round).toMatchObject({ id: prepared.roundId, answered: 1 });
  await context.close();
});

it('an answer sent again with the same key counts once', async () => {
  const context = await newContext(browser, { serviceWorkers: 'allow' });
  const page = await context.newPage();
  const roundId = await startRandomRound(context, page);
  const round = (await (await context.request.get(`/api/quiz/rounds/${roundId}`)).json()) as QuizRound;
  const first = round.questions[0]!;
  const body = { questionId: first.id, selectedOptionIds: [first.options[0]!.id], clientKey: crypto.randomUUID() };
  const send = () => context.request.post(`/api/quiz/rounds/${roundId}/answers`, { data: body, headers: { origin: baseURL() } });
  const [once, twice] = [await send(), await send()];
  expect([once.status(), twice.status()]).toEqual([200, 200]);
  expect(await twice.json()).toEqual(await once.json());
  const hub = (await (await context.request.get('/api/quiz/hub')).json()) as QuizHub;
  expect(hub.recent).toHaveLength(1);
  await context.close();
});

it('the app is installable, and signing out leaves no waiting answer and no round in the browser', async () => {
  const context = await newContext(browser, { serviceWorkers: 'allow' });
  const page = await context.newPage();
  await startRandomRound(context, page);

  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await context.request.get(manifestHref!)).json()) as Record<string, unknown>;
  expect(manifest).toMatchObject({ name: 'MPU-Vorbereitung', start_url: '/dashboard', display: 'standalone', theme_color: '#4f46e5' });
  expect((manifest.icons as { sizes: string; purpose: string }[]).map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons as { src: string }[]) {
    const response = await context.request.get(icon.src);
    expect(response.headers()['content-type']).toBe('image/png');
  }

  // one answer waits offline; the round is kept for a reload
  await context.setOffline(true);
  await page.locator('fieldset input').first().check();
  await page.getByRole('button', { name: 'Antwort prüfen' }).click();
  await page.getByText(SAVED_OFFLINE).waitFor();
  expect(await queueLength(page)).toBe(1);
  const cachedRequests = () =>
    page.evaluate(async () => {
      const names = await caches.keys();
      const data = names.includes('mpu-round-data') ? await (await caches.open('mpu-round-data')).keys() : [];
      return data.map((request) => new URL(request.url).pathname);
    });
  expect(await cachedRequests()).toEqual(expect.arrayContaining(['/api/me', expect.stringMatching(/^\/api\/quiz\/rounds\//)]));

  // back online the answer is sent; signing out clears what the browser kept of the learner
  await context.setOffline(false);
  await expect.poll(() => queueLength(page)).toBe(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('mpu.prepared-review'))).not.toBeNull();
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await page.getByRole('heading', { name: 'Willkommen zurück' }).waitFor();
  expect(await cachedRequests()).toEqual([]);
  expect(await queueLength(page)).toBe(0);
  expect(await page.evaluate(() => localStorage.getItem('mpu.prepared-review'))).toBeNull();
  await context.close();
});

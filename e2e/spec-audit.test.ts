// What a specification audit found, as a learner meets it in the browser: '/' redirects without a
// warning from React Router in the console; a video quiz names the right answers in the order A, B, C
// they are shown; the statistics page counts in German ('1 Antwort an 1 Tag', '2 Videos'). axe on every
// page. (The quiz hub without questions is walked in e2e/starter-content.test.ts, on an empty platform.)
import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  baseURL,
  createSignedInLearner,
  expectNoAxeViolations,
  grantCourses,
  launchBrowser,
  newContext,
  signInAdmin,
} from './support/browser';
import { choiceOption } from './support/question-card';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The console's warnings of the page from now on. */
function collectWarnings(page: Page) {
  const warnings: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

it("'/' goes to the sign-in page, and signed in to the overview, without a warning in the console", async () => {
  // with the service worker a learner's browser runs (blocking it is itself a console warning)
  const context = await newContext(browser, { serviceWorkers: 'allow' });
  const page = await context.newPage();
  const warnings = collectWarnings(page);
  await page.goto('/');
  await page.waitForURL('**/login');
  await page.getByRole('heading', { name: 'Willkommen zurück' }).waitFor();
  await expectNoAxeViolations(page);
  expect(warnings).toEqual([]);

  await createSignedInLearner(context, 'alcohol');
  await page.goto('/');
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { level: 1, name: 'Übersicht' }).waitFor();
  await expectNoAxeViolations(page);
  expect(warnings).toEqual([]);
  await context.close();
});

it('a wrong answer in a video quiz names the right answers in the order A, B, C they are shown', async () => {
  const admin = await newContext(browser);
  await signInAdmin(admin);
  const origin = { origin: baseURL() };
  const library = (await (await admin.request.get('/api/admin/videos')).json()) as { sections: Array<{ id: string }> };
  const title = `Anlässe einer MPU ${Date.now().toString(36)}`;
  // 'criminal': the journeys that count the videos of a reason do not see it
  const created = await admin.request.post('/api/admin/videos', {
    data: { sectionId: library.sections[0]!.id, title, url: 'https://example.org/mpu-anlaesse.mp4', mpuTypes: ['criminal'] },
    headers: origin,
  });
  expect(created.status()).toBe(201);
  const videoId = ((await created.json()) as { id: string }).id;
  const options = [
    'Eine Trunkenheitsfahrt mit 1,6 Promille oder mehr',
    'Einmaliges Falschparken',
    'Wiederholte Zuwiderhandlungen im Straßenverkehr unter Alkoholeinfluss',
    'Die Entziehung der Fahrerlaubnis wegen 8 Punkten',
  ];
  // marked in the order D, A, C: the feedback still lists A, C, D
  const quiz = await admin.request.post(`/api/admin/videos/${videoId}/quizzes`, {
    data: { question: 'Was kann zur Anordnung einer MPU führen?', options, correctAnswers: [options[3], options[0], options[2]] },
    headers: origin,
  });
  expect(quiz.status()).toBe(201);

  try {
    const context = await newContext(browser);
    await createSignedInLearner(context, 'criminal');
    const page = await context.newPage();
    await page.goto('/dashboard/videos');
    await page.getByRole('button', { name: new RegExp(`^${title}`) }).click();
    const player = page.getByRole('dialog', { name: title });
    const question = player.getByRole('group', { name: /Was kann zur Anordnung einer MPU führen\?/ });
    await choiceOption(question, `B) ${options[1]}`).check();
    await player.getByRole('button', { name: 'Antwort abschicken' }).click();
    await player.getByText('Nicht ganz richtig.').waitFor();
    await player.getByText(`Die richtigen Antworten sind: A) ${options[0]}, C) ${options[2]}, D) ${options[3]}`, { exact: true }).waitFor();
    await expectNoAxeViolations(page);
    await context.close();
  } finally {
    await admin.request.delete(`/api/admin/videos/${videoId}`, { headers: origin });
    await admin.close();
  }
});

/** Answers `count` questions of a random round through the API, the first option each time. */
async function answerQuestions(context: BrowserContext, count: number) {
  const round = await context.request.get('/api/quiz/questions?mode=random');
  expect(round.status()).toBe(200);
  const { questions } = (await round.json()) as { questions: { id: string; options: string[] }[] };
  for (const question of questions.slice(0, count)) {
    const response = await context.request.post(`/api/quiz/questions/${question.id}/answer`, {
      data: { selected: [question.options[0]] },
      headers: { origin: baseURL() },
    });
    expect(response.status()).toBe(200);
  }
}

/** Marks the learner's `index`-th video of the library as done. */
async function completeVideo(context: BrowserContext, index: number) {
  const library = (await (await context.request.get('/api/videos')).json()) as { sections: Array<{ videos: Array<{ id: string }> }> };
  const video = library.sections.flatMap((section) => section.videos)[index]!;
  const response = await context.request.put(`/api/videos/${video.id}/progress`, {
    data: { completed: true },
    headers: { origin: baseURL() },
  });
  expect(response.status()).toBe(200);
}

const RANGE = String.raw`\d\d\.\d\d\.\d{4} bis \d\d\.\d\d\.\d{4}`;

it("the statistics page counts in German: '1 Antwort an 1 Tag', '1 Video', then '2 Antworten', '2 Videos'", async () => {
  const context = await newContext(browser);
  const { email } = await createSignedInLearner(context, 'alcohol');
  await grantCourses(browser, email);
  await answerQuestions(context, 1);
  await completeVideo(context, 0);
  const page = await context.newPage();
  await page.goto('/dashboard/statistics');
  const heatmap = page.getByRole('figure', { name: /^Antworten pro Tag/ }).locator('figcaption p');
  const completions = page.getByRole('figure', { name: /^Abgeschlossene Videos und Kapitel pro Woche/ }).locator('figcaption p');
  await expect
    .poll(() => heatmap.innerText())
    .toMatch(new RegExp(`^1 Antwort an 1 Tag im Zeitraum ${RANGE}; höchstens 1 an einem Tag\\.$`));
  expect(await completions.innerText()).toMatch(new RegExp(`^1 Video und 0 Kapitel im Zeitraum ${RANGE} abgeschlossen\\.$`));
  await expectNoAxeViolations(page);

  await answerQuestions(context, 1);
  await completeVideo(context, 1);
  await page.reload();
  await expect
    .poll(() => heatmap.innerText())
    .toMatch(new RegExp(`^2 Antworten an 1 Tag im Zeitraum ${RANGE}; höchstens 2 an einem Tag\\.$`));
  expect(await completions.innerText()).toMatch(new RegExp(`^2 Videos und 0 Kapitel im Zeitraum ${RANGE} abgeschlossen\\.$`));
  expect(await page.getByRole('radio', { name: '30 Tage' }).isChecked()).toBe(true);
  await expectNoAxeViolations(page);
  await context.close();
});

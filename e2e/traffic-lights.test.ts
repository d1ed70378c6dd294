// Where the learner stands, at a glance (issue 36): a learner answers questions of one category right
// and wrong in two rounds; the hub and the category list show the lights (in words beside the colours),
// 'Fragen dieser Kategorie' lists each question's light; the learner sets 'Tagesziel' in the settings
// (a goal of 3 is refused in German) and the overview counts today's answers towards it. axe on each page.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSignedInLearner, expectNoAxeViolations, grantCourses, launchBrowser, newContext, signInAdmin } from './support/browser';
import { choiceOption } from './support/question-card';

let browser: Browser;
let admin: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
  admin = await newContext(browser);
  await signInAdmin(admin);
});
afterAll(async () => {
  await admin.close();
  await browser.close();
});

/** The question on screen, answered right (its correct options, from the admin's question list) or wrong. */
async function answerShownQuestion(page: Page, right: boolean) {
  const question = (await page.locator('legend').innerText()).trim();
  const found = await admin.request.get(`/api/admin/quiz/questions?search=${encodeURIComponent(question)}`);
  const [stored] = ((await found.json()) as { items: { question: string; options: string[]; correctAnswers: string[] }[] }).items.filter(
    (item) => item.question === question,
  );
  const choice = right ? stored!.correctAnswers : [stored!.options.find((option) => !stored!.correctAnswers.includes(option))!];
  for (const option of choice) await choiceOption(page, option).check();
  await page.getByRole('button', { name: 'Antwort prüfen' }).click();
  await page.getByText(right ? 'Richtig! Gut gemacht!' : 'Nicht richtig.', { exact: true }).waitFor();
  return question;
}

/** Plays the first questions of a category round, right or wrong in turn; returns the questions. */
async function playCategoryRound(page: Page, categoryId: string, rightOrWrong: boolean[]) {
  await page.goto(`/dashboard/quiz/category/${categoryId}`);
  // the round of the first category still runs: the page asks before it is replaced
  const replace = page.getByRole('button', { name: 'Runde beenden und neu beginnen' });
  await replace.or(page.getByRole('heading', { name: /^Frage 1 von \d+$/ })).waitFor();
  if (await replace.isVisible()) await replace.click();
  const questions: string[] = [];
  for (const [index, right] of rightOrWrong.entries()) {
    await page.getByText(new RegExp(`^Frage ${index + 1} von \\d+$`)).waitFor();
    questions.push(await answerShownQuestion(page, right));
    await page.getByRole('button', { name: 'Nächste Frage' }).click();
  }
  return questions;
}

const spaced = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
/** What a screen reader reads of a tile: its text content, with the separators kept for it. */
const readOut = async (tile: ReturnType<Page['locator']>) => spaced(await tile.textContent());

it('the lights follow the answers on the hub and the category list, and the overview counts towards the daily goal', async () => {
  const context = await newContext(browser);
  const { email } = await createSignedInLearner(context, 'alcohol');
  await grantCourses(browser, email);
  const page = await context.newPage();

  // the first category of the list: nothing answered yet, all grey
  await page.goto('/dashboard/quiz');
  const picker = page.getByRole('region', { name: 'Kategorie wählen' });
  const firstTile = picker.getByRole('link').first();
  await firstTile.waitFor();
  const categoryId = (await firstTile.getAttribute('href'))!.split('/').pop()!;
  const categoryName = spaced(await firstTile.locator('span').first().innerText());
  const questionCount = Number(/(\d+) Fragen/.exec(await firstTile.innerText())![1]);
  expect(await readOut(firstTile)).toContain(`0 grün, 0 gelb, 0 rot, ${questionCount} neu`);

  // round one: right, wrong, right; round two: the first one right again
  const [first, second, third] = await playCategoryRound(page, categoryId, [true, false, true]);
  expect(await playCategoryRound(page, categoryId, [true])).toEqual([first]);

  // the hub: 1 green (twice right), 1 yellow (right once), 1 red (wrong last), the rest new
  const greenShare = `${Math.round(100 / questionCount)} % grün`;
  await page.goto('/dashboard/courses');
  const hubTile = page.getByRole('link', { name: new RegExp(`^${categoryName}`) });
  await expect.poll(async () => readOut(hubTile)).toContain(`1 grün, 1 gelb, 1 rot, ${questionCount - 3} neu`);
  expect(await readOut(hubTile)).toContain(`neu; ${greenShare}`);
  const dots = await hubTile.locator('[data-light]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-light')));
  expect(dots).toEqual(['green', 'yellow', 'red', 'grey']);
  await expectNoAxeViolations(page);

  // the category list: the same counts, and each question's light behind 'Fragen dieser Kategorie'
  await page.goto('/dashboard/quiz');
  const listTile = picker.getByRole('link', { name: new RegExp(`^${categoryName}`) });
  expect(await readOut(listTile)).toContain(`1 grün, 1 gelb, 1 rot, ${questionCount - 3} neu`);
  const toggle = picker.getByRole('button', { name: `Fragen dieser Kategorie: ${categoryName}` });
  await toggle.click();
  expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  const questionList = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  const rows = questionList.getByRole('list', { name: 'Fragen dieser Kategorie' }).getByRole('listitem');
  // the colours' meaning stands above the list, in words
  await questionList.getByRole('list', { name: 'Bedeutung der Farben' }).getByText('rot: zuletzt falsch').waitFor();
  await rows.first().waitFor();
  const lightOf = async (question: string) => spaced(await rows.filter({ hasText: question }).locator('[data-light]').innerText());
  expect(await lightOf(first!)).toBe('grün');
  expect(await lightOf(second!)).toBe('rot');
  expect(await lightOf(third!)).toBe('gelb');
  expect(await rows.locator('[data-light="grey"]').count()).toBe(questionCount - 3);
  await expectNoAxeViolations(page);

  // the daily goal: 3 is refused in German, 10 is saved
  await page.goto('/dashboard/settings');
  const goal = page.getByLabel('Tagesziel: Fragen pro Tag');
  expect(await goal.inputValue()).toBe('20');
  const goalSection = page.locator('section#tagesziel');
  await goal.fill('3');
  await goalSection.getByRole('button', { name: 'Speichern' }).click();
  await goalSection.getByText('Bitte geben Sie eine ganze Zahl von 5 bis 200 ein.').waitFor();
  await goal.fill('10');
  await goalSection.getByRole('button', { name: 'Speichern' }).click();
  await goalSection.getByText('Ihr Tagesziel wurde gespeichert.').waitFor();
  await expectNoAxeViolations(page);

  // the overview: four answers today of ten
  await page.goto('/dashboard');
  await page.getByRole('heading', { name: 'Heute: 4 von 10 Fragen' }).waitFor();
  await page.getByText('Heute noch 6 Fragen bis zum Tagesziel.').waitFor();
  expect(await page.getByRole('progressbar', { name: 'Heute: 4 von 10 Fragen' }).getAttribute('aria-valuenow')).toBe('40');
  await expectNoAxeViolations(page);
  await context.close();
}, 180_000);

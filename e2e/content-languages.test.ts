// Issue 39, done when: a Turkish-speaking learner (Turkish browser) reads a question, its explanation, the course,
// the glossary and an article in Turkish, asks for the German original beside them, and the overview counts the
// answer as it would count one given in German; an English learner the same in English. axe on every page.
// The texts are the starter content's (server/src/cli/demo-content/files and its translations).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSignedInLearner, expectNoAxeViolations, grantCourses, launchBrowser, newContext } from './support/browser';
import { choiceOption } from './support/question-card';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const GERMAN_QUESTION =
  'Ab welcher Blutalkoholkonzentration (BAK) ordnet die Fahrerlaubnisbehörde schon nach einer einzigen Trunkenheitsfahrt in jedem Fall eine MPU an?';

/** The alcohol category's first question, answered right (1,6 ‰), in the learner's language. */
async function answerFirstAlcoholQuestion(
  page: Page,
  texts: { category: RegExp; question: string; right: string; check: string; rightFeedback: string },
) {
  await page.goto('/dashboard/quiz');
  await page.getByRole('link', { name: texts.category }).first().click();
  await page.locator('legend', { hasText: texts.question }).waitFor();
  await choiceOption(page, texts.right).check();
  await page.getByRole('button', { name: texts.check }).click();
  await page.getByText(texts.rightFeedback).waitFor();
}

it('a Turkish learner practises, reads the course, the glossary and an article in Turkish, with the German on demand', async () => {
  const context = await newContext(browser, { locale: 'tr-TR' });
  const { email } = await createSignedInLearner(context, 'alcohol');
  await grantCourses(browser, email);
  const page = await context.newPage();

  await answerFirstAlcoholQuestion(page, {
    category: /Alkol ve sürüş yeterliliği/,
    question: 'Sürücü belgesi dairesi (Fahrerlaubnisbehörde), tek bir alkollü sürüşten sonra',
    right: '1,6 promil',
    check: 'Yanıtı kontrol et',
    rightFeedback: 'Doğru! Aferin!',
  });
  // the explanation in Turkish, with the rule it rests on and the day it was checked
  await page.getByText(/^§ 13 S\. 1 Nr\. 2 c FeV uyarınca, 1,6 promil/).waitFor();
  await page.getByText('Yasal dayanak: § 13 S. 1 Nr. 2 c FeV · Hukuki durum: 27.11.2026').waitFor();
  expect(await page.getByText(GERMAN_QUESTION).count()).toBe(0);
  await page.getByRole('button', { name: 'Almancasını da göster' }).click();
  await page.locator('[lang="de"]', { hasText: GERMAN_QUESTION }).waitFor();
  await page.locator('[lang="de"]', { hasText: /^Nach § 13 S\. 1 Nr\. 2 c FeV ordnet die Behörde/ }).waitFor();
  await expectNoAxeViolations(page);

  // the answer counts as one given in German: one right answer on the overview
  const dashboard = (await (await context.request.get('/api/dashboard')).json()) as {
    counts: { questionsCorrect: number; attempts: number };
  };
  expect(dashboard.counts).toMatchObject({ questionsCorrect: 1, attempts: 1 });

  // the course: its title and the first chapter in Turkish, the German beside it (the choice is kept)
  await page.goto('/dashboard/courses');
  await page.getByRole('heading', { name: 'MPU hazırlığının temelleri' }).waitFor();
  await page.getByRole('link', { name: 'Kursa başla' }).click();
  await page.getByRole('heading', { level: 2, name: /MPU neyi inceler/ }).waitFor();
  await page.locator('[lang="de"]', { hasText: 'Was die MPU prüft' }).first().waitFor();
  await expectNoAxeViolations(page);

  // the glossary: found by its Turkish and by its German name
  await page.goto('/dashboard/lexicon');
  const search = page.getByRole('searchbox');
  await search.fill('Yasak süresi');
  await page.getByRole('heading', { level: 3, name: /Yasak süresi \(Sperrfrist\)/ }).waitFor();
  await search.fill('Sperrfrist');
  await page.getByRole('heading', { level: 3, name: /Yasak süresi \(Sperrfrist\)/ }).waitFor();
  await expectNoAxeViolations(page);

  // an article in Turkish, its German text beside it
  await page.goto('/dashboard/knowledge');
  await page.getByRole('heading', { level: 2, name: /MPU nedir ve ne zaman istenir\?/ }).waitFor();
  await expectNoAxeViolations(page);

  // switched off again, the German disappears everywhere
  await page.goto('/dashboard/courses');
  await page.getByRole('link', { name: /Kursa başla|Öğrenmeye devam et/ }).click();
  await page.getByRole('button', { name: 'Almancasını da göster', pressed: true }).first().click();
  await expect.poll(() => page.locator('[lang="de"]', { hasText: 'Was die MPU prüft' }).count()).toBe(0);
  await context.close();
});

it('an English learner practises in English, and the statistics count the answer', async () => {
  const context = await newContext(browser, { locale: 'en-GB' });
  const { email } = await createSignedInLearner(context, 'alcohol');
  await grantCourses(browser, email);
  const page = await context.newPage();
  await answerFirstAlcoholQuestion(page, {
    category: /Alcohol and fitness to drive/,
    question: 'From what blood alcohol concentration (BAC) does the licensing authority (Fahrerlaubnisbehörde) always order an MPU',
    right: '1.6 per mille',
    check: 'Check answer',
    rightFeedback: 'Correct! Well done!',
  });
  await page.getByText('Legal basis: § 13 S. 1 Nr. 2 c FeV · Law as of: 27/11/2026').waitFor();
  await expectNoAxeViolations(page);

  await page.goto('/dashboard/lexicon');
  await page.getByRole('searchbox').fill('Ban period');
  await page.getByRole('heading', { level: 3, name: /Ban period \(Sperrfrist\)/ }).waitFor();
  await expectNoAxeViolations(page);

  const dashboard = (await (await context.request.get('/api/dashboard')).json()) as { counts: { questionsCorrect: number } };
  expect(dashboard.counts.questionsCorrect).toBe(1);
  await context.close();
});

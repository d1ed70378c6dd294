// The AI routes without a model: answers from the demo content, the scripted trainer with a bank
// of the test's own, page permissions, the message limit and invalid bodies.
import { eq } from 'drizzle-orm';
import { AI_RATE_LIMIT } from '@common/schemas/ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../cli/demo-content/seed-demo-content';
import { knowledgeArticles } from '../../db/schema';
import { signInAdmin, signUpVerified } from '../../test/factories';
import { startTestPlatform, type TestPlatform } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';
import { askAi, grantPages, replyText } from './ai-test-support';
import type { InterviewQuestion } from './interview-bank';
import { createOfflineEngine } from './offline-engine';

const QUESTIONS: InterviewQuestion[] = [
  { id: 'x-01', topic: 'Anlass', text: 'Was ist damals passiert?', keywords: ['kontrolle', 'polizei'] },
  { id: 'x-02', topic: 'Trinkmenge', text: 'Wie viel haben Sie früher getrunken?', keywords: ['bier', 'liter'] },
];
const bank = { alcohol: QUESTIONS, drugs: [], points: [], criminal: [], medizinalcannabis: [] };
const openings = { alcohol: 'Willkommen zum Gespräch.', drugs: '', points: '', criminal: '', medizinalcannabis: '' };

let platform: TestPlatform;
let admin: TestClient;

beforeAll(async () => {
  platform = await startTestPlatform({ ai: { engine: createOfflineEngine({ bank, openings }) } });
  await seedDemoContent({ db: platform.db, media: platform.media });
  admin = (await signInAdmin(platform)).client;
});
afterAll(() => platform.close());

async function learner(options: { mpuReason?: string; pages?: Parameters<typeof grantPages>[3] } = {}) {
  const user = await signUpVerified(platform, { mpuReason: options.mpuReason ?? 'alcohol' });
  await grantPages(platform, admin, user.userId, options.pages);
  return user.client;
}

const ask = (client: TestClient, content: string) => askAi(client, 'assistant', { messages: [{ role: 'user', content }] });
const sourcesOf = (answer: Awaited<ReturnType<typeof askAi>>) => answer.events.find((event) => event.event === 'sources')?.data.sources;

describe('the offline assistant', () => {
  it('tells any signed-in user, before the first message, that the platform’s content answers', async () => {
    const { client } = await signUpVerified(platform);
    expect(await client.json('GET', '/api/ai/engine')).toEqual({ status: 200, body: { engine: 'offline' } });
  });

  it('answers a question about the Abstinenznachweis with the seeded article and its link', async () => {
    const [article] = await platform.db
      .select({ id: knowledgeArticles.id })
      .from(knowledgeArticles)
      .where(eq(knowledgeArticles.title, 'Abstinenznachweise: Urinkontrollen und Haaranalysen'));
    const answer = await ask(await learner(), 'Was ist ein Abstinenznachweis?');
    expect(answer.status).toBe(200);
    expect(answer.events[0]).toEqual({ event: 'meta', data: { engine: 'offline' } });
    expect(answer.events.filter((event) => event.event === 'delta').length).toBeGreaterThan(2);
    const text = replyText(answer.events);
    expect(text.startsWith('Automatische Antwort aus den Inhalten dieser Plattform, keine persönliche Beratung.')).toBe(true);
    // the article's best sentence (it names the word itself), and the one after it
    expect(text).toContain(
      '„Abstinenznachweise: Urinkontrollen und Haaranalysen“ (Wissensartikel):\n' +
        'Für viele Alkohol- und die meisten Drogen-MPUs ist ein Abstinenznachweis nötig. ' +
        'Er zeigt über einen festgelegten Zeitraum, dass Sie keinen Alkohol oder keine Drogen zu sich genommen haben.',
    );
    expect(sourcesOf(answer)[0]).toEqual({
      kind: 'knowledge',
      title: 'Abstinenznachweise: Urinkontrollen und Haaranalysen',
      path: `/dashboard/knowledge?article=${article!.id}`,
    });
    expect(sourcesOf(answer)).toContainEqual({
      kind: 'lexicon',
      title: 'Abstinenznachweis',
      path: '/dashboard/lexicon?q=Abstinenznachweis',
    });
    expect(answer.events.at(-1)).toEqual({ event: 'done', data: {} });
  });

  it('finds a compound word written apart (Quittennachweis → Nachweis … Quitten)', async () => {
    await platform.db.insert(knowledgeArticles).values({
      title: 'Obst im Alltag',
      summary: 'Kurz erklärt.',
      body: 'Ein Nachweis über Quitten ist selten nötig.',
      category: 'Diagnostik',
      mpuTypes: ['alcohol'],
    });
    const answer = await ask(await learner(), 'Brauche ich einen Quittennachweis?');
    expect(sourcesOf(answer)).toEqual([expect.objectContaining({ kind: 'knowledge', title: 'Obst im Alltag' })]);
    expect(replyText(answer.events)).toContain('„Obst im Alltag“ (Wissensartikel):\nEin Nachweis über Quitten ist selten nötig.');
  });

  it('quotes only content the learner may open: no article outside the reasons, nothing behind a denied page', async () => {
    const points = await ask(await learner({ mpuReason: 'points' }), 'Was ist ein Abstinenznachweis?');
    expect(sourcesOf(points).map((source: { title: string }) => source.title)).not.toContain(
      'Abstinenznachweise: Urinkontrollen und Haaranalysen',
    );
    const glossaryOnly = await ask(await learner({ pages: { courses: false } }), 'Was ist ein Abstinenznachweis?');
    expect(sourcesOf(glossaryOnly)[0]).toEqual({
      kind: 'lexicon',
      title: 'Abstinenznachweis',
      path: '/dashboard/lexicon?q=Abstinenznachweis',
    });
    expect(sourcesOf(glossaryOnly).map((source: { kind: string }) => source.kind)).toEqual(['lexicon', 'lexicon', 'lexicon']);
  });

  it('points to the glossary and the knowledge pages when nothing matches', async () => {
    const answer = await ask(await learner(), 'Xylofonzebra');
    expect(replyText(answer.events)).toBe(
      'Automatische Antwort aus den Inhalten dieser Plattform, keine persönliche Beratung.\n\n' +
        'Dazu habe ich in den Inhalten der Plattform leider nichts gefunden. Versuchen Sie es mit anderen Worten, oder schauen Sie im MPU-Lexikon und unter „Allgemeines Wissen zur MPU“ nach: Dort sind die wichtigsten Begriffe und Abläufe erklärt.',
    );
    expect(sourcesOf(answer)).toEqual([]);
  });
});

describe('the offline trainer', () => {
  it('asks the questions of the reason in order and ends with a summary of the touched topics', async () => {
    const client = await learner();
    const conversation: Array<{ role: 'user' | 'assistant'; content: string }> = [];
    const turn = async (answerText?: string) => {
      if (answerText) conversation.push({ role: 'user', content: answerText });
      const answer = await askAi(client, 'trainer', { reason: 'alcohol', messages: conversation });
      expect(answer.status).toBe(200);
      const text = replyText(answer.events);
      conversation.push({ role: 'assistant', content: text });
      return { text, meta: answer.events[0]!.data, last: answer.events.at(-1) };
    };
    expect(await turn()).toEqual({
      text: 'Willkommen zum Gespräch.\n\nWas ist damals passiert?',
      meta: { engine: 'offline', finished: false },
      last: { event: 'done', data: {} },
    });
    expect((await turn('Ich bin in eine Kontrolle der Polizei geraten, nachts auf der Landstraße.')).text).toBe(
      'Danke. Wie viel haben Sie früher getrunken?',
    );
    expect((await turn('Sehr viel.')).text).toBe('Können Sie das bitte genauer erklären?');
    const summary = await turn('Jeden Abend mehrere Flaschen Wein, am Wochenende noch mehr.');
    expect(summary.meta).toEqual({ engine: 'offline', finished: true });
    expect(summary.text).toContain('In Ihren Antworten angesprochen: Anlass.\nNoch nicht oder kaum angesprochen: Trinkmenge.');
  });
});

describe('access, limits and input', () => {
  it('refuses a learner without the page', async () => {
    const client = await learner({ pages: { 'ai-assistant': false, 'exam-trainer': false } });
    const assistant = await askAi(client, 'assistant', { messages: [{ role: 'user', content: 'Hallo' }] });
    const trainer = await askAi(client, 'trainer', { reason: 'alcohol', messages: [] });
    expect([assistant.status, assistant.json.error.code, trainer.status, trainer.json.error.code]).toEqual([
      403,
      'PAGE_FORBIDDEN',
      403,
      'PAGE_FORBIDDEN',
    ]);
  });

  it('limits the messages per user across both routes, with Retry-After', async () => {
    const client = await learner();
    for (let sent = 0; sent < AI_RATE_LIMIT.max; sent++) {
      const answer = await askAi(client, sent % 2 === 0 ? 'trainer' : 'assistant', {
        reason: 'alcohol',
        messages: sent % 2 === 0 ? [] : [{ role: 'user', content: 'MPU' }],
      });
      expect(answer.status, `message ${sent + 1}`).toBe(200);
    }
    const refused = await askAi(client, 'assistant', { messages: [{ role: 'user', content: 'Noch eine Frage' }] });
    expect(refused.status).toBe(429);
    expect(refused.json.error.code).toBe('AI_RATE_LIMITED');
    expect(refused.headers.get('retry-after')).toBe('600');
    // another learner is not affected
    expect((await askAi(await learner(), 'trainer', { reason: 'alcohol', messages: [] })).status).toBe(200);
  });

  it('refuses invalid bodies with 400 and the field codes', async () => {
    const client = await learner();
    const cases: Array<[route: 'assistant' | 'trainer', body: unknown, fields: Record<string, string>]> = [
      ['assistant', { messages: [] }, { messages: 'REQUIRED' }],
      ['assistant', { messages: [{ role: 'assistant', content: 'Hallo' }] }, { messages: 'LAST_MUST_BE_USER' }],
      ['assistant', { messages: [{ role: 'user', content: '   ' }] }, { 'messages.0.content': 'REQUIRED' }],
      ['assistant', { messages: [{ role: 'user', content: 'x'.repeat(4001) }] }, { 'messages.0.content': 'TOO_LONG' }],
      ['trainer', { reason: 'speeding', messages: [] }, { reason: expect.any(String) }],
      ['trainer', { reason: 'alcohol', messages: [{ role: 'assistant', content: 'Frage?' }] }, { messages: 'LAST_MUST_BE_USER' }],
    ];
    for (const [route, body, fields] of cases) {
      const answer = await askAi(client, route, body);
      expect([answer.status, answer.json.error.code, answer.json.error.fields], JSON.stringify(body).slice(0, 80)).toEqual([
        400,
        'VALIDATION_ERROR',
        fields,
      ]);
    }
  });
});

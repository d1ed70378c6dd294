// "Mein Gespräch" with a model: the platform talks to a fake OpenAI-compatible server. The model gets
// the story's facts, its findings and the tracker's results in the system message (read by the
// server; the browser sends only the conversation), is told to end with a per-part summary, and the
// key stays in the request to the model: never in the reply to the browser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoryInput } from '@common/schemas/my-story';
import { signUpVerified } from '../../test/factories';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai';
import { startTestPlatform, type TestPlatform } from '../../test/test-app';
import { parseSse, replyText } from '../../test/sse';

const API_KEY = 'sk-test-story-key-9876543210';
let fake: FakeOpenAi;
let platform: TestPlatform;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  platform = await startTestPlatform({ ai: { baseURL: fake.baseURL, apiKey: API_KEY } });
});
afterAll(async () => {
  await platform.close();
  await fake.close();
});

const STORY: StoryInput = {
  change: { text: 'Ich trinke jetzt weniger.', since: '', goal: 'controlled', abstinentSince: '2026-03-01' },
  causes: { text: 'Stress in der Firma nach der Trennung.' },
  selfCheck: { answers: { 'alcohol.treatment': 'yes' } },
};

describe('the story interview with a model', () => {
  it('sends the story, its findings and the tracker’s results server-side, and no key to the browser', async () => {
    const { client } = await signUpVerified(platform, { pages: { 'exam-trainer': true } });
    expect((await client.json('POST', '/api/abstinence/consent', { accepted: true })).status).toBe(200);
    const programme = { method: 'urine', months: 12, substances: ['alcohol'], startDate: '2026-03-01' };
    expect((await client.json('PUT', '/api/abstinence/programme', programme)).status).toBe(200);
    expect((await client.json('POST', '/api/abstinence/entries', { date: '2026-05-10', result: 'positive' })).status).toBe(201);
    expect((await client.json('POST', '/api/my-story/consent', { accepted: true })).status).toBe(200);
    expect((await client.json('PUT', '/api/my-story', { story: STORY, baseRevision: 0 })).status).toBe(200);

    fake.enqueue({ stream: ['Guten Tag. ', 'Was war im März 2026?'] });
    const before = fake.requests.length;
    const response = await client.request('POST', '/api/my-story/interview', { reason: 'alcohol', useStory: true, messages: [] });
    const text = await response.text();
    expect(response.status).toBe(200);
    const events = parseSse(text);
    expect(events[0]).toEqual({ event: 'meta', data: { engine: 'llm' } });
    expect(replyText(events)).toBe('Guten Tag. Was war im März 2026?');
    expect(events.at(-1)).toEqual({ event: 'done', data: {} });

    const sent = fake.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.authorization).toBe(`Bearer ${API_KEY}`);
    const [system, ...conversation] = sent[0]!.body.messages as Array<{ role: string; content: string }>;
    expect(system!.role).toBe('system');
    expect(conversation).toEqual([{ role: 'user', content: 'Bitte beginnen Sie das Gespräch.' }]);
    // the story's facts
    expect(system!.content).toContain('"abstinentSince":"2026-03-01"');
    expect(system!.content).toContain('Ich trinke jetzt weniger.');
    expect(system!.content).toContain('Stress in der Firma nach der Trennung.');
    // the findings: vague language, the contradiction with the tracker, controlled drinking against A1
    expect(system!.content).toContain('- vague-language (Teil: change, Feld: change.text) {"phraseId":"less","text":"weniger","index":17}');
    expect(system!.content).toContain(
      '- abstinence-contradicts-tracker (Teil: change, Feld: change.abstinentSince) {"abstinentSince":"2026-03-01","date":"2026-05-10","result":"positive","count":1}',
    );
    expect(system!.content).toContain('- controlled-drinking-vs-hypothesis (Teil: change, Feld: change.goal) {"hypothesis":"A1"}');
    expect(system!.content).toContain('- 2026-05-10: positive');
    // the offline plan's questions as starters, with the date in the learner's language
    expect(system!.content).toContain(
      'Sie schreiben, Sie trinken seit dem 1. März 2026 nichts mehr. Ihr Nachweis vom 10. Mai 2026 war aber positiv.',
    );
    // the close: a summary per part, what held and what did not
    expect(system!.content).toContain(
      'Geben Sie dann eine Zusammenfassung nach den Teilen der Geschichte („Vorfälle“, „Ursachen“, „Einsicht“, „Veränderung“, „Nachweise“, „Stabilität“): für jeden Teil, was im Gespräch gehalten hat und was nicht',
    );
    expect(text).not.toContain(API_KEY);
    expect(JSON.stringify([...response.headers])).not.toContain(API_KEY);
  });

  it('refuses before calling the model when the story consent is missing', async () => {
    const { client } = await signUpVerified(platform, { pages: { 'exam-trainer': true } });
    const before = fake.requests.length;
    const response = await client.json('POST', '/api/my-story/interview', { reason: 'alcohol', useStory: true, messages: [] });
    expect(response).toMatchObject({ status: 409, body: { error: { code: 'STORY_CONSENT_REQUIRED' } } });
    expect(fake.requests.length).toBe(before);
  });
});

// "Mein Gespräch" against a real database, offline (no model): the learner's story is written through
// /api/my-story, the abstinence tracker's results through /api/abstinence; the examiner names the
// abstinence start with its date, presses on the positive screening after it, follows up a vague answer
// by name and ends with a summary per part. Without the story consent (or without the confirmation of
// this conversation) nothing is asked; transcripts are the owner's only, and go with the consent and the account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiChatMessage } from '@common/schemas/ai';
import type { StoryInput } from '@common/schemas/my-story';
import type { MyStoryTranscript, MyStoryTranscriptSummary } from '@common/schemas/story-interview';
import { storyTranscripts } from '../../db/schema';
import { PASSWORD, setPagePermissions, signInAdmin, signUpVerified } from '../../test/factories';
import { startTestPlatform, type TestPlatform } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';
import { parseSse, replyText } from '../../test/sse';

let platform: TestPlatform;
let admin: TestClient;

beforeAll(async () => {
  platform = await startTestPlatform();
  admin = (await signInAdmin(platform)).client;
});
afterAll(() => platform.close());

/** Someone else's alcohol case (the platform never writes the learner's own). */
const STORY: StoryInput = {
  incidents: [
    {
      id: 'i1',
      reason: 'alcohol',
      date: '2025-09-13',
      description: 'Nach einer Betriebsfeier bin ich mit dem Auto nach Hause gefahren und wurde um 23:40 Uhr kontrolliert.',
    },
  ],
  causes: { text: 'Ich habe getrunken, um nach der Arbeit abzuschalten und den Druck im Job zu vergessen.' },
  insight: { text: 'Ich verstehe heute, dass ich Alkohol als Mittel gegen Stress benutzt habe.' },
  change: {
    text: 'Ich trinke keinen Alkohol mehr und gehe zur Suchtberatung.',
    since: '2026-03-01',
    goal: 'abstinence',
    abstinentSince: '2026-03-01',
  },
  proof: {
    items: [{ id: 'p1', kind: 'counselling', description: 'Suchtberatung', from: '2026-03-15', to: '' }],
    linkAbstinenceTracker: true,
  },
  stability: {
    riskSituations: [
      {
        id: 'r1',
        situation: 'Betriebsfeier mit Kollegen',
        strategy: 'Ich sage vorher, dass ich nicht trinke, und gehe nach zwei Stunden.',
      },
    ],
    support: 'Meine Frau und meine Beraterin.',
  },
};

/** A concrete answer: a date, an amount, a place; no vague phrase. */
const CONCRETE = 'Am 14. Februar 2026 habe ich nach der Feier bei meinem Kollegen drei Bier getrunken.';

async function writeStory(client: TestClient, story: StoryInput) {
  expect((await client.json('POST', '/api/my-story/consent', { accepted: true })).status).toBe(200);
  expect((await client.json('PUT', '/api/my-story', { story, baseRevision: 0 })).status).toBe(200);
}

/** A positive screening on 10 May 2026, after the stated abstinence start of 1 March 2026. */
async function trackerWithPositive(client: TestClient) {
  expect((await client.json('POST', '/api/abstinence/consent', { accepted: true })).status).toBe(200);
  const programme = { method: 'urine', months: 12, substances: ['alcohol'], startDate: '2026-03-01' };
  expect((await client.json('PUT', '/api/abstinence/programme', programme)).status).toBe(200);
  for (const [date, result] of [
    ['2026-04-02', 'negative'],
    ['2026-05-10', 'positive'],
  ])
    expect((await client.json('POST', '/api/abstinence/entries', { date, result })).status).toBe(201);
}

async function learnerWithStory(options: { story?: StoryInput; tracker?: boolean; language?: 'de' | 'tr' | 'en' } = {}) {
  const learner = await signUpVerified(platform, { pages: { 'exam-trainer': true } });
  if (options.language)
    expect((await learner.client.json('PUT', '/api/settings/language', { language: options.language })).status).toBe(200);
  if (options.tracker) await trackerWithPositive(learner.client);
  await writeStory(learner.client, options.story ?? STORY);
  return learner;
}

async function ask(client: TestClient, messages: AiChatMessage[], body: Record<string, unknown> = {}) {
  const response = await client.request('POST', '/api/my-story/interview', { reason: 'alcohol', useStory: true, messages, ...body });
  const text = await response.text();
  if (!response.headers.get('content-type')?.startsWith('text/event-stream')) return { status: response.status, json: JSON.parse(text) };
  const events = parseSse(text);
  return { status: response.status, text: replyText(events), finished: events[0]?.data.finished as boolean, events };
}

/** Answers every examiner turn with `answer` until a turn satisfies `until` or the summary ends it. */
async function converse(
  client: TestClient,
  until: (text: string) => boolean = () => false,
  answer: (turn: number) => string = () => CONCRETE,
) {
  const messages: AiChatMessage[] = [];
  for (let turn = 0; turn < 25; turn++) {
    const reply = await ask(client, messages);
    expect(reply.status).toBe(200);
    messages.push({ role: 'assistant', content: reply.text! });
    if (until(reply.text!) || reply.finished) return { messages, last: reply.text!, finished: reply.finished! };
    messages.push({ role: 'user', content: answer(turn) });
  }
  throw new Error('the examination did not end');
}

describe('the offline examiner on the learner’s own story', () => {
  it('opens with the story’s first part and asks about the abstinence start naming its date', async () => {
    const { client } = await learnerWithStory();
    const first = await ask(client, []);
    expect(first.events![0]).toEqual({ event: 'meta', data: { engine: 'offline', finished: false } });
    expect(first.text).toBe(
      'Guten Tag. In diesem Übungsgespräch frage ich Sie nach Ihrer eigenen Geschichte, so wie Sie sie in „Meine MPU-Geschichte“ aufgeschrieben haben. Das ist eine Übung und keine Begutachtung. Antworten Sie so konkret, wie Sie es in der Untersuchung tun würden.\n\n' +
        'Was ist an dem Tag passiert, an dem Sie mit Alkohol im Straßenverkehr aufgefallen sind?',
    );
    const { last } = await converse(client, (text) => text.includes('nichts mehr'));
    expect(last).toBe(
      'Gut, danke für Ihre Antwort. Sie schreiben, Sie trinken seit dem 1. März 2026 nichts mehr. Was war im März 2026, dass Sie gerade dann aufgehört haben?',
    );
  });

  it('presses on the positive screening after the stated abstinence start, then on what changed after it', async () => {
    const { client } = await learnerWithStory({ tracker: true });
    const { messages, last } = await converse(client, (text) => text.includes('Nachweis'));
    expect(last).toBe(
      'Danke, das habe ich notiert. Sie schreiben, Sie trinken seit dem 1. März 2026 nichts mehr. Ihr Nachweis vom 10. Mai 2026 war aber positiv. Wie erklären Sie das?',
    );
    const followUp = await ask(client, [...messages, { role: 'user', content: CONCRETE }]);
    expect(followUp.text).toBe('Was haben Sie nach dem 10. Mai 2026 anders gemacht?');
  });

  it('asks about controlled drinking when the self-check points to dependence (A1)', async () => {
    const story: StoryInput = {
      ...STORY,
      change: { ...STORY.change, goal: 'controlled', abstinentSince: '' },
      selfCheck: { answers: { 'alcohol.treatment': 'yes' } },
    };
    const { client } = await learnerWithStory({ story });
    const { last } = await converse(client, (text) => text.includes('kontrolliert'));
    expect(last).toBe(
      'Gut, danke für Ihre Antwort. Sie schreiben, Ihr Ziel ist kontrolliertes Trinken. Nach Ihren Antworten im Selbsttest erwartet ein Gutachter bei Ihnen aber eher Abstinenz. Warum sind Sie sicher, dass Sie kontrolliert trinken können?',
    );
  });

  it('follows up a vague answer by naming the phrase, and a second one by naming the next', async () => {
    const { client } = await learnerWithStory();
    const opening = await ask(client, []);
    const conversation: AiChatMessage[] = [
      { role: 'assistant', content: opening.text! },
      { role: 'user', content: 'Ich trinke jetzt weniger als früher, eigentlich war das nur Pech an dem Abend.' },
    ];
    const first = await ask(client, conversation);
    expect(first.text).toBe('Sie sagen „weniger“. Was heißt das genau: wie viel, wie oft, und seit wann?');
    conversation.push({ role: 'assistant', content: first.text! }, { role: 'user', content: 'Na ja, eben weniger, und es war Pech.' });
    const second = await ask(client, conversation);
    expect(second.text).toBe('Sie sagen „Pech“. Was heißt das genau: wie viel, wie oft, und seit wann?');
    conversation.push({ role: 'assistant', content: second.text! }, { role: 'user', content: CONCRETE });
    // two follow-ups are the most: the next part's question comes
    expect((await ask(client, conversation)).text).toBe('Danke. Welche Rolle hat der Alkohol damals in Ihrem Leben gespielt?');
  });

  it('ends with a summary per part: what held and what did not', async () => {
    const { client } = await learnerWithStory({ tracker: true });
    const { last, finished, messages } = await converse(client, undefined, (turn) =>
      // the causes' question, and both follow-ups to it, answered vaguely
      [1, 2, 3].includes(turn) ? 'Seitdem trinke ich deutlich weniger und nur noch ab und zu.' : CONCRETE,
    );
    expect(finished).toBe(true);
    expect(last).toBe(
      [
        'Zusammenfassung nach Teilen Ihrer Geschichte',
        '',
        'Vorfälle: hat gehalten (konkrete Antworten).',
        'Ursachen: hat nicht gehalten – vage Formulierung „weniger“; vage Formulierung „ab und zu“.',
        'Einsicht: hat gehalten (konkrete Antworten).',
        'Veränderung: hat nicht gehalten – in Ihrer Geschichte noch offen: Abstinenz widerspricht einem Nachweis.',
        'Nachweise: hat gehalten (konkrete Antworten).',
        'Stabilität: hat gehalten (konkrete Antworten).',
        '',
        'Diese Auswertung ist automatisch: Sie prüft Ihre Antworten auf vage Formulierungen, fehlende Zeitpunkte und Widersprüche zu Ihrer Geschichte. Sie ist keine Begutachtung und keine Prognose.',
      ].join('\n'),
    );
    // a message after the summary: the conversation is over
    const after = await ask(client, [...messages, { role: 'user', content: 'Noch eine Frage?' }]);
    expect(after).toMatchObject({
      finished: true,
      text: 'Das Übungsgespräch ist beendet. Starten Sie ein neues Gespräch, um noch einmal zu üben.',
    });
  });

  it('asks in the account language, with the date written the English way', async () => {
    const { client } = await learnerWithStory({ language: 'en' });
    const { last } = await converse(client, (text) => text.includes('since'));
    expect(last).toBe(
      'Good, thank you for your answer. You write that you have not drunk anything since 1 March 2026. What happened in March 2026 that made you stop just then?',
    );
  });
});

describe('consent and access', () => {
  it('refuses the mode without the story consent (409) and without this conversation’s confirmation (400)', async () => {
    const { client } = await signUpVerified(platform, { pages: { 'exam-trainer': true } });
    expect((await ask(client, [])).json).toMatchObject({ error: { code: 'STORY_CONSENT_REQUIRED' } });
    expect((await ask(client, [])).status).toBe(409);
    const { client: withStory } = await learnerWithStory();
    const unconfirmed = await ask(withStory, [], { useStory: false });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.json).toMatchObject({ error: { code: 'VALIDATION_ERROR', fields: { useStory: 'CONSENT_REQUIRED' } } });
  });

  it('refuses it with 403 when the story page or the trainer is denied', async () => {
    const noStoryPage = await learnerWithStory();
    await setPagePermissions(platform, noStoryPage.userId, { 'my-story': false });
    expect((await ask(noStoryPage.client, [])).status).toBe(403);
    const noTrainer = await signUpVerified(platform, { pages: { 'exam-trainer': false } });
    expect((await ask(noTrainer.client, [])).status).toBe(403);
  });
});

describe('transcripts', () => {
  const conversation: AiChatMessage[] = [
    { role: 'assistant', content: 'Sie schreiben, Sie trinken seit dem 1. März 2026 nichts mehr. Was war im März 2026?' },
    { role: 'user', content: CONCRETE },
    { role: 'assistant', content: 'Zusammenfassung nach Teilen Ihrer Geschichte\n\nVorfälle: hat gehalten (konkrete Antworten).' },
  ];
  const save = (client: TestClient) =>
    client.json<MyStoryTranscript>('POST', '/api/my-story/transcripts', {
      mode: 'voice',
      reason: 'alcohol',
      messages: conversation,
      summary: conversation[2]!.content,
    });

  it('saves, lists, reads and downloads the owner’s conversation; nobody else reaches it', async () => {
    const owner = await learnerWithStory();
    const saved = await save(owner.client);
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ mode: 'voice', reason: 'alcohol', messageCount: 3, hasSummary: true, messages: conversation });
    const list = await owner.client.json<MyStoryTranscriptSummary[]>('GET', '/api/my-story/transcripts');
    expect(list.body.map((item) => item.id)).toEqual([saved.body.id]);
    expect((await owner.client.json('GET', `/api/my-story/transcripts/${saved.body.id}`)).body).toEqual(saved.body);

    const download = await owner.client.request('GET', `/api/my-story/transcripts/${saved.body.id}/text`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="mein-gespräch-\d{4}-\d{2}-\d{2}\.txt"$/);
    const text = await download.text();
    expect(text).toContain(
      'Prüfer:\nSie schreiben, Sie trinken seit dem 1. März 2026 nichts mehr. Was war im März 2026?\n\nIch:\n' + CONCRETE,
    );

    // what another learner and an administrator hold: the id
    const other = await learnerWithStory();
    for (const client of [other.client, admin]) {
      expect((await client.json('GET', `/api/my-story/transcripts/${saved.body.id}`)).status).toBe(404);
      expect((await client.request('GET', `/api/my-story/transcripts/${saved.body.id}/text`)).status).toBe(404);
      expect((await client.json('DELETE', `/api/my-story/transcripts/${saved.body.id}`)).status).toBe(404);
      expect((await client.json<unknown[]>('GET', '/api/my-story/transcripts')).body).toEqual([]);
    }
    expect((await owner.client.json('GET', `/api/my-story/transcripts/${saved.body.id}`)).status).toBe(200);
  });

  it('refuses to save without the story consent and with an invalid body, storing nothing', async () => {
    const { client, userId } = await signUpVerified(platform);
    expect(await save(client)).toMatchObject({ status: 409, body: { error: { code: 'STORY_CONSENT_REQUIRED' } } });
    const { client: withStory } = await learnerWithStory();
    const invalid = await withStory.json('POST', '/api/my-story/transcripts', { mode: 'sung', reason: 'alcohol', messages: [] });
    expect(invalid).toMatchObject({ status: 400, body: { error: { fields: { mode: 'INVALID_MODE', messages: 'REQUIRED' } } } });
    expect((await withStory.json<unknown[]>('GET', '/api/my-story/transcripts')).body).toEqual([]);
    const { eq } = await import('drizzle-orm');
    expect(await platform.db.select().from(storyTranscripts).where(eq(storyTranscripts.userId, userId))).toEqual([]);
  });

  it('deletes one; the consent’s withdrawal deletes the rest; the export holds them; the account deletion removes them', async () => {
    const owner = await learnerWithStory();
    const first = (await save(owner.client)).body;
    const second = (await save(owner.client)).body;
    expect((await owner.client.json('DELETE', `/api/my-story/transcripts/${first.id}`)).status).toBe(204);
    expect((await owner.client.json('GET', `/api/my-story/transcripts/${first.id}`)).status).toBe(404);
    const exported = await owner.client.json<{ myStoryTranscripts: Array<{ id: string; messages: AiChatMessage[] }> }>(
      'GET',
      '/api/me/export',
    );
    expect(exported.body.myStoryTranscripts.map((item) => item.id)).toEqual([second.id]);
    expect(exported.body.myStoryTranscripts[0]!.messages).toEqual(conversation);

    expect((await owner.client.json('DELETE', '/api/my-story/consent')).status).toBe(200);
    expect((await owner.client.json('GET', `/api/my-story/transcripts/${second.id}`)).status).toBe(404);

    const leaving = await learnerWithStory();
    await save(leaving.client);
    expect((await leaving.client.json('POST', '/api/me/delete', { password: PASSWORD })).status).toBe(200);
    const { eq } = await import('drizzle-orm');
    expect(await platform.db.select().from(storyTranscripts).where(eq(storyTranscripts.userId, leaving.userId))).toEqual([]);
    expect(await platform.db.select().from(storyTranscripts).where(eq(storyTranscripts.userId, owner.userId))).toEqual([]);
  });
});

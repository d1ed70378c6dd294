// The LLM engine on its own against the fake OpenAI server: the interactive deadline.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai';
import type { AiReplyEvent } from '../../ai-engine';
import { createLlmEngine } from './llm-engine';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());

async function collect(events: AsyncIterable<AiReplyEvent>) {
  const list: AiReplyEvent[] = [];
  for await (const event of events) list.push(event);
  return list;
}

describe('createLlmEngine', () => {
  it('ends a reply that outlasts the deadline with AI_TIMEOUT and stops the upstream call', async () => {
    const engine = createLlmEngine({ apiKey: 'k', baseURL: fake.baseURL, model: 'm', timeoutMs: 1000 });
    fake.enqueue({ stream: ['Ich beginne ', () => new Promise<void>(() => {})] });
    const events = await collect(engine.answerTrainer({ reason: 'points', messages: [], signal: new AbortController().signal }));
    expect(events).toEqual([
      { type: 'meta', meta: { engine: 'llm' } },
      { type: 'delta', text: 'Ich beginne ' },
      { type: 'error', code: 'AI_TIMEOUT' },
    ]);
    await fake.aborted();
  });
});

// The SSE reader of the AI pages: events come out whole and in order however the bytes are cut
// (inside a field, between CR and LF, inside a multi-byte character), and the context sent along
// is the most recent AI_CONTEXT_MAX_MESSAGES messages.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AI_CONTEXT_MAX_MESSAGES } from '@common/schemas/ai';
import { ApiError } from './api-client';
import { capContext, createSseParser, streamAi, type AiStreamEvent, type RawSseEvent } from './ai-stream';

const STREAM =
  'event: meta\ndata: {"engine":"offline"}\n\n' +
  ': keep-alive\n\n' +
  'event: delta\r\ndata: {"text":"Abstinenz"}\r\n\r\n' +
  'event: delta\rdata: {"text":"nachweise über ärztliche Kontrollen"}\r\r' +
  'event: sources\ndata: {"sources":[{"kind":"knowledge","title":"Abstinenznachweise","path":"/dashboard/knowledge?article=a1"}]}\n\n' +
  'data: first line\ndata: second line\n\n' +
  'event: done\ndata: {}\n\n';

const EXPECTED: RawSseEvent[] = [
  { event: 'meta', data: '{"engine":"offline"}' },
  { event: 'delta', data: '{"text":"Abstinenz"}' },
  { event: 'delta', data: '{"text":"nachweise über ärztliche Kontrollen"}' },
  {
    event: 'sources',
    data: '{"sources":[{"kind":"knowledge","title":"Abstinenznachweise","path":"/dashboard/knowledge?article=a1"}]}',
  },
  { event: 'message', data: 'first line\nsecond line' },
  { event: 'done', data: '{}' },
];

function parseInPieces(pieces: string[]): RawSseEvent[] {
  const events: RawSseEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const piece of pieces) parser.push(piece);
  parser.end();
  return events;
}

/** A small deterministic generator, so a failing cut can be reproduced from the seed. */
function cutsFor(seed: number, length: number): number[] {
  let state = seed;
  const cuts: number[] = [];
  let at = 0;
  while (at < length) {
    state = (state * 1103515245 + 12345) % 2147483648;
    at += 1 + (state % 7);
    if (at < length) cuts.push(at);
  }
  return cuts;
}

describe('createSseParser', () => {
  it('reads the whole stream in one piece', () => {
    expect(parseInPieces([STREAM])).toEqual(EXPECTED);
  });

  it('reads it one character at a time', () => {
    expect(parseInPieces([...STREAM])).toEqual(EXPECTED);
  });

  it('reads it cut at every single position into two pieces', () => {
    for (let at = 1; at < STREAM.length; at++) {
      expect(parseInPieces([STREAM.slice(0, at), STREAM.slice(at)]), `cut at ${at}`).toEqual(EXPECTED);
    }
  });

  it('reads it cut at many arbitrary positions', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const cuts = cutsFor(seed, STREAM.length);
      const pieces = [0, ...cuts].map((start, index) => STREAM.slice(start, cuts[index] ?? STREAM.length));
      expect(parseInPieces(pieces), `seed ${seed}`).toEqual(EXPECTED);
    }
  });

  it('keeps an event back until its blank line arrives', () => {
    const events: RawSseEvent[] = [];
    const parser = createSseParser((event) => events.push(event));
    parser.push('event: delta\ndata: {"text":"a"}\n');
    expect(events).toEqual([]);
    parser.push('\n');
    expect(events).toEqual([{ event: 'delta', data: '{"text":"a"}' }]);
  });

  it('drops an event the stream broke off in the middle of', () => {
    expect(parseInPieces(['event: delta\ndata: {"text":"a"}\n\nevent: delta\ndata: {"text":"b"}'])).toEqual([
      { event: 'delta', data: '{"text":"a"}' },
    ]);
  });

  it('takes "data:" without a space and ignores an event without data', () => {
    expect(parseInPieces(['event: ping\n\nevent: delta\ndata:{"text":"x"}\n\n'])).toEqual([{ event: 'delta', data: '{"text":"x"}' }]);
  });
});

describe('capContext', () => {
  it('keeps the most recent AI_CONTEXT_MAX_MESSAGES messages', () => {
    expect(AI_CONTEXT_MAX_MESSAGES).toBe(20);
    const messages = Array.from({ length: 25 }, (_, index) => index + 1);
    expect(capContext(messages)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25]);
    expect(capContext(messages.slice(0, 3))).toEqual([1, 2, 3]);
    expect(capContext([])).toEqual([]);
  });
});

describe('streamAi', () => {
  const fetchMock = vi.fn<typeof fetch>();
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  /** A streamed response whose body arrives in the given byte pieces. */
  function streamedResponse(pieces: Uint8Array[]) {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of pieces) controller.enqueue(piece);
        controller.close();
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  }

  it('POSTs the conversation and hands on typed events, even with a character cut between bytes', async () => {
    const bytes = new TextEncoder().encode(STREAM);
    // 'ü' in 'über' is two bytes: cut between them
    const umlaut = bytes.indexOf(0xc3);
    fetchMock.mockResolvedValue(streamedResponse([bytes.slice(0, umlaut + 1), bytes.slice(umlaut + 1)]));
    vi.stubGlobal('fetch', fetchMock);
    const events: AiStreamEvent[] = [];
    const messages = [{ role: 'user' as const, content: 'Abstinenznachweis?' }];
    await streamAi({ url: '/api/ai/assistant', body: { messages }, signal: new AbortController().signal, onEvent: (e) => events.push(e) });

    expect(events).toEqual([
      { type: 'meta', meta: { engine: 'offline' } },
      { type: 'delta', text: 'Abstinenz' },
      { type: 'delta', text: 'nachweise über ärztliche Kontrollen' },
      { type: 'sources', sources: [{ kind: 'knowledge', title: 'Abstinenznachweise', path: '/dashboard/knowledge?article=a1' }] },
      { type: 'done' },
    ]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/ai/assistant');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ messages });
  });

  it('throws the JSON refusal as ApiError with its status and code', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: { code: 'AI_RATE_LIMITED', message: 'Too many' } }), {
        status: 429,
        headers: { 'content-type': 'application/json' },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const failure = streamAi({ url: '/api/ai/trainer', body: { messages: [] }, signal: new AbortController().signal, onEvent: () => {} });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 429, code: 'AI_RATE_LIMITED' });
  });

  it('maps an unknown error code of the stream to AI_UNKNOWN', async () => {
    fetchMock.mockResolvedValue(streamedResponse([new TextEncoder().encode('event: error\ndata: {"code":"WHATEVER"}\n\n')]));
    vi.stubGlobal('fetch', fetchMock);
    const events: AiStreamEvent[] = [];
    await streamAi({ url: '/x', body: { messages: [] }, signal: new AbortController().signal, onEvent: (e) => events.push(e) });
    expect(events).toEqual([{ type: 'error', code: 'AI_UNKNOWN' }]);
  });
});

// @vitest-environment happy-dom
// The queue of answers given offline, against a fake of the answer route that answers as the server
// does (e2e/offline-round.test.ts sends them to the real one): order, the same key on every retry,
// removal only after the server acknowledged, the time kept, and nothing left after sign-out.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enqueueAnswer, listQueuedAnswers, QUEUE_STORAGE_KEY, type QueuedAnswer } from './answer-queue';
import { flushAnswerQueue, judgeOutcome, requestAnswerSync, retryDelayMs, startAnswerSync, type SendOutcome } from './answer-sync';
import { DATA_CACHE } from './cache-rules';
import { clearOfflineData } from './clear-offline-data';

const ROUND = '3b0f3f2e-8a57-4d3c-9a0e-6a3f1c2b4d5e';
const answer = (n: number): QueuedAnswer => ({
  roundId: ROUND,
  questionId: `q${n}`,
  selectedOptionIds: [n],
  clientKey: `key-${n}`,
  answeredAt: `2026-11-26T08:0${n}:00.000Z`,
});

interface Sent {
  questionId: string;
  clientKey: string;
  answeredAt?: string;
  /** Whether the answer was still in the queue while it was on its way. */
  stillQueued: boolean;
}

/** A fake answer route: answers each request with the next outcome of `script` (200 once it runs out). */
function fakeServer(script: SendOutcome[] = []) {
  const sent: Sent[] = [];
  const send = vi.fn(async (entry: QueuedAnswer, { withTime }: { withTime: boolean }) => {
    sent.push({
      questionId: entry.questionId,
      clientKey: entry.clientKey,
      ...(withTime && { answeredAt: entry.answeredAt }),
      stillQueued: listQueuedAnswers().some((queued) => queued.clientKey === entry.clientKey),
    });
    return script.shift() ?? { status: 200 };
  });
  return { send, sent };
}

const queuedKeys = () => listQueuedAnswers().map((entry) => entry.clientKey);

beforeEach(() => localStorage.clear());
afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe('the queue', () => {
  it('keeps the answers in the order given, survives a reload (localStorage), and takes a key only once', () => {
    enqueueAnswer(answer(1));
    enqueueAnswer(answer(2));
    enqueueAnswer(answer(1));
    expect(queuedKeys()).toEqual(['key-1', 'key-2']);
    expect((JSON.parse(localStorage.getItem(QUEUE_STORAGE_KEY)!) as QueuedAnswer[]).map((entry) => entry.questionId)).toEqual(['q1', 'q2']);
  });
});

describe('flushAnswerQueue', () => {
  it('sends front to back with each key and time, and removes an answer only after the server acknowledged it', async () => {
    [1, 2, 3].forEach((n) => enqueueAnswer(answer(n)));
    const server = fakeServer();
    const result = await flushAnswerQueue(server.send);
    expect(server.sent).toEqual([
      { questionId: 'q1', clientKey: 'key-1', answeredAt: '2026-11-26T08:01:00.000Z', stillQueued: true },
      { questionId: 'q2', clientKey: 'key-2', answeredAt: '2026-11-26T08:02:00.000Z', stillQueued: true },
      { questionId: 'q3', clientKey: 'key-3', answeredAt: '2026-11-26T08:03:00.000Z', stillQueued: true },
    ]);
    expect(result).toEqual({ sent: [answer(1), answer(2), answer(3)] });
    expect(queuedKeys()).toEqual([]);
  });

  it('stops at an answer without an answer from the server, keeps it and the later ones in order, and retries it with the same key', async () => {
    [1, 2, 3].forEach((n) => enqueueAnswer(answer(n)));
    const offline = fakeServer([{ status: 200 }, { status: 0 }]);
    expect(await flushAnswerQueue(offline.send)).toEqual({ sent: [answer(1)], stoppedOn: 'retry' });
    expect(queuedKeys()).toEqual(['key-2', 'key-3']);

    // a thrown error (the fetch itself failed) is the same as no answer
    const throwing = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await flushAnswerQueue(throwing)).toEqual({ sent: [], stoppedOn: 'retry' });
    expect(queuedKeys()).toEqual(['key-2', 'key-3']);

    const back = fakeServer();
    await flushAnswerQueue(back.send);
    expect(offline.sent.at(-1)!.clientKey).toBe('key-2');
    expect(back.sent.map((s) => s.clientKey)).toEqual(['key-2', 'key-3']);
    expect(queuedKeys()).toEqual([]);
  });

  it('counts 409 ALREADY_ANSWERED as acknowledged (an earlier sending landed), retries ANSWER_CONFLICT, drops what can never count', async () => {
    [1, 2, 3, 4].forEach((n) => enqueueAnswer(answer(n)));
    const server = fakeServer([
      { status: 409, code: 'ALREADY_ANSWERED' },
      { status: 404, code: 'ROUND_NOT_FOUND' },
      { status: 409, code: 'ROUND_FINISHED' },
      { status: 409, code: 'ANSWER_CONFLICT' },
    ]);
    expect(await flushAnswerQueue(server.send)).toMatchObject({ stoppedOn: 'retry' });
    expect(queuedKeys()).toEqual(['key-4']);
  });

  it('keeps everything while the session is gone (401) or the page is locked (403)', async () => {
    [1, 2].forEach((n) => enqueueAnswer(answer(n)));
    expect(await flushAnswerQueue(fakeServer([{ status: 401, code: 'UNAUTHORIZED' }]).send)).toEqual({ sent: [], stoppedOn: 'blocked' });
    expect(await flushAnswerQueue(fakeServer([{ status: 403, code: 'FORBIDDEN' }]).send)).toEqual({ sent: [], stoppedOn: 'blocked' });
    expect(queuedKeys()).toEqual(['key-1', 'key-2']);
  });

  it('a device clock the server refuses (400 on answeredAt) is sent once more with the same key and without the time', async () => {
    enqueueAnswer(answer(1));
    const server = fakeServer([{ status: 400, code: 'VALIDATION_ERROR', fields: { answeredAt: 'OUT_OF_RANGE' } }]);
    await flushAnswerQueue(server.send);
    expect(server.sent.map(({ clientKey, answeredAt }) => [clientKey, answeredAt])).toEqual([
      ['key-1', '2026-11-26T08:01:00.000Z'],
      ['key-1', undefined],
    ]);
    expect(queuedKeys()).toEqual([]);
  });

  it('runs one flush at a time: a second call joins the first, so no answer is sent twice at once', async () => {
    enqueueAnswer(answer(1));
    const server = fakeServer();
    const [a, b] = await Promise.all([flushAnswerQueue(server.send), flushAnswerQueue(server.send)]);
    expect(server.send).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
  });
});

describe('judgeOutcome', () => {
  it.each([
    [{ status: 200 }, 'acknowledged'],
    [{ status: 409, code: 'ALREADY_ANSWERED' }, 'acknowledged'],
    [{ status: 409, code: 'ROUND_FINISHED' }, 'refused'],
    [{ status: 409, code: 'ANSWER_CONFLICT' }, 'retry'],
    [{ status: 400, code: 'VALIDATION_ERROR' }, 'refused'],
    [{ status: 404, code: 'QUESTION_NOT_FOUND' }, 'refused'],
    [{ status: 401 }, 'blocked'],
    [{ status: 403 }, 'blocked'],
    [{ status: 429 }, 'retry'],
    [{ status: 503 }, 'retry'],
    [{ status: 0, code: 'NETWORK_ERROR' }, 'retry'],
  ] as const)('%j → %s', (outcome, verdict) => {
    expect(judgeOutcome(outcome)).toBe(verdict);
  });
});

describe('startAnswerSync', () => {
  it('sends at start, waits 1 s, 2 s … after failures, and sends at once when the browser is online again', async () => {
    vi.useFakeTimers();
    enqueueAnswer(answer(1));
    const server = fakeServer([{ status: 0 }, { status: 0 }, { status: 0 }]);
    const onSent = vi.fn();
    const stop = startAnswerSync({ send: server.send, onSent });
    await vi.advanceTimersByTimeAsync(0);
    expect(server.send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(server.send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.send).toHaveBeenCalledTimes(2);
    // the next pause is 2 s, but the connection comes back first
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(server.send).toHaveBeenCalledTimes(3);
    // a new answer is sent without waiting for the pause to end
    enqueueAnswer(answer(2));
    requestAnswerSync();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.sent.map((s) => s.clientKey)).toEqual(['key-1', 'key-1', 'key-1', 'key-1', 'key-2']);
    expect(onSent).toHaveBeenCalledWith([answer(1), answer(2)]);
    expect(queuedKeys()).toEqual([]);
    stop();
  });

  it('pauses at most a minute', () => {
    expect([0, 1, 2, 5, 6, 10].map(retryDelayMs)).toEqual([1000, 2000, 4000, 32_000, 60_000, 60_000]);
  });
});

describe('clearOfflineData (sign-out)', () => {
  it('empties the queue and deletes the cached round and viewer', async () => {
    [1, 2].forEach((n) => enqueueAnswer(answer(n)));
    const deleted: string[] = [];
    vi.stubGlobal('caches', { delete: (name: string) => Promise.resolve(deleted.push(name) > 0) });
    try {
      await clearOfflineData();
    } finally {
      vi.unstubAllGlobals();
    }
    expect(queuedKeys()).toEqual([]);
    expect(localStorage.getItem(QUEUE_STORAGE_KEY)).toBeNull();
    expect(deleted).toEqual([DATA_CACHE]);
  });
});

// A fake OpenAI-compatible server on a real socket for API and e2e tests: POST /v1/chat/completions,
// streamed (server-sent chat.completion.chunk events ending with `data: [DONE]`) or as one JSON answer.
// Tests queue the replies; with an empty queue it answers 'OK'.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A text chunk, or a wait before the next chunk (a promise the test resolves). */
export type FakeStep = string | (() => Promise<void>);
export type FakeReply = { stream: FakeStep[] } | { status: number; body?: unknown; headers?: Record<string, string> };

export interface FakeOpenAi {
  /** Ends with /v1 (what the SDK expects as baseURL). */
  baseURL: string;
  /** Every request received, in order (parsed JSON body and headers). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the body is whatever the client sent; tests read its fields
  requests: Array<{ body: any; headers: Record<string, string | string[] | undefined> }>;
  enqueue(...replies: FakeReply[]): void;
  /** Resolves when the client closed a streaming response early. */
  aborted(): Promise<void>;
  close(): Promise<void>;
}

const DEFAULT_REPLY: FakeReply = { stream: ['OK'] };

function errorBody(status: number) {
  return { error: { message: `fake upstream error ${status}`, type: status === 429 ? 'rate_limit_error' : 'api_error', code: null } };
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const queue: FakeReply[] = [];
  const requests: FakeOpenAi['requests'] = [];
  let markAborted: () => void = () => {};
  const abortedPromise = new Promise<void>((resolve) => (markAborted = resolve));
  let counter = 0;

  async function streamReply(res: http.ServerResponse, steps: FakeStep[], model: string) {
    const id = `chatcmpl-fake-${++counter}`;
    const created = Math.floor(Date.now() / 1000);
    let closedEarly = false;
    let finished = false;
    res.on('close', () => {
      if (!finished) {
        closedEarly = true;
        markAborted();
      }
    });
    const chunk = (delta: Record<string, unknown>, finishReason: string | null) =>
      `data: ${JSON.stringify({
        id,
        object: 'chat.completion.chunk',
        created,
        model,
        system_fingerprint: null,
        choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
      })}\n\n`;
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    res.write(chunk({ role: 'assistant', content: '' }, null));
    for (const step of steps) {
      if (closedEarly) return;
      if (typeof step === 'string') res.write(chunk({ content: step }, null));
      else await Promise.race([step(), abortedWhileWaiting(res)]);
    }
    if (closedEarly) return;
    res.write(chunk({}, 'stop'));
    res.write('data: [DONE]\n\n');
    finished = true;
    res.end();
  }

  function abortedWhileWaiting(res: http.ServerResponse) {
    return new Promise<void>((resolve) => res.once('close', () => resolve()));
  }

  function jsonReply(res: http.ServerResponse, steps: FakeStep[], model: string) {
    const content = steps.filter((step): step is string => typeof step === 'string').join('');
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: `chatcmpl-fake-${++counter}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model,
        choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      }),
    );
  }

  const server = http.createServer((req, res) => {
    void (async () => {
      if (req.method !== 'POST' || !req.url?.startsWith('/v1/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'not found', type: 'invalid_request_error', code: null } }));
        return;
      }
      const raw = await readBody(req);
      let body: FakeOpenAi['requests'][number]['body'] = {};
      try {
        body = JSON.parse(raw);
      } catch {
        body = { raw };
      }
      requests.push({ body, headers: { ...req.headers } });
      const reply = queue.shift() ?? DEFAULT_REPLY;
      const model = typeof body.model === 'string' ? body.model : 'fake-model';
      if ('status' in reply) {
        res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
        res.end(JSON.stringify(reply.body ?? errorBody(reply.status)));
      } else if (body.stream === true) {
        await streamReply(res, reply.stream, model);
      } else {
        jsonReply(res, reply.stream, model);
      }
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue(...replies) {
      queue.push(...replies);
    },
    aborted: () => abortedPromise,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

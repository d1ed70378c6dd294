// An engine's reply as the server-sent events the AI routes stream (common/src/schemas/ai.ts); shared
// by the exam trainer and the assistant (server/src/features/ai) and the story interview
// (server/src/features/story-interview). The log gets only a failure's code and upstream status.
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { Logger } from 'pino';
import { AI_RATE_LIMIT, type AiErrorCode, type AiSource, type AiStreamMeta } from '@common/schemas/ai';
import type { AiEngine, AiReplyEvent } from './ai-engine';
import { aiCalls, aiErrors } from './metrics/metrics';
import type { AppEnv } from './middleware/context';
import { rateLimit } from './middleware/rate-limit';

/** The assistant, the trainer and the story interview count against one per-user message limit. */
export const aiRateLimit = rateLimit('ai', {
  window: AI_RATE_LIMIT.windowSeconds,
  max: AI_RATE_LIMIT.max,
  by: 'user',
  code: 'AI_RATE_LIMITED',
  message: 'Too many messages to the AI; try again later.',
});

/** One server-sent event of the reply (common/src/schemas/ai.ts). */
export type AiStreamEvent =
  | { event: 'meta'; data: AiStreamMeta }
  | { event: 'delta'; data: { text: string } }
  | { event: 'sources'; data: { sources: AiSource[] } }
  | { event: 'error'; data: { code: AiErrorCode } }
  | { event: 'done'; data: Record<string, never> };

/** Which AI reply, for the counters on /metrics. */
export interface AiReplyLabels {
  engine: AiEngine['kind'];
  feature: 'assistant' | 'trainer' | 'story-interview';
}

/** The engine's events as stream events; false when the reply failed (then no `done` follows). */
export async function* relay(
  events: AsyncIterable<AiReplyEvent>,
  logger: Logger,
  labels: AiReplyLabels,
): AsyncGenerator<AiStreamEvent, boolean> {
  aiCalls.inc({ ...labels });
  try {
    for await (const event of events) {
      if (event.type === 'meta') yield { event: 'meta', data: event.meta };
      else if (event.type === 'delta') yield { event: 'delta', data: { text: event.text } };
      else {
        aiErrors.inc({ ...labels, code: event.code });
        logger.warn({ code: event.code, status: event.status }, 'ai reply failed');
        yield { event: 'error', data: { code: event.code } };
        return false;
      }
    }
    return true;
  } catch (error) {
    // our own failure (the search, a bug): its name only, the message might quote the question
    aiErrors.inc({ ...labels, code: 'AI_UNKNOWN' });
    logger.error({ errorName: error instanceof Error ? error.name : typeof error }, 'ai reply failed');
    yield { event: 'error', data: { code: 'AI_UNKNOWN' } };
    return false;
  }
}

/**
 * Writes a reply's events as text/event-stream. A browser that closes the stream aborts the signal,
 * which cancels the upstream call. The typed route allows a plain Response here: its 200 is not
 * JSON, so there is no typed body for the web client (it reads the stream itself).
 */
export function streamEvents(c: Context<AppEnv>, reply: (signal: AbortSignal) => AsyncIterable<AiStreamEvent>): Response {
  const response = streamSSE(c, async (stream) => {
    const controller = new AbortController();
    stream.onAbort(() => controller.abort());
    for await (const { event, data } of reply(controller.signal)) {
      if (stream.aborted) break;
      await stream.writeSSE({ event, data: JSON.stringify(data) });
    }
  });
  // the conversation must not sit in a cache, nor be held back by a buffering proxy
  response.headers.set('Cache-Control', 'no-store');
  response.headers.set('X-Accel-Buffering', 'no');
  return response;
}

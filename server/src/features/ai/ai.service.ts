// The replies of the assistant and the trainer as the events the route streams. Nothing of the
// conversation is stored, and the log gets only a failure's code and upstream status.
import type { Logger } from 'pino';
import type { MpuReason } from '@common/domain';
import type { AiChatMessage, AiErrorCode, AiSource, AiStreamMeta } from '@common/schemas/ai';
import type { Database } from '../../db/client';
import type { Viewer } from '../../middleware/context';
import type { AiEngine, AiReplyEvent } from '../../ai-engine';
import { searchContent } from './content-search';

/** One server-sent event of the reply (common/src/schemas/ai.ts). */
export type AiStreamEvent =
  | { event: 'meta'; data: AiStreamMeta }
  | { event: 'delta'; data: { text: string } }
  | { event: 'sources'; data: { sources: AiSource[] } }
  | { event: 'error'; data: { code: AiErrorCode } }
  | { event: 'done'; data: Record<string, never> };

interface ReplyOptions {
  engine: AiEngine;
  logger: Logger;
  signal: AbortSignal;
}

/** The engine's events as stream events; false when the reply failed (then no `done` follows). */
async function* relay(events: AsyncIterable<AiReplyEvent>, logger: Logger): AsyncGenerator<AiStreamEvent, boolean> {
  try {
    for await (const event of events) {
      if (event.type === 'meta') yield { event: 'meta', data: event.meta };
      else if (event.type === 'delta') yield { event: 'delta', data: { text: event.text } };
      else {
        logger.warn({ code: event.code, status: event.status }, 'ai reply failed');
        yield { event: 'error', data: { code: event.code } };
        return false;
      }
    }
    return true;
  } catch (error) {
    // our own failure (the search, a bug): its name only, the message might quote the question
    logger.error({ errorName: error instanceof Error ? error.name : typeof error }, 'ai reply failed');
    yield { event: 'error', data: { code: 'AI_UNKNOWN' } };
    return false;
  }
}

export async function* streamAssistantReply({
  db,
  viewer,
  messages,
  engine,
  logger,
  signal,
}: ReplyOptions & { db: Database; viewer: Viewer; messages: readonly AiChatMessage[] }): AsyncIterable<AiStreamEvent> {
  let passages;
  try {
    passages = await searchContent({ db, viewer, question: messages.at(-1)?.content ?? '' });
  } catch (error) {
    logger.error({ errorName: error instanceof Error ? error.name : typeof error }, 'ai content search failed');
    yield { event: 'meta', data: { engine: engine.kind } };
    yield { event: 'error', data: { code: 'AI_UNKNOWN' } };
    return;
  }
  const completed = yield* relay(engine.answerAssistant({ messages, passages, signal }), logger);
  if (!completed) return;
  yield { event: 'sources', data: { sources: passages.map(({ kind, title, path }) => ({ kind, title, path })) } };
  yield { event: 'done', data: {} };
}

export async function* streamTrainerReply({
  reason,
  messages,
  engine,
  logger,
  signal,
}: ReplyOptions & { reason: MpuReason; messages: readonly AiChatMessage[] }): AsyncIterable<AiStreamEvent> {
  const completed = yield* relay(engine.answerTrainer({ reason, messages, signal }), logger);
  if (completed) yield { event: 'done', data: {} };
}

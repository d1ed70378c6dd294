// The replies of the assistant and the trainer as the events the route streams. Nothing of the
// conversation is stored, and the log gets only a failure's code and upstream status.
import type { Logger } from 'pino';
import type { MpuReason } from '@common/domain';
import type { AiChatMessage } from '@common/schemas/ai';
import type { Database } from '../../db/client';
import type { Viewer } from '../../middleware/context';
import type { AiEngine } from '../../ai-engine';
import { relay, type AiStreamEvent } from '../../ai-stream';
import { aiCalls, aiErrors } from '../../metrics/metrics';
import { searchContent } from './content-search';
import type { Language } from '@common/domain/value-sets';

interface ReplyOptions {
  engine: AiEngine;
  logger: Logger;
  signal: AbortSignal;
}

export async function* streamAssistantReply({
  db,
  viewer,
  messages,
  engine,
  logger,
  signal,
  language = 'de',
}: ReplyOptions & {
  db: Database;
  viewer: Viewer;
  messages: readonly AiChatMessage[];
  /** The reader's language: the content is searched in it and in German. */
  language?: Language;
}): AsyncIterable<AiStreamEvent> {
  let passages;
  try {
    passages = await searchContent({ db, viewer, question: messages.at(-1)?.content ?? '', language });
  } catch (error) {
    aiCalls.inc({ engine: engine.kind, feature: 'assistant' });
    aiErrors.inc({ engine: engine.kind, feature: 'assistant', code: 'AI_UNKNOWN' });
    logger.error({ errorName: error instanceof Error ? error.name : typeof error }, 'ai content search failed');
    yield { event: 'meta', data: { engine: engine.kind } };
    yield { event: 'error', data: { code: 'AI_UNKNOWN' } };
    return;
  }
  const completed = yield* relay(engine.answerAssistant({ messages, passages, signal }), logger, {
    engine: engine.kind,
    feature: 'assistant',
  });
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
  const completed = yield* relay(engine.answerTrainer({ reason, messages, signal }), logger, {
    engine: engine.kind,
    feature: 'trainer',
  });
  if (completed) yield { event: 'done', data: {} };
}

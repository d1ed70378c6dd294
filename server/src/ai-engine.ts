// The AI behind the assistant and the exam trainer: one small interface, two engines (the LLM over
// an OpenAI-compatible API, and the offline engine built on the platform's own content), chosen at
// start from the configuration (docs/decisions/054-ai-on-the-server.md; the engines are in
// server/src/features/ai/).
import type { AiChatMessage, AiEngine as AiEngineKind, AiErrorCode, AiSource, AiStreamMeta } from '@common/schemas/ai';
import type { Language, MpuReason } from '@common/domain';
import type { Finding, StoryContext } from '@common/domain/my-story/types';
import type { Story } from '@common/schemas/my-story';

/** A piece of the platform's content found for a question: what the reply may quote and cite. */
export interface Passage extends AiSource {
  /** A plain-text excerpt (no HTML, no Markdown markup). */
  excerpt: string;
}

/**
 * What an engine produces, in order, each written as a server-sent event: `meta` first, then the
 * reply's pieces; an `error` ends the reply early.
 */
export type AiReplyEvent =
  | { type: 'meta'; meta: AiStreamMeta }
  | { type: 'delta'; text: string }
  | { type: 'error'; code: AiErrorCode; /** The upstream HTTP status, for the log only. */ status?: number };

export interface AssistantInput {
  messages: readonly AiChatMessage[];
  /** The best passages of the platform's content for the question (may be empty). */
  passages: readonly Passage[];
  /** Aborts when the browser closed the stream. */
  signal: AbortSignal;
}

export interface TrainerInput {
  reason: MpuReason;
  messages: readonly AiChatMessage[];
  signal: AbortSignal;
}

/** "Mein Gespräch" (issue 37): the examiner asks about the learner's own story, read by the server. */
export interface StoryInterviewInput {
  reason: MpuReason;
  /** The account language: the examiner's turns are in it. */
  language: Language;
  story: Story;
  findings: readonly Finding[];
  context: Pick<StoryContext, 'tracker' | 'today'>;
  messages: readonly AiChatMessage[];
  signal: AbortSignal;
}

export interface AiEngine {
  readonly kind: AiEngineKind;
  answerAssistant(input: AssistantInput): AsyncIterable<AiReplyEvent>;
  answerTrainer(input: TrainerInput): AsyncIterable<AiReplyEvent>;
  answerStoryInterview(input: StoryInterviewInput): AsyncIterable<AiReplyEvent>;
}

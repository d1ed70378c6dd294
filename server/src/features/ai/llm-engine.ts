// The engine with a model: Chat Completions, streamed, against any OpenAI-compatible endpoint.
// The SDK retries twice with backoff and honours Retry-After; on top of that one interactive
// deadline covers the whole reply, retries included (docs/decisions/054-ai-on-the-server.md).
import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { AiChatMessage, AiErrorCode } from '@common/schemas/ai';
import type { AiEngine, AiReplyEvent, Passage } from '../../ai-engine';
import { aiErrorCodeOf, aiErrorStatusOf } from './ai-errors';
import { ASSISTANT_SYSTEM_PROMPT, trainerSystemPrompt } from './ai-prompts';
import { storyInterviewSystemPrompt } from './story-interview-prompt';

export const AI_MAX_RETRIES = 2;
/** The default overall deadline of one reply (AI_TIMEOUT_MS). */
export const AI_DEFAULT_TIMEOUT_MS = 60_000;

export interface LlmEngineOptions {
  apiKey: string;
  /** Unset: the SDK's default (api.openai.com). */
  baseURL?: string;
  model: string;
  timeoutMs?: number;
}

/** The platform's passages as numbered sources the model is told to cite (German, like the prompts). */
export function groundingOf(passages: readonly Passage[]): string {
  if (passages.length === 0) return 'Zu dieser Frage wurden in den Inhalten der Plattform keine passenden Auszüge gefunden.';
  const lines = passages.map((passage, index) => `[${index + 1}] ${passage.title}\n${passage.excerpt}`);
  return [
    'Auszüge aus den Inhalten der Plattform. Stützen Sie Ihre Antwort auf diese Auszüge, soweit sie passen, und nennen Sie die genutzten Quellen mit ihrer Nummer, z. B. [1]:',
    ...lines,
  ].join('\n\n');
}

const chatMessagesOf = (messages: readonly AiChatMessage[]): ChatCompletionMessageParam[] =>
  messages.map((message) => ({ role: message.role, content: message.content }));

export function createLlmEngine(options: LlmEngineOptions): AiEngine {
  const timeoutMs = options.timeoutMs ?? AI_DEFAULT_TIMEOUT_MS;
  const client = new OpenAI({
    apiKey: options.apiKey,
    ...(options.baseURL ? { baseURL: options.baseURL } : {}),
    maxRetries: AI_MAX_RETRIES,
    timeout: timeoutMs,
  });

  async function* complete(messages: ChatCompletionMessageParam[], signal: AbortSignal): AsyncIterable<AiReplyEvent> {
    const deadline = AbortSignal.timeout(timeoutMs);
    const combined = AbortSignal.any([signal, deadline]);
    const failed = (code: AiErrorCode, status?: number): AiReplyEvent => ({ type: 'error', code, ...(status ? { status } : {}) });
    try {
      const stream = await client.chat.completions.create({ model: options.model, messages, stream: true }, { signal: combined });
      for await (const chunk of stream) {
        const text = chunk.choices[0]?.delta?.content;
        if (text) yield { type: 'delta', text };
      }
      // the SDK's stream ends quietly when aborted mid-reply
      if (deadline.aborted) yield failed('AI_TIMEOUT');
      else if (signal.aborted) yield failed('AI_ABORTED');
    } catch (error) {
      const code = deadline.aborted ? 'AI_TIMEOUT' : aiErrorCodeOf(error);
      yield failed(code, aiErrorStatusOf(error));
    }
  }

  return {
    kind: 'llm',
    async *answerAssistant({ messages, passages, signal }) {
      yield { type: 'meta', meta: { engine: 'llm' } };
      const system = [ASSISTANT_SYSTEM_PROMPT, groundingOf(passages)].filter(Boolean).join('\n\n');
      yield* complete([{ role: 'system', content: system }, ...chatMessagesOf(messages)], signal);
    },
    async *answerTrainer({ reason, messages, signal }) {
      yield { type: 'meta', meta: { engine: 'llm' } };
      const conversation = chatMessagesOf(messages);
      // an empty conversation starts the examination: the model needs a user turn to answer
      if (conversation.length === 0) conversation.push({ role: 'user', content: 'Bitte beginnen Sie das Gespräch.' });
      yield* complete([{ role: 'system', content: trainerSystemPrompt(reason) }, ...conversation], signal);
    },
    async *answerStoryInterview({ messages, signal, ...setup }) {
      yield { type: 'meta', meta: { engine: 'llm' } };
      const conversation = chatMessagesOf(messages);
      if (conversation.length === 0) conversation.push({ role: 'user', content: 'Bitte beginnen Sie das Gespräch.' });
      yield* complete([{ role: 'system', content: storyInterviewSystemPrompt(setup) }, ...conversation], signal);
    },
  };
}

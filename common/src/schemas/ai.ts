// The AI assistant (/dashboard/ai-assistant) and the exam trainer (/dashboard/exam-trainer).
// The browser sends the conversation shown on the page with every message (nothing is stored on
// the server); the answer streams back as server-sent events (text/event-stream):
//
//   event: meta     data: AiStreamMeta      first: which engine answers ('llm' or 'offline')
//   event: delta    data: { text }          a piece of the reply, in order
//   event: sources  data: { sources }       the platform pages the reply rests on (may be empty)
//   event: error    data: { code }          the reply failed after the stream began (AiErrorCode)
//   event: done     data: {}                the reply is complete
//
// Refusals before the stream begins (400 validation, 401, 403, 429 AI_RATE_LIMITED) are ordinary
// JSON error answers.
import { z } from 'zod';
import { MPU_REASONS } from '../domain/mpu-reasons';

/** Messages of the page's conversation sent along; older ones are dropped by the browser. */
export const AI_CONTEXT_MAX_MESSAGES = 20;
/**
 * The trainer's whole examination (12+ questions, each with its answer and perhaps one follow-up)
 * is sent, so the closing summary can weigh every answer.
 */
export const AI_TRAINER_MAX_MESSAGES = 60;
export const AI_MESSAGE_MAX_LENGTH = 4000;
/** Messages one user may send per window (assistant and trainer together). */
export const AI_RATE_LIMIT = { max: 30, windowSeconds: 600 } as const;

export const AiChatMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().trim().min(1, 'REQUIRED').max(AI_MESSAGE_MAX_LENGTH, 'TOO_LONG'),
});
export type AiChatMessage = z.infer<typeof AiChatMessageSchema>;

const conversation = z.array(AiChatMessageSchema).max(AI_CONTEXT_MAX_MESSAGES, 'TOO_MANY');
const examination = z.array(AiChatMessageSchema).max(AI_TRAINER_MAX_MESSAGES, 'TOO_MANY');

/** The assistant: the conversation so far, ending with the learner's new question. */
export const AssistantRequestSchema = z.object({
  messages: conversation.min(1, 'REQUIRED').refine((list) => list.at(-1)?.role === 'user', 'LAST_MUST_BE_USER'),
});
export type AssistantRequest = z.infer<typeof AssistantRequestSchema>;

/**
 * The trainer: the MPU reason examined and the conversation so far. An empty conversation starts
 * the examination (the examiner's greeting and first question); otherwise it ends with the
 * learner's answer.
 */
export const TrainerRequestSchema = z.object({
  reason: z.enum(MPU_REASONS),
  messages: examination.refine((list) => list.length === 0 || list.at(-1)?.role === 'user', 'LAST_MUST_BE_USER'),
});
export type TrainerRequest = z.infer<typeof TrainerRequestSchema>;

export const AI_ENGINES = ['llm', 'offline'] as const;
export type AiEngine = (typeof AI_ENGINES)[number];

/**
 * GET /api/ai/engine: which engine answers, so the assistant and the trainer say before the first
 * message whether a model writes the replies or they come from the platform's own content.
 */
export const AiEngineInfoSchema = z.object({ engine: z.enum(AI_ENGINES) }).meta({ id: 'AiEngineInfo' });
export type AiEngineInfo = z.infer<typeof AiEngineInfoSchema>;

export const AiStreamMetaSchema = z.object({
  engine: z.enum(AI_ENGINES),
  /** Trainer only: the examination ended with this reply (its closing summary). */
  finished: z.boolean().optional(),
});
export type AiStreamMeta = z.infer<typeof AiStreamMetaSchema>;

export const AiSourceSchema = z.object({
  kind: z.enum(['knowledge', 'lexicon', 'question', 'chapter']),
  title: z.string(),
  /** The SPA path that shows it (/dashboard/knowledge?article=…, /dashboard/lexicon?term=…, …). */
  path: z.string(),
});
export type AiSource = z.infer<typeof AiSourceSchema>;

/** Typed failures of the upstream model (and the stream), mapped from the SDK's errors. */
export const AI_ERROR_CODES = [
  'AI_BAD_REQUEST',
  'AI_UNAUTHORIZED',
  'AI_FORBIDDEN',
  'AI_NOT_FOUND',
  'AI_CONFLICT',
  'AI_UNPROCESSABLE',
  'AI_RATE_LIMITED_UPSTREAM',
  'AI_UPSTREAM_ERROR',
  'AI_ABORTED',
  'AI_TIMEOUT',
  'AI_CONNECTION',
  'AI_UNKNOWN',
] as const;
export type AiErrorCode = (typeof AI_ERROR_CODES)[number];

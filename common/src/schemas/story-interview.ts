// "Mein Gespräch" (issue 37, part 3): the exam trainer's examiner asks about the learner's own story.
// The browser sends only the conversation; the server reads the story, its findings and the
// abstinence tracker itself. The reply streams like the trainer's (common/src/schemas/ai.ts).
//
//   POST   /api/my-story/interview              StoryInterviewRequest → text/event-stream
//   GET    /api/my-story/transcripts            MyStoryTranscriptSummary[] (newest first)
//   POST   /api/my-story/transcripts            SaveTranscriptInput → MyStoryTranscript (201)
//   GET    /api/my-story/transcripts/{id}       MyStoryTranscript
//   GET    /api/my-story/transcripts/{id}/text  the transcript as a plain-text download
//   DELETE /api/my-story/transcripts/{id}       204
import { z } from 'zod';
import { MPU_REASONS } from '../domain/mpu-reasons';
import { AI_TRAINER_MAX_MESSAGES, AiChatMessageSchema } from './ai';

/**
 * The conversation so far (empty: the examiner's greeting and first question), and the learner's
 * confirmation for this conversation that the examiner may use the story (asked every time, not stored).
 */
export const StoryInterviewRequestSchema = z.object({
  reason: z.enum(MPU_REASONS),
  useStory: z.literal(true, 'CONSENT_REQUIRED'),
  messages: z
    .array(AiChatMessageSchema)
    .max(AI_TRAINER_MAX_MESSAGES, 'TOO_MANY')
    .refine((list) => list.length === 0 || list.at(-1)?.role === 'user', 'LAST_MUST_BE_USER'),
});
export type StoryInterviewRequest = z.infer<typeof StoryInterviewRequestSchema>;

export const TRANSCRIPT_MODES = ['text', 'voice'] as const;
export type TranscriptMode = (typeof TRANSCRIPT_MODES)[number];
export const TRANSCRIPT_SUMMARY_MAX_LENGTH = 8000;

export const SaveTranscriptInputSchema = z
  .object({
    mode: z.enum(TRANSCRIPT_MODES, 'INVALID_MODE'),
    reason: z.enum(MPU_REASONS, 'INVALID_REASON'),
    // the whole conversation, the examiner's closing turn included
    messages: z
      .array(AiChatMessageSchema)
      .min(1, 'REQUIRED')
      .max(AI_TRAINER_MAX_MESSAGES + 1, 'TOO_MANY'),
    /** The examiner's closing summary ('' when the conversation was saved before its end). */
    summary: z.string().trim().max(TRANSCRIPT_SUMMARY_MAX_LENGTH, 'TOO_LONG').default(''),
  })
  .meta({ id: 'MyStoryTranscriptInput' });
export type SaveTranscriptInput = z.input<typeof SaveTranscriptInputSchema>;

export const MyStoryTranscriptSummarySchema = z
  .object({
    id: z.string(),
    mode: z.enum(TRANSCRIPT_MODES),
    reason: z.enum(MPU_REASONS),
    messageCount: z.number().int(),
    hasSummary: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'MyStoryTranscriptSummary' });
export type MyStoryTranscriptSummary = z.infer<typeof MyStoryTranscriptSummarySchema>;

export const MyStoryTranscriptSchema = MyStoryTranscriptSummarySchema.extend({
  messages: z.array(AiChatMessageSchema),
  summary: z.string(),
}).meta({ id: 'MyStoryTranscript' });
export type MyStoryTranscript = z.infer<typeof MyStoryTranscriptSchema>;

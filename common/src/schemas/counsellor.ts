// A counsellor's own settings ("Meine Termine" > Einstellungen; an administrator edits the same for any profile)
// and the story a learner shares with them (issue 40; docs/decisions/090-counsellors-and-invoices.md).
import { z } from 'zod';
import { AvailabilityRulesSchema } from './availability';
import { SessionModeSchema } from './booking';
import { StorySchema } from './my-story';
import { MyStoryTranscriptSchema } from './story-interview';

export const VIDEO_LINK_MAX_LENGTH = 500;

export const CounsellorSettingsInputSchema = z
  .object({
    sessionMode: SessionModeSchema,
    /** A fixed https link of the counsellor's video room; '' gives each session its own room under VIDEO_CALL_BASE_URL. */
    videoLink: z.union([z.literal(''), z.url({ protocol: /^https$/, error: 'URL' }).max(VIDEO_LINK_MAX_LENGTH, 'TOO_LONG')]),
    phone: z
      .string()
      .trim()
      .max(50, 'TOO_LONG')
      .regex(/^[0-9+ ()/-]*$/, 'PHONE'),
    /** Lines separated by newlines. */
    address: z.string().trim().max(500, 'TOO_LONG'),
    /** null: the starter schedule (Mon–Fri 09:00, 10:30, 14:30, 16:00; 13:00 shown but closed). */
    availability: AvailabilityRulesSchema.nullable(),
  })
  .superRefine((value, context) => {
    if (value.sessionMode === 'phone' && value.phone === '') context.addIssue({ code: 'custom', path: ['phone'], message: 'REQUIRED' });
    if (value.sessionMode === 'address' && value.address === '')
      context.addIssue({ code: 'custom', path: ['address'], message: 'REQUIRED' });
  });
export type CounsellorSettingsInput = z.input<typeof CounsellorSettingsInputSchema>;

export const CounsellorSettingsSchema = z
  .object({
    instructorId: z.string(),
    name: z.string(),
    sessionMode: SessionModeSchema,
    videoLink: z.string(),
    phone: z.string(),
    address: z.string(),
    availability: AvailabilityRulesSchema.nullable(),
    /** Whether VIDEO_CALL_BASE_URL is set (an empty video link then gives each session a room there). */
    hasVideoCallBase: z.boolean(),
  })
  .meta({ id: 'CounsellorSettings' });
export type CounsellorSettings = z.infer<typeof CounsellorSettingsSchema>;

/** What a learner shared with the counsellor of one booking, read-only; each read is logged for the learner. */
export const SharedStorySchema = z
  .object({
    learnerName: z.string(),
    sharedAt: z.string(),
    /** null when the learner has not begun a story (or withdrew its consent). */
    story: StorySchema.nullable(),
    transcripts: z.array(MyStoryTranscriptSchema),
  })
  .meta({ id: 'SharedStory' });
export type SharedStory = z.infer<typeof SharedStorySchema>;

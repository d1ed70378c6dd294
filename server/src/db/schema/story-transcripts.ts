// Saved conversations of the exam trainer's "Mein Gespräch" (issue 37): the learner's own story in an
// examiner's questions and the learner's answers, health and offence data under GDPR Art. 9. Stored
// only when the learner presses "Gespräch speichern"; deleted one by one, and with the story consent:
// the rows hang on the consent row, so withdrawing it (or deleting the account) deletes them (cascade).
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AiChatMessage } from '@common/schemas/ai';
import { tz } from './columns';
import { myStoryConsents } from './my-story';

export const storyTranscripts = pgTable(
  'story_transcripts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => myStoryConsents.userId, { onDelete: 'cascade' }),
    /** 'text' (written) or 'voice' (oral). */
    mode: text('mode').notNull(),
    reason: text('reason').notNull(),
    messages: jsonb('messages').$type<AiChatMessage[]>().notNull(),
    summary: text('summary').notNull().default(''),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (t) => [index('story_transcripts_user_idx').on(t.userId, t.createdAt)],
);

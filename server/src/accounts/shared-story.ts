// What a learner shares with a counsellor for a booking (issue 40): the story while its consent stands, and
// the saved trainer conversations, read beside the story feature's own routes (server/src/features/my-story).
import { desc, eq } from 'drizzle-orm';
import { StorySchema, type Story } from '@common/schemas/my-story';
import type { MyStoryTranscript } from '@common/schemas/story-interview';
import type { Database } from '../db/client';
import { myStories, myStoryConsents, storyTranscripts } from '../db/schema';

export async function readStoryToShare({
  db,
  userId,
}: {
  db: Database;
  userId: string;
}): Promise<{ story: Story | null; transcripts: MyStoryTranscript[] }> {
  const [consent] = await db.select({ userId: myStoryConsents.userId }).from(myStoryConsents).where(eq(myStoryConsents.userId, userId));
  // without the consent nothing of the story is stored (its withdrawal deleted it), and nothing is shared
  if (!consent) return { story: null, transcripts: [] };
  const [row] = await db.select({ document: myStories.document }).from(myStories).where(eq(myStories.userId, userId));
  const transcripts = await db
    .select()
    .from(storyTranscripts)
    .where(eq(storyTranscripts.userId, userId))
    .orderBy(desc(storyTranscripts.createdAt));
  return {
    story: row ? StorySchema.parse(row.document ?? {}) : null,
    transcripts: transcripts.map((transcript) => ({
      id: transcript.id,
      mode: transcript.mode as MyStoryTranscript['mode'],
      reason: transcript.reason as MyStoryTranscript['reason'],
      messageCount: transcript.messages.length,
      hasSummary: transcript.summary !== '',
      createdAt: transcript.createdAt.toISOString(),
      messages: transcript.messages,
      summary: transcript.summary,
    })),
  };
}

// The story's rows for the data export (GDPR Art. 15/20), read by the account's export beside the
// feature's own routes (server/src/features/my-story). Deleting the account cascades from `user`.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { myStories, myStoryConsents, myStoryVersions } from '../db/schema';

/** The GDPR export's section: consent time, the story and every version (documents as stored). */
export async function exportMyStory({ db, userId }: { db: Database; userId: string }) {
  const [consent] = await db.select().from(myStoryConsents).where(eq(myStoryConsents.userId, userId));
  const [story] = await db.select().from(myStories).where(eq(myStories.userId, userId));
  const versions = await db.select().from(myStoryVersions).where(eq(myStoryVersions.userId, userId)).orderBy(myStoryVersions.savedOn);
  return {
    consentedAt: consent?.consentedAt.toISOString() ?? null,
    story: story ? { document: story.document, revision: story.revision, updatedAt: story.updatedAt.toISOString() } : null,
    versions: versions.map((version) => ({
      savedOn: version.savedOn,
      document: version.document,
      updatedAt: version.updatedAt.toISOString(),
    })),
  };
}

// The abstinence tracker's attachments live in the media storage, outside the database: whoever
// deletes the rows (consent withdrawal, the learner's own account deletion, an administrator deleting
// the account) collects the keys first and deletes the files after the rows are gone
// (docs/decisions/066-abstinence-tracker.md).
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { DatabaseOrTransaction } from '../db/client';
import { abstinenceEntries, abstinenceProgrammes } from '../db/schema';
import type { MediaStorage } from '../media/media-storage';

export async function listAbstinenceAttachmentKeys(db: DatabaseOrTransaction, userId: string): Promise<string[]> {
  const rows = await db
    .select({ key: abstinenceEntries.attachmentKey })
    .from(abstinenceEntries)
    .innerJoin(abstinenceProgrammes, eq(abstinenceProgrammes.id, abstinenceEntries.programmeId))
    .where(and(eq(abstinenceProgrammes.userId, userId), isNotNull(abstinenceEntries.attachmentKey)));
  return rows.flatMap((row) => (row.key ? [row.key] : []));
}

/**
 * After the rows are committed as deleted: a file that cannot be deleted is logged with its key (to
 * remove by hand), since reporting the deletion as failed would be wrong; the rows are gone.
 */
export async function deleteAbstinenceFiles(media: MediaStorage, keys: readonly string[], logger: Logger): Promise<void> {
  await Promise.all(
    keys.map(async (key) => {
      try {
        await media.delete(key);
      } catch (error) {
        logger.error({ err: error, key }, 'could not delete an abstinence attachment');
      }
    }),
  );
}

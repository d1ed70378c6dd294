// The abstinence tracker's attachments live in the media storage, outside the database: whoever
// deletes the rows (consent withdrawal, the learner's own account deletion, an administrator deleting
// the account) deletes the entries first, keeping their keys, and the files after the rows are gone
// (docs/decisions/066-abstinence-tracker.md).
import { eq, inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { DatabaseOrTransaction } from '../db/client';
import { abstinenceEntries, abstinenceProgrammes } from '../db/schema';
import type { MediaStorage } from '../media/media-storage';

/**
 * Deletes the user's entries and answers their attachment keys. A DELETE … RETURNING rather than a
 * SELECT first: it waits for an upload that is switching an entry's key right now and answers the
 * key that upload committed, so no file is left behind unnamed.
 */
export async function deleteAbstinenceEntries(db: DatabaseOrTransaction, userId: string): Promise<string[]> {
  const programmes = db.select({ id: abstinenceProgrammes.id }).from(abstinenceProgrammes).where(eq(abstinenceProgrammes.userId, userId));
  const rows = await db
    .delete(abstinenceEntries)
    .where(inArray(abstinenceEntries.programmeId, programmes))
    .returning({ key: abstinenceEntries.attachmentKey });
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

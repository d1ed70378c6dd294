// npm run restore -- <archive> [--force] — into an empty DATA_DIR, or the empty database DATABASE_URL
// names (docs/decisions/087-backups.md). Every checksum is checked first; a target that holds data is
// refused unless --force; afterwards the migrations the archive is older than are applied.
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/lock';
import { readEnv } from '../env';
import { BackupToolMissingError, readMigrationJournal } from '../features/backup/backup-archive';
import { CorruptArchiveError, restoreBackupArchive, RestoreRefusedError } from '../features/backup/restore-archive';
import { createMediaStorage } from '../media/create-media-storage';

const env = readEnv({ LOG_LEVEL: 'warn', ...process.env });
const args = process.argv.slice(2);
const force = args.includes('--force');
const files = args.filter((arg) => !arg.startsWith('--'));
if (files.length !== 1 || args.some((arg) => arg.startsWith('--') && arg !== '--force')) {
  console.error('Usage: npm run restore -- <backup.tar> [--force]');
  process.exit(2);
}

async function main() {
  const target = env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR } : { dataDir: env.DATA_DIR };
  const { manifest, movedAside, mediaFiles } = await restoreBackupArchive({ archive: files[0]!, target, force });
  for (const dir of movedAside) console.log(`Moved aside (delete it when the restore is confirmed): ${dir}`);
  const handle = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
  await handle.close();
  const migrated = readMigrationJournal().length - manifest.database.migrations;
  console.log(
    `Restored the backup of ${manifest.createdAt} (version ${manifest.appVersion}): ` +
      `${Object.keys(manifest.database.tables).length} tables with the rows the manifest names, ${mediaFiles} media files` +
      (migrated > 0 ? `; ${migrated} newer migrations applied.` : '.'),
  );
  if (manifest.media.storage === 's3') {
    const media = createMediaStorage(env);
    let missing = 0;
    for (const object of manifest.media.objects) if (!(await media.stat(object.key))) missing++;
    console.log(
      missing === 0
        ? `All ${manifest.media.objects.length} objects the backup listed are in the bucket.`
        : `${missing} of ${manifest.media.objects.length} objects the backup listed are missing from the bucket: restore them from its versions.`,
    );
  }
  console.log(
    'Passwords are in the backup; sessions and the unsubscribe links of sent mails stay valid only with the same AUTH_SECRET ' +
      '(or the file AUTH_SECRET_FILE names, which the backup leaves out); otherwise everyone signs in again.',
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    const known = [CorruptArchiveError, RestoreRefusedError, DataDirLockedError, BackupToolMissingError].some(
      (type) => error instanceof type,
    );
    console.error(known ? `Not restored: ${(error as Error).message}` : error);
    process.exit(1);
  },
);

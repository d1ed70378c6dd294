// npm run backup [-- --out <file>] — one archive with the database, the media files and a manifest
// (docs/decisions/087-backups.md). On the embedded database a running server writes it (the data
// folder is its own while it runs); without one, this command opens the folder itself. On
// PostgreSQL it runs pg_dump beside the running instances.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { snapshotPglite } from '../db/client';
import { DataDirLockedError, lockDataDir } from '../db/lock';
import { readEnv } from '../env';
import { BackupToolMissingError } from '../features/backup/backup-archive';
import { verifyBackupArchive } from '../features/backup/restore-archive';
import { requestBackupFromServer } from '../features/backup/backup-socket';
import { backupSourcesOf, createBackup } from '../features/backup/backup.service';

const env = readEnv({ LOG_LEVEL: 'warn', ...process.env });
const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const out = outIndex >= 0 ? args[outIndex + 1] : undefined;
if ((outIndex >= 0 && !out) || args.some((arg, i) => arg.startsWith('-') && arg !== '--out' && i !== outIndex + 1)) {
  console.error('Usage: npm run backup [-- --out <file.tar>]');
  process.exit(2);
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function moveTo(file: string): Promise<string> {
  if (!out) return file;
  const target = path.resolve(out);
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  try {
    await fs.promises.rename(file, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await fs.promises.copyFile(file, target);
    await fs.promises.rm(file);
  }
  return target;
}

async function main() {
  if (!env.DATABASE_URL) {
    const reply = await requestBackupFromServer(env.DATA_DIR);
    if (reply) {
      const file = await moveTo(reply.file);
      console.log(
        `Backup written by the running server: ${file} (${megabytes(reply.size)}, ${reply.tables} tables, ${reply.mediaFiles} media files)`,
      );
      await reportChecked(file);
      return;
    }
    // no server: this process holds the folder while it copies it, without migrating anything
    const release = lockDataDir(env.DATA_DIR);
    const client = new PGlite(path.join(env.DATA_DIR, 'db'));
    try {
      await client.waitReady;
      const sources = backupSourcesOf({ kind: 'pglite', snapshotDataDir: (held) => snapshotPglite(client, held) }, env);
      await report(await createBackup({ sources, dir: env.BACKUP_DIR, kind: 'manual' }));
    } finally {
      await client.close();
      release();
    }
    return;
  }
  await report(await createBackup({ sources: backupSourcesOf({ kind: 'postgres' }, env), dir: env.BACKUP_DIR, kind: 'manual' }));
}

async function report({ file, size, manifest }: Awaited<ReturnType<typeof createBackup>>) {
  const written = await moveTo(file);
  const media =
    manifest.media.storage === 'local'
      ? `${manifest.media.files} media files`
      : `${manifest.media.objects.length} objects in the bucket ${manifest.media.bucket} listed, not copied (keep bucket versioning on)`;
  console.log(`Backup written: ${written} (${megabytes(size)}, ${Object.keys(manifest.database.tables).length} tables, ${media})`);
  await reportChecked(written);
}

/** Read back once: a backup that does not verify now will not restore later. */
async function reportChecked(file: string) {
  const { manifest } = await verifyBackupArchive(file);
  console.log(`Checked: all ${manifest.files.length} files in the archive match their SHA-256 in manifest.json.`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof DataDirLockedError) {
      console.error(
        `${error.message}\nThe server did not answer on ${path.join(env.DATA_DIR, 'backup.sock')}; is it an older version? Stop it and run the backup again.`,
      );
    } else if (error instanceof BackupToolMissingError) console.error(error.message);
    else console.error(error);
    process.exit(1);
  },
);

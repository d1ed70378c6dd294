// Backups of a running platform (docs/decisions/087-backups.md): the archive's sources, the daily
// automatic backup through the job runner (one instance takes it), the retention of 7 daily and 4
// weekly archives, and the last backup the admin console shows.
import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import type { BackupStatus } from '@common/schemas/backup';
import type { Database, DatabaseHandle } from '../../db/client';
import type { Env } from '../../env';
import { enqueueJob, type JobHandler } from '../../jobs/job-runner';
import { listS3Objects } from '../../media/s3-media-storage';
import { appVersion, writeBackupArchive, type BackupSources, type Manifest } from './backup-archive';

export const BACKUP_JOB = 'backup';
/** 'daily' means this hour, German time: after midnight's work, before anyone learns. */
const DEFAULT_HOUR = 3;
const FILE_PATTERN = /^mpu-backup-(\d{4}-\d{2}-\d{2})T(\d{2}-\d{2}-\d{2})Z-(auto|manual)\.tar$/;

export type BackupSchedule = { hour: number } | 'off';

export function parseBackupSchedule(value: string | undefined, kind: DatabaseHandle['kind']): BackupSchedule {
  if (value === 'off') return 'off';
  if (value === undefined) return kind === 'pglite' ? { hour: DEFAULT_HOUR } : 'off';
  if (value === 'daily') return { hour: DEFAULT_HOUR };
  return { hour: Number(value) };
}

export interface BackupKeep {
  daily: number;
  weekly: number;
}

export function parseBackupKeep(value: string): BackupKeep {
  const [, daily, weekly] = /^(\d+)d(?:,\s*(\d+)w)?$/.exec(value) ?? [];
  return { daily: Number(daily ?? 7), weekly: Number(weekly ?? 0) };
}

export function backupFileName(kind: 'auto' | 'manual', at: Date): string {
  return `mpu-backup-${at.toISOString().slice(0, 19).replace(/:/g, '-')}Z-${kind}.tar`;
}

/** What the archive is made of on this platform: its database and its media storage. */
export function backupSourcesOf(handle: Pick<DatabaseHandle, 'kind' | 'snapshotDataDir'>, env: Env): BackupSources {
  return {
    database: { kind: handle.kind, snapshotDataDir: handle.snapshotDataDir, url: env.DATABASE_URL },
    media: env.S3_BUCKET
      ? {
          kind: 's3',
          bucket: env.S3_BUCKET,
          prefix: env.S3_PREFIX ?? '',
          list: () =>
            listS3Objects({
              bucket: env.S3_BUCKET!,
              endpoint: env.S3_ENDPOINT,
              region: env.S3_REGION,
              accessKeyId: env.S3_ACCESS_KEY_ID!,
              secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
              prefix: env.S3_PREFIX,
            }),
        }
      : { kind: 'local', dir: path.join(env.DATA_DIR, 'media') },
    appVersion: appVersion(),
  };
}

export async function createBackup(options: {
  sources: BackupSources;
  dir: string;
  kind: 'auto' | 'manual';
  now?: Date;
}): Promise<{ file: string; size: number; manifest: Manifest }> {
  const file = path.join(options.dir, backupFileName(options.kind, options.now ?? new Date()));
  const manifest = await writeBackupArchive(options.sources, file);
  const { size } = await fs.promises.stat(file);
  return { file, size, manifest };
}

/** ISO week of a UTC date: '2026-W48'. */
function isoWeek(day: string): string {
  const thursday = new Date(`${day}T00:00:00Z`);
  thursday.setUTCDate(thursday.getUTCDate() - ((thursday.getUTCDay() + 6) % 7) + 3);
  const january4 = new Date(Date.UTC(thursday.getUTCFullYear(), 0, 4));
  const week = 1 + Math.round(((thursday.getTime() - january4.getTime()) / 86_400_000 - 3 + ((january4.getUTCDay() + 6) % 7)) / 7);
  return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/**
 * Deletes automatic backups beyond the newest of each of the last `daily` days and of the last
 * `weekly` weeks that have one. Backups made with `npm run backup` are never deleted.
 */
export async function pruneBackups(dir: string, keep: BackupKeep): Promise<string[]> {
  const names = (await fs.promises.readdir(dir).catch(() => [] as string[]))
    .filter((name) => FILE_PATTERN.exec(name)?.[3] === 'auto')
    .sort()
    .reverse();
  const kept = new Set<string>();
  const days = new Set<string>();
  const weeks = new Set<string>();
  for (const name of names) {
    const day = FILE_PATTERN.exec(name)![1]!;
    if (!days.has(day) && days.size < keep.daily) {
      days.add(day);
      kept.add(name);
    }
    const week = isoWeek(day);
    if (!weeks.has(week) && weeks.size < keep.weekly) {
      weeks.add(week);
      kept.add(name);
    }
  }
  const deleted = names.filter((name) => !kept.has(name));
  for (const name of deleted) await fs.promises.rm(path.join(dir, name), { force: true });
  // an archive cut off by a stop or a crash never got its name; after a day nobody is still writing it
  for (const name of await fs.promises.readdir(dir).catch(() => [] as string[])) {
    if (!name.endsWith('.partial')) continue;
    const stats = await fs.promises.stat(path.join(dir, name)).catch(() => null);
    if (stats && Date.now() - stats.mtimeMs > 24 * 60 * 60_000) await fs.promises.rm(path.join(dir, name), { force: true });
  }
  return deleted;
}

/** The newest finished archive in the folder (automatic or manual), or null. */
export async function findLatestBackup(dir: string): Promise<{ file: string; at: Date; size: number } | null> {
  const names = (await fs.promises.readdir(dir).catch(() => [] as string[])).filter((name) => FILE_PATTERN.test(name));
  let latest: { file: string; at: Date; size: number } | null = null;
  for (const name of names) {
    const stats = await fs.promises.stat(path.join(dir, name)).catch(() => null);
    if (stats && (!latest || stats.mtime > latest.at)) latest = { file: name, at: stats.mtime, size: stats.size };
  }
  return latest;
}

const berlinParts = (at: Date) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Berlin',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
};

/**
 * Today's backup once its hour has come (German time); the dedupe key makes it one per day across
 * every instance and every poll. A server started after the hour makes the day's backup at once.
 */
export async function enqueueDueBackup(options: { db: Database; schedule: BackupSchedule; now?: Date }): Promise<boolean> {
  if (options.schedule === 'off') return false;
  const { day, hour } = berlinParts(options.now ?? new Date());
  if (hour < options.schedule.hour) return false;
  return enqueueJob(options.db, { kind: BACKUP_JOB, payload: { day }, dedupeKey: `backup:${day}` });
}

export function createBackupHandler(options: { sources: BackupSources; dir: string; keep: BackupKeep; logger: Logger }): JobHandler {
  return async () => {
    const started = performance.now();
    const { file, size, manifest } = await createBackup({ sources: options.sources, dir: options.dir, kind: 'auto' });
    const deleted = await pruneBackups(options.dir, options.keep);
    options.logger.info(
      { file, bytes: size, tables: Object.keys(manifest.database.tables).length, ms: Math.round(performance.now() - started), deleted },
      'backup written',
    );
  };
}

export interface BackupJobOptions {
  sources: BackupSources;
  dir: string;
  schedule: BackupSchedule;
  keep: BackupKeep;
}

const STALE_AFTER_MS = 2 * 24 * 60 * 60_000;

export async function getBackupStatus(
  backups: { dir: string; schedule: BackupSchedule } | undefined,
  now = new Date(),
): Promise<BackupStatus> {
  const dailyAtHour = backups && backups.schedule !== 'off' ? backups.schedule.hour : null;
  const latest = backups ? await findLatestBackup(backups.dir) : null;
  const isStale = latest ? now.getTime() - latest.at.getTime() > STALE_AFTER_MS : dailyAtHour !== null;
  return { dailyAtHour, last: latest && { at: latest.at.toISOString(), sizeBytes: latest.size }, isStale };
}

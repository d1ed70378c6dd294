// Restores a backup archive (backup-archive.ts) into an empty data folder or an empty PostgreSQL
// database: every checksum is checked before anything is written, a target with data is refused
// unless forced, and the copy's rows per table must match the manifest.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { lockDataDir } from '../../db/lock';
import {
  ARCHIVE_FORMAT,
  describeDatabase,
  MANIFEST_CHECKSUM_FILE,
  MANIFEST_FILE,
  postgresToolArgs,
  readMigrationJournal,
  runTool,
  type Manifest,
} from './backup-archive';
import { CorruptArchiveError, listTarEntries, readTarEntry, type TarEntry } from './tar';

const gunzip = promisify(zlib.gunzip);

export { CorruptArchiveError };
export class RestoreRefusedError extends Error {}

async function readEntry(file: string, entry: TarEntry): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of readTarEntry(file, entry)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function sha256Of(file: string, entry: TarEntry): Promise<string> {
  const hash = crypto.createHash('sha256');
  for await (const chunk of readTarEntry(file, entry)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The manifest, after every file's size and SHA-256 were checked against it; throws CorruptArchiveError. */
export async function verifyBackupArchive(archive: string): Promise<{ manifest: Manifest; entries: Map<string, TarEntry> }> {
  const entries = new Map((await listTarEntries(archive)).map((entry) => [entry.name, entry]));
  const manifestEntry = entries.get(MANIFEST_FILE);
  const checksumEntry = entries.get(MANIFEST_CHECKSUM_FILE);
  if (!manifestEntry || !checksumEntry) throw new CorruptArchiveError('this is not a backup of the platform (no manifest.json in it)');
  const manifestBytes = await readEntry(archive, manifestEntry);
  const expected = (await readEntry(archive, checksumEntry)).toString('utf8').split(/\s+/)[0];
  if (crypto.createHash('sha256').update(manifestBytes).digest('hex') !== expected) {
    throw new CorruptArchiveError('the archive is damaged: manifest.json does not match its checksum');
  }
  const manifest = JSON.parse(manifestBytes.toString('utf8')) as Manifest;
  if (manifest.format !== ARCHIVE_FORMAT || manifest.formatVersion !== 1) {
    throw new CorruptArchiveError(`this is not a backup this version can read (format ${manifest.format} ${manifest.formatVersion})`);
  }
  for (const file of manifest.files) {
    const entry = entries.get(file.path);
    if (!entry) throw new CorruptArchiveError(`the archive is damaged: ${file.path} is missing`);
    if (entry.size !== file.size || (await sha256Of(archive, entry)) !== file.sha256) {
      throw new CorruptArchiveError(`the archive is damaged: ${file.path} does not match its checksum`);
    }
  }
  const listed = new Set([MANIFEST_FILE, MANIFEST_CHECKSUM_FILE, ...manifest.files.map((file) => file.path)]);
  const extra = [...entries.keys()].find((name) => !listed.has(name));
  if (extra) throw new CorruptArchiveError(`the archive holds a file its manifest does not list: ${extra}`);
  return { manifest, entries };
}

export type RestoreTarget = { dataDir: string } | { databaseUrl: string; dataDir: string };

export interface RestoreResult {
  manifest: Manifest;
  /** Where data that was there before went (with force on the embedded database). */
  movedAside: string[];
  mediaFiles: number;
}

function compareCounts(expected: Record<string, number>, actual: Record<string, number>) {
  const differences = Object.entries(expected)
    .filter(([table, rows]) => actual[table] !== rows)
    .map(([table, rows]) => `${table}: ${actual[table] ?? 'missing'} instead of ${rows}`);
  if (differences.length > 0) throw new Error(`the restored database differs from the manifest: ${differences.join(', ')}`);
}

const hasFiles = async (dir: string) => (await fs.promises.readdir(dir).catch(() => [])).length > 0;

/**
 * Restores into the target; the platform's next start (or openDatabase) applies the migrations the
 * archive is older than. Refuses an archive from a newer version and a target that holds data
 * (unless `force`: the embedded database's folders are moved aside, a PostgreSQL schema is emptied).
 */
export async function restoreBackupArchive(options: { archive: string; target: RestoreTarget; force?: boolean }): Promise<RestoreResult> {
  const { archive, target, force = false } = options;
  const { manifest, entries } = await verifyBackupArchive(archive);
  const known = new Set(readMigrationJournal().map((entry) => entry.tag));
  if (manifest.database.lastMigration && !known.has(manifest.database.lastMigration)) {
    throw new RestoreRefusedError(
      `the archive comes from a newer version of the platform (${manifest.appVersion}, migration ${manifest.database.lastMigration}); update the platform first`,
    );
  }
  const isPostgres = 'databaseUrl' in target;
  if (isPostgres !== (manifest.database.kind === 'postgres')) {
    throw new RestoreRefusedError(
      manifest.database.kind === 'pglite'
        ? 'the archive holds the embedded database: restore it with DATA_DIR and without DATABASE_URL'
        : 'the archive holds a PostgreSQL dump: restore it with DATABASE_URL set',
    );
  }
  const dbEntry = entries.get(manifest.database.file)!;
  const mediaDir = path.join(target.dataDir, 'media');
  const movedAside: string[] = [];
  const release = isPostgres ? () => {} : lockDataDir(target.dataDir);
  try {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const moveAside = async (dir: string) => {
      const aside = `${dir}.before-restore-${stamp}`;
      await fs.promises.rename(dir, aside);
      movedAside.push(aside);
    };
    if (isPostgres) {
      await preparePostgres(target.databaseUrl, force);
    } else {
      const dbDir = path.join(target.dataDir, 'db');
      if (await hasFiles(dbDir)) {
        if (!force)
          throw new RestoreRefusedError(
            `${dbDir} already holds a database; restore into an empty DATA_DIR, or add --force (it is moved aside, not deleted)`,
          );
        await moveAside(dbDir);
      }
    }
    if (manifest.media.storage === 'local' && (await hasFiles(mediaDir))) {
      if (!force)
        throw new RestoreRefusedError(
          `${mediaDir} already holds files; restore into an empty DATA_DIR, or add --force (it is moved aside, not deleted)`,
        );
      await moveAside(mediaDir);
    }

    if (isPostgres) {
      const temp = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'mpu-restore-'));
      try {
        const dumpFile = path.join(temp, 'postgres.dump');
        await pipeline(readTarEntry(archive, dbEntry), fs.createWriteStream(dumpFile));
        const { dbname, env } = postgresToolArgs(target.databaseUrl);
        await runTool(
          'pg_restore',
          ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, dumpFile],
          env,
        );
      } finally {
        await fs.promises.rm(temp, { recursive: true, force: true });
      }
      const client = new pg.Client({ connectionString: target.databaseUrl });
      await client.connect();
      try {
        compareCounts(manifest.database.tables, (await describeDatabase(async (text) => (await client.query(text)).rows)).tables);
      } finally {
        await client.end();
      }
    } else {
      const tar = await gunzip(await readEntry(archive, dbEntry));
      const client = new PGlite(path.join(target.dataDir, 'db'), { loadDataDir: new Blob([tar]) });
      try {
        await client.waitReady;
        compareCounts(
          manifest.database.tables,
          (await describeDatabase(async (text) => (await client.query<Record<string, unknown>>(text)).rows)).tables,
        );
      } finally {
        await client.close();
      }
    }

    let mediaFiles = 0;
    if (manifest.media.storage === 'local') {
      for (const file of manifest.files.filter((entry) => entry.path.startsWith('media/'))) {
        const relative = file.path.slice('media/'.length);
        if (relative.split('/').some((part) => part === '..' || part === ''))
          throw new CorruptArchiveError(`unsafe file name in the archive: ${file.path}`);
        const destination = path.join(mediaDir, ...relative.split('/'));
        await fs.promises.mkdir(path.dirname(destination), { recursive: true });
        await pipeline(readTarEntry(archive, entries.get(file.path)!), fs.createWriteStream(destination, { flags: 'wx' }));
        mediaFiles++;
      }
    }
    return { manifest, movedAside, mediaFiles };
  } finally {
    release();
  }
}

async function preparePostgres(url: string, force: boolean) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ tables: number }>(
      `select count(*)::int as tables from pg_tables where schemaname in ('public', 'drizzle')`,
    );
    if (rows[0]!.tables === 0) return;
    if (!force)
      throw new RestoreRefusedError(
        'the database already holds tables; restore into an empty database, or add --force (its tables are dropped)',
      );
    await client.query('drop schema if exists drizzle cascade');
    await client.query('drop schema public cascade');
    await client.query('create schema public');
  } finally {
    await client.end();
  }
}

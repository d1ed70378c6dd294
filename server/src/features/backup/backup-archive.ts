// One backup archive (docs/decisions/087-backups.md): a tar with the database copy, the media files
// and a manifest (version, last migration, rows per table, a SHA-256 for every file). Written while
// the platform runs: the database first, then the files, because an upload stores its file before
// its row, so every row in the copy finds its file.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import pg from 'pg';
import { MIGRATIONS_FOLDER, type DatabaseHandle } from '../../db/client';
import { TarWriter } from './tar';

const gzip = promisify(zlib.gzip);

export const ARCHIVE_FORMAT = 'mpu-platform-backup';
export const MANIFEST_FILE = 'manifest.json';
/** `sha256sum -c` reads it: the manifest's own checksum. */
export const MANIFEST_CHECKSUM_FILE = 'manifest.json.sha256';
export const PGLITE_FILE = 'database/pgdata.tar.gz';
export const POSTGRES_FILE = 'database/postgres.dump';

export interface ManifestFile {
  path: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: typeof ARCHIVE_FORMAT;
  formatVersion: 1;
  createdAt: string;
  appVersion: string;
  database: {
    kind: 'pglite' | 'postgres';
    file: string;
    /** The tag of the newest migration in the copy (server/src/db/migrations/meta/_journal.json). */
    lastMigration: string | null;
    migrations: number;
    /** Rows per table in the copy, counted in the same snapshot. */
    tables: Record<string, number>;
  };
  media:
    | { storage: 'local'; files: number; bytes: number }
    /** Listed, not copied: the bucket keeps them (use bucket versioning). */
    | { storage: 's3'; bucket: string; prefix: string; objects: Array<{ key: string; size: number }> };
  files: ManifestFile[];
}

export type MediaSource =
  { kind: 'local'; dir: string } | { kind: 's3'; bucket: string; prefix: string; list: () => AsyncIterable<{ key: string; size: number }> };

export interface BackupSources {
  database: Pick<DatabaseHandle, 'kind' | 'snapshotDataDir'> & { url?: string };
  media: MediaSource;
  appVersion: string;
}

export class BackupToolMissingError extends Error {}

type Query = (text: string) => Promise<Array<Record<string, unknown>>>;

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Rows per table (public schema and the migration journal) and the newest migration, in one snapshot. */
export async function describeDatabase(query: Query): Promise<Pick<Manifest['database'], 'tables' | 'lastMigration' | 'migrations'>> {
  const tables = (await query(`select tablename from pg_tables where schemaname = 'public' order by tablename`)).map((row) =>
    String(row.tablename),
  );
  const counted: Record<string, number> = {};
  if (tables.length > 0) {
    const union = tables
      .map((table) => `select ${pgLiteral(table)} as name, count(*)::int as rows from ${ident(table)}`)
      .join(' union all ');
    for (const row of await query(union)) counted[String(row.name)] = Number(row.rows);
  }
  const journal = await query(
    `select count(*)::int as migrations, max(created_at)::text as newest from drizzle.__drizzle_migrations`,
  ).catch(() => [{ migrations: 0, newest: null }]);
  const migrations = Number(journal[0]?.migrations ?? 0);
  const newest = journal[0]?.newest == null ? null : Number(journal[0].newest);
  return { tables: counted, migrations, lastMigration: newest == null ? null : (migrationTagOf(newest) ?? `unknown (${newest})`) };
}

const pgLiteral = (text: string) => `'${text.replace(/'/g, "''")}'`;

interface JournalEntry {
  tag: string;
  when: number;
}

export function readMigrationJournal(): JournalEntry[] {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return journal.entries;
}

const migrationTagOf = (when: number) => readMigrationJournal().find((entry) => entry.when === when)?.tag;

export function appVersion(): string {
  const root = path.resolve(MIGRATIONS_FOLDER, '../../../..');
  return (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version;
}

/** The connection settings for pg_dump / pg_restore, with the password in the environment, not the command line. */
export function postgresToolArgs(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

export function runTool(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') {
        reject(
          new BackupToolMissingError(
            `${command} was not found. Install the PostgreSQL client tools of your server's major version ` +
              `(Debian/Ubuntu: apt install postgresql-client), or back up with your provider's snapshots.`,
          ),
        );
      } else reject(error);
    });
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (exit ${code}): ${stderr.trim()}`))));
  });
}

async function* hashing(chunks: AsyncIterable<Buffer | Uint8Array> | Iterable<Buffer>, hash: crypto.Hash): AsyncIterable<Buffer> {
  for await (const chunk of chunks) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    hash.update(buffer);
    yield buffer;
  }
}

/** Every regular file under `dir` (relative, '/'-separated), without uploads still being written. */
async function listLocalMedia(dir: string): Promise<string[]> {
  const entries = (await fs.promises.readdir(dir, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  })) as fs.Dirent[];
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.partial'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * Writes the archive to `file` (through a temporary name, so a half-written archive never carries
 * the final name) and returns its manifest.
 */
export async function writeBackupArchive(sources: BackupSources, file: string): Promise<Manifest> {
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${crypto.randomBytes(4).toString('hex')}.partial`;
  const out = fs.createWriteStream(partial, { flags: 'wx', mode: 0o600 });
  const tar = new TarWriter(out);
  const files: ManifestFile[] = [];
  const add = async (name: string, size: number, chunks: AsyncIterable<Buffer | Uint8Array> | Iterable<Buffer>) => {
    const hash = crypto.createHash('sha256');
    await tar.addFile(name, size, hashing(chunks, hash));
    files.push({ path: name, size, sha256: hash.digest('hex') });
  };
  const createdAt = new Date().toISOString();
  try {
    const database = await addDatabase(sources.database, add);
    const media = await addMedia(sources.media, add);
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      formatVersion: 1,
      createdAt,
      appVersion: sources.appVersion,
      database,
      media,
      files,
    };
    const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await tar.addFile(MANIFEST_FILE, manifestBytes.length, [manifestBytes]);
    const checksum = Buffer.from(`${crypto.createHash('sha256').update(manifestBytes).digest('hex')}  ${MANIFEST_FILE}\n`);
    await tar.addFile(MANIFEST_CHECKSUM_FILE, checksum.length, [checksum]);
    await tar.finish();
    await fs.promises.rename(partial, file);
    return manifest;
  } catch (error) {
    out.destroy();
    await fs.promises.rm(partial, { force: true });
    throw error;
  }
}

type Add = (name: string, size: number, chunks: AsyncIterable<Buffer | Uint8Array> | Iterable<Buffer>) => Promise<void>;

async function addDatabase(database: BackupSources['database'], add: Add): Promise<Manifest['database']> {
  if (database.kind === 'pglite') {
    if (!database.snapshotDataDir) throw new Error('this embedded database cannot be copied');
    const { tar, held } = await database.snapshotDataDir(describeDatabase);
    // compressed outside the database's lock (zlib runs on the thread pool)
    const compressed = await gzip(Buffer.from(await tar.arrayBuffer()));
    await add(PGLITE_FILE, compressed.length, [compressed]);
    return { kind: 'pglite', file: PGLITE_FILE, ...held };
  }
  if (!database.url) throw new Error('the PostgreSQL address is needed for pg_dump');
  // counts and dump in one snapshot: pg_dump joins the snapshot this transaction exported
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const temp = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'mpu-backup-'));
  try {
    await client.query('begin isolation level repeatable read read only');
    const snapshot = String((await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]!.id);
    const held = await describeDatabase(async (text) => (await client.query(text)).rows as Array<Record<string, unknown>>);
    const dumpFile = path.join(temp, 'postgres.dump');
    const { dbname, env } = postgresToolArgs(database.url);
    await runTool(
      'pg_dump',
      ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${snapshot}`, `--file=${dumpFile}`, `--dbname=${dbname}`],
      env,
    );
    await client.query('commit');
    const { size } = await fs.promises.stat(dumpFile);
    await add(POSTGRES_FILE, size, fs.createReadStream(dumpFile));
    return { kind: 'postgres', file: POSTGRES_FILE, ...held };
  } finally {
    await client.end().catch(() => {});
    await fs.promises.rm(temp, { recursive: true, force: true });
  }
}

async function addMedia(media: MediaSource, add: Add): Promise<Manifest['media']> {
  if (media.kind === 's3') {
    const objects: Array<{ key: string; size: number }> = [];
    for await (const object of media.list()) objects.push(object);
    return { storage: 's3', bucket: media.bucket, prefix: media.prefix, objects };
  }
  let count = 0;
  let bytes = 0;
  for (const relative of await listLocalMedia(media.dir)) {
    let handle: fs.promises.FileHandle;
    try {
      handle = await fs.promises.open(path.join(media.dir, ...relative.split('/')), 'r');
    } catch (error) {
      // deleted since the listing (with its row, after the database was copied)
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    try {
      const { size } = await handle.stat();
      await add(`media/${relative}`, size, handle.createReadStream({ autoClose: false }));
      count++;
      bytes += size;
    } finally {
      await handle.close();
    }
  }
  return { storage: 'local', files: count, bytes };
}

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import * as schema from './schema';
import { lockDataDir } from './lock';

export type Database = ReturnType<typeof drizzlePg<typeof schema>>;

/** A transaction handle, as passed to `db.transaction(async (tx) => …)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DatabaseOrTransaction = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: the connection pool (its figures are on /metrics). */
  pool?: pg.Pool;
  /**
   * Runs `work` while no other process on this database runs work under the same lock: a
   * PostgreSQL advisory lock (several instances share one database); on the embedded database the
   * data folder's lock already keeps every other process out.
   */
  exclusively<T>(lock: StartupLock, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * The embedded database's files as one tar (PGlite's dumpDataDir), taken while no statement runs;
   * `whileHeld` runs first inside the same exclusive section (row counts that match the copy).
   */
  snapshotDataDir?<T>(
    whileHeld: (query: (text: string) => Promise<Array<Record<string, unknown>>>) => Promise<T>,
  ): Promise<{ tar: Blob; held: T }>;
}

/**
 * Fixed keys of the session-level advisory locks the instances of one platform take at start
 * (docs/decisions/086-instances-and-stops.md). PostgreSQL releases them when the session ends, so an
 * instance that dies while holding one leaves nothing behind.
 */
export const STARTUP_LOCKS = {
  migrations: 860_001,
  /** The first administrator and the starter content. */
  firstStart: 860_002,
} as const;
export type StartupLock = keyof typeof STARTUP_LOCKS;

/** Holds the advisory lock on a connection of its own for as long as `work` runs. */
async function withAdvisoryLock<T>(pool: pg.Pool, lock: StartupLock, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let isBroken = false;
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCKS[lock]]);
    try {
      return await work(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCKS[lock]]).catch(() => (isBroken = true));
    }
  } finally {
    // a connection whose unlock failed may still hold the lock: it is closed, not reused
    client.release(isBroken);
  }
}

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

let latestMigration: { hash: string; folderMillis: number } | undefined;
/** The last migration this code brings: the database is ready for this code when it is recorded there. */
export function latestMigrationHash(): string {
  latestMigration ??= readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).at(-1)!;
  return latestMigration.hash;
}

export type DatabaseTarget =
  | { url: string }
  | { dataDir: string }
  /** In-memory PGlite, optionally loaded from a dumped data directory (tests). */
  | { memory: true; loadDataDir?: Blob };

/** Opens the database, applies pending migrations and returns a Drizzle handle. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection that the server drops (a restart, pg_terminate_backend) emits 'error' on
    // the pool; without a listener that would end the process. The pool opens a new one when needed.
    pool.on('error', (error: Error & { code?: string }) => {
      // 57P01 (admin_shutdown): terminated on purpose, e.g. when a test database is dropped
      if (error.code !== '57P01') console.warn(`PostgreSQL: an idle connection failed: ${error.message}`);
    });
    const db = drizzlePg(pool, { schema });
    const exclusively: DatabaseHandle['exclusively'] = (lock, work) => withAdvisoryLock(pool, lock, () => work());
    try {
      // instances started together: the first migrates, the others wait and then find nothing to do
      await withAdvisoryLock(pool, 'migrations', (client) =>
        migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
      );
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db, kind: 'postgres', pool, exclusively, close: () => pool.end() };
  }
  let release = () => {};
  let client: PGlite;
  if ('dataDir' in target) {
    release = lockDataDir(target.dataDir);
    client = new PGlite(path.join(target.dataDir, 'db'));
  } else {
    client = new PGlite({ loadDataDir: target.loadDataDir });
  }
  try {
    await client.waitReady;
    const pgliteDb = drizzlePglite(client, { schema });
    await migratePglite(pgliteDb, { migrationsFolder: MIGRATIONS_FOLDER });
    // Both drivers expose the same query builder; the pg-typed handle is the common denominator.
    const db = pgliteDb as unknown as Database;
    return {
      db,
      kind: 'pglite',
      exclusively: (_lock, work) => work(),
      snapshotDataDir: (whileHeld) => snapshotPglite(client, whileHeld),
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * query() and exec() outside a transaction and every transaction take PGlite's transaction mutex;
 * dumpDataDir takes only the query mutex. Inside a read-only transaction nothing else runs, so the
 * counts and the copy show the same committed state (the open read-only transaction leaves no trace).
 */
export async function snapshotPglite<T>(
  client: PGlite,
  whileHeld: (query: (text: string) => Promise<Array<Record<string, unknown>>>) => Promise<T>,
) {
  // a checkpoint first: the copy then needs little WAL replayed when it is opened
  await client.exec('CHECKPOINT');
  return client.transaction(async (tx) => {
    await tx.exec('SET TRANSACTION READ ONLY');
    const held = await whileHeld(async (text) => (await tx.query<Record<string, unknown>>(text)).rows);
    const tar = await client.dumpDataDir('none');
    return { tar, held };
  });
}

export { schema };

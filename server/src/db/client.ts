import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
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
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

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
    await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return { db, kind: 'postgres', close: () => pool.end() };
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

export { schema };

// The PGlite API pass: every test file gets a fresh in-memory database. Creating one runs initdb and
// every migration (about 3 s); loading a copy of one that already has them takes about 1 s. This
// makes that copy once per run; server/src/test/test-app.ts loads it for each test file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated, empty PGlite data directory. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const client = new PGlite();
  await client.waitReady;
  await migrate(drizzle(client), { migrationsFolder: path.join(import.meta.dirname, '../db/migrations') });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpu-pglite-template-'));
  const file = path.join(dir, 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

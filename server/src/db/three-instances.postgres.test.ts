// Three servers started at the same moment against one empty PostgreSQL database, as after a
// rollout to several instances: all come up, the migrations run once, one administrator and one
// set of starter content are created. Only in the PostgreSQL pass (vitest.config.ts).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { createApp } from '../app';
import { readEnv } from '../env';
import { prepareFirstStart } from '../first-start';
import { openRuntime, type Runtime } from '../runtime';
import { TEST_DATABASE_URL } from '../test/test-app';

const name = `mpu_test_${crypto.randomBytes(6).toString('hex')}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpu-three-'));
const runtimes: Runtime[] = [];

async function onServer(query: string) {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    return await admin.query(query);
  } finally {
    await admin.end();
  }
}

afterAll(async () => {
  await Promise.all(runtimes.map((runtime) => runtime.close()));
  await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it(
  'three instances started at once on an empty database all come up; migrations, administrator and starter content happen once',
  { timeout: 180_000 },
  async () => {
    await onServer(`CREATE DATABASE ${name}`);
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    const env = readEnv({
      NODE_ENV: 'test',
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      AUTH_SECRET: crypto.randomBytes(32).toString('hex'),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'silent',
    });

    // what each server does before it listens (server/src/index.ts), all three at the same moment
    const banners = await Promise.all(
      [1, 2, 3].map(async () => {
        const runtime = await openRuntime(env);
        runtimes.push(runtime);
        return prepareFirstStart(runtime, env);
      }),
    );
    expect(runtimes).toHaveLength(3);

    for (const runtime of runtimes) {
      const app = createApp({
        ...runtime,
        config: { appUrl: env.APP_URL, signupEnabled: true, trustedOrigins: env.TRUSTED_ORIGINS },
        databaseKind: runtime.kind,
      });
      const ready = await app.request('/api/ready');
      expect({ status: ready.status, body: await ready.json() }).toEqual({ status: 200, body: { status: 'ready' } });
    }

    const db = runtimes[0]!.db;
    const journal = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'migrations/meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const migrations = await db.execute<{ hash: string }>(sql`select hash from drizzle.__drizzle_migrations`);
    expect(migrations.rows).toHaveLength(journal.entries.length);
    expect(new Set(migrations.rows.map((row) => row.hash)).size).toBe(journal.entries.length);

    // one instance created the administrator and loaded the content, and printed the banner; the others nothing
    const printed = banners.filter((lines) => lines.length > 0);
    expect(printed).toHaveLength(1);
    const banner = printed[0]!.join('\n');
    expect(banner).toContain('First start: an administrator account was created.');
    const admins = await db.execute<{ count: number }>(sql`select count(*)::int as count from profiles where role = 'admin'`);
    expect(admins.rows[0]!.count).toBe(1);
    const users = await db.execute<{ count: number }>(sql`select count(*)::int as count from "user"`);
    expect(users.rows[0]!.count).toBe(1);

    const loaded = /Beispielinhalte geladen: (\d+) Prüfungsfragen/.exec(banner);
    expect(loaded).not.toBeNull();
    const questions = await db.execute<{ count: number }>(sql`select count(*)::int as count from quiz_questions`);
    expect(questions.rows[0]!.count).toBe(Number(loaded![1]));
  },
);

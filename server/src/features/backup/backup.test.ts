// Backups that restore, on the embedded database and on PostgreSQL: learners answer and upload while
// the backup is taken; the archive is restored into a fresh folder or database, and every table's
// rows and every file's checksum match the manifest; nothing acknowledged before the backup started
// is missing. A damaged archive and a target that holds data are refused.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupStatus } from '@common/schemas/backup';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER, openDatabase, snapshotPglite, type DatabaseHandle } from '../../db/client';
import { quizCategories, quizQuestions, userPermissions } from '../../db/schema';
import { signInAdmin, signUpVerified } from '../../test/factories';
import { startTestPlatform, TEST_APP_URL, TEST_DATABASE_URL, type TestPlatform } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';
import { waitFor } from '../../test/wait-for';
import { describeDatabase, readMigrationJournal, type BackupSources, type Manifest } from './backup-archive';
import { requestBackupFromServer, startBackupSocket } from './backup-socket';
import { BACKUP_JOB, createBackup, findLatestBackup, pruneBackups } from './backup.service';
import { CorruptArchiveError, restoreBackupArchive, RestoreRefusedError, verifyBackupArchive } from './restore-archive';

let platform: TestPlatform;
const temps: string[] = [];
const questionIds: string[] = [];
type Learner = Awaited<ReturnType<typeof signUpVerified>>;
const learners: Learner[] = [];
const databases: string[] = [];

const PDF = (n: number) => new TextEncoder().encode(`%PDF-1.4\n% Befund ${n}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`);

const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  temps.push(dir);
  return dir;
};

function sources(): BackupSources {
  return {
    database: { kind: platform.kind, snapshotDataDir: platform.snapshotDataDir, url: platform.databaseUrl },
    media: { kind: 'local', dir: platform.mediaDir },
    appVersion: '0.1.0',
  };
}

function send(client: TestClient, method: string, urlPath: string, init: { headers?: Record<string, string>; body?: Uint8Array } = {}) {
  const headers = new Headers({ origin: TEST_APP_URL, ...init.headers });
  headers.set('cookie', client.cookieHeader());
  return platform.app.request(`${TEST_APP_URL}${urlPath}`, { method, headers, body: init.body as BodyInit | undefined });
}

async function addEntryWithAttachment(learner: Learner, n: number): Promise<string> {
  const day = `2026-11-${String(2 + (n % 24)).padStart(2, '0')}`;
  const entry = await learner.client.json<{ id: string }>('POST', '/api/abstinence/entries', { date: day, result: 'negative' });
  expect(entry.status).toBe(201);
  const bytes = PDF(n);
  const upload = await send(learner.client, 'PUT', `/api/abstinence/entries/${entry.body.id}/attachment?name=Befund-${n}.pdf`, {
    headers: { 'content-type': 'application/octet-stream', 'content-length': String(bytes.length) },
    body: bytes,
  });
  expect(upload.status).toBe(200);
  return entry.body.id;
}

/** A fresh, empty target: a folder, and on PostgreSQL a new database. */
async function freshTarget(): Promise<{ dataDir: string } | { dataDir: string; databaseUrl: string }> {
  const dataDir = tempDir('mpu-restore-');
  if (platform.kind === 'pglite') return { dataDir };
  const name = `mpu_restore_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  databases.push(name);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return { dataDir, databaseUrl: url.toString() };
}

const openRestored = (target: { dataDir: string } | { dataDir: string; databaseUrl: string }) =>
  openDatabase('databaseUrl' in target ? { url: target.databaseUrl } : { dataDir: target.dataDir });

async function rowsPerTable(handle: DatabaseHandle) {
  return (await describeDatabase(async (text) => (await handle.db.execute(sql.raw(text))).rows as Array<Record<string, unknown>>)).tables;
}

const sha256 = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

const statusDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpu-status-'));
temps.push(statusDir);

beforeAll(async () => {
  platform = await startTestPlatform({ backups: { dir: statusDir, schedule: { hour: 3 } } });
  const [category] = await platform.db
    .insert(quizCategories)
    .values({ name: 'Alkohol', description: '', mpuTypes: ['alcohol'] })
    .returning();
  for (const question of ['Frage 1', 'Frage 2', 'Frage 3', 'Frage 4']) {
    const [row] = await platform.db
      .insert(quizQuestions)
      .values({ categoryId: category!.id, question, options: ['richtig', 'falsch'], correctAnswers: ['richtig'], explanation: '' })
      .returning();
    questionIds.push(row!.id);
  }
  for (let i = 0; i < 3; i++) {
    const learner = await signUpVerified(platform);
    await platform.db
      .update(userPermissions)
      .set({ allowed: true })
      .where(and(eq(userPermissions.userId, learner.userId), eq(userPermissions.page, 'courses')));
    expect((await learner.client.json('POST', '/api/abstinence/consent', { accepted: true })).status).toBe(200);
    const programme = {
      method: 'urine',
      months: 12,
      substances: ['alcohol'],
      startDate: '2026-11-02',
      testingBody: 'Institut für Rechtsmedizin',
      reminders: false,
    };
    expect((await learner.client.json('PUT', '/api/abstinence/programme', programme)).status).toBe(200);
    learners.push(learner);
  }
  // what was there before the load: an answer and an attachment per learner
  for (const [i, learner] of learners.entries()) {
    expect((await learner.client.json('POST', `/api/quiz/questions/${questionIds[0]}/answer`, { selected: ['falsch'] })).status).toBe(200);
    await addEntryWithAttachment(learner, i);
  }
});

afterAll(async () => {
  await platform.close();
  for (const dir of temps) fs.rmSync(dir, { recursive: true, force: true });
  if (databases.length > 0) {
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    for (const name of databases) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
});

describe('a backup taken while learners answer and upload', () => {
  let archive: string;
  let manifest: Manifest;

  it('restores into a fresh target with every row and file of the manifest and everything acknowledged before it started', async () => {
    // acknowledged = the platform answered 200; stamped with the moment the answer arrived
    const answered: Array<{ userId: string; at: number }> = [];
    const uploaded: Array<{ entryId: string; at: number }> = [];
    let running = true;
    const load = learners.map(async (learner, i) => {
      for (let n = 0; running; n++) {
        const question = questionIds[n % questionIds.length]!;
        const answer = await learner.client.json('POST', `/api/quiz/questions/${question}/answer`, {
          selected: [n % 2 ? 'richtig' : 'falsch'],
        });
        if (answer.status === 200) answered.push({ userId: learner.userId, at: Date.now() });
        if (n % 3 === 0) uploaded.push({ entryId: await addEntryWithAttachment(learner, 100 * (i + 1) + n), at: Date.now() });
      }
    });
    await waitFor('answers and uploads under way', () => answered.length >= 6 && uploaded.length >= 3, { timeoutMs: 30_000 });
    const backupStarted = Date.now();
    const dir = tempDir('mpu-backups-');
    const backup = await createBackup({ sources: sources(), dir, kind: 'manual' });
    // a little more load after the backup, which the restore may or may not hold
    await waitFor('answers after the backup', () => answered.some((a) => a.at > backupStarted + 50), { timeoutMs: 30_000 });
    running = false;
    await Promise.all(load);
    archive = backup.file;
    manifest = backup.manifest;

    expect(manifest.database.kind).toBe(platform.kind);
    // the newest file of the repository's migration folder, whatever its number today
    const newestMigration = fs
      .readdirSync(MIGRATIONS_FOLDER)
      .filter((name) => name.endsWith('.sql'))
      .sort()
      .at(-1)!
      .replace(/\.sql$/, '');
    expect(manifest.database.lastMigration).toBe(newestMigration);
    expect(manifest.files.map((file) => file.path)).toContain(manifest.database.file);
    const mediaInManifest = manifest.files.filter((file) => file.path.startsWith('media/'));
    // an attachment and its type beside it for each of 3 + the uploads under load
    expect(mediaInManifest.length).toBeGreaterThanOrEqual(2 * (3 + 3));

    const target = await freshTarget();
    const result = await restoreBackupArchive({ archive, target });
    expect(result.mediaFiles).toBe(mediaInManifest.length);
    const restored = await openRestored(target);
    try {
      expect(await rowsPerTable(restored)).toEqual(manifest.database.tables);
      for (const file of mediaInManifest) {
        expect(sha256(path.join(target.dataDir, 'media', file.path.slice('media/'.length)))).toBe(file.sha256);
      }
      const before = (at: number) => at < backupStarted;
      for (const learner of learners) {
        const acknowledged = answered.filter((a) => a.userId === learner.userId && before(a.at)).length;
        const rows = await restored.db.execute(sql`select count(*)::int as n from quiz_user_attempts where user_id = ${learner.userId}`);
        // the one answer from before the load, and every one acknowledged before the backup started
        expect(Number(rows.rows[0]!.n)).toBeGreaterThanOrEqual(1 + acknowledged);
      }
      for (const { entryId } of uploaded.filter((u) => before(u.at))) {
        const rows = await restored.db.execute(sql`select attachment_key from abstinence_entries where id = ${entryId}`);
        const key = String(rows.rows[0]?.attachment_key);
        expect(rows.rows).toHaveLength(1);
        expect(fs.existsSync(path.join(target.dataDir, 'media', key))).toBe(true);
      }
    } finally {
      await restored.close();
    }
  }, 120_000);

  it('refuses a target that holds data unless forced, and then moves the old data aside', async () => {
    const target = await freshTarget();
    await restoreBackupArchive({ archive, target });
    await expect(restoreBackupArchive({ archive, target })).rejects.toThrow(RestoreRefusedError);
    const forced = await restoreBackupArchive({ archive, target, force: true });
    if (platform.kind === 'pglite') {
      expect(forced.movedAside.map((dir) => path.basename(dir).replace(/\.before-restore-.*$/, ''))).toEqual(['db', 'media']);
    }
    const restored = await openRestored(target);
    try {
      expect(await rowsPerTable(restored)).toEqual(manifest.database.tables);
    } finally {
      await restored.close();
    }
  }, 120_000);

  it('refuses an archive with one changed byte and writes nothing', async () => {
    const damaged = path.join(tempDir('mpu-damaged-'), 'damaged.tar');
    const bytes = fs.readFileSync(archive);
    // a byte in the middle of the database copy (the first file, after its 512-byte header)
    const databaseFile = manifest.files[0]!;
    const at = 512 + Math.floor(databaseFile.size / 2);
    bytes[at] = bytes[at]! ^ 0x01;
    fs.writeFileSync(damaged, bytes);
    await expect(verifyBackupArchive(damaged)).rejects.toThrow(`${manifest.database.file} does not match its checksum`);
    const target = await freshTarget();
    await expect(restoreBackupArchive({ archive: damaged, target })).rejects.toThrow(CorruptArchiveError);
    expect(fs.readdirSync(target.dataDir)).toEqual([]);
  });
});

describe('an archive cut off in transfer', () => {
  it('is refused as incomplete', async () => {
    const dir = tempDir('mpu-cut-');
    const { file } = await createBackup({ sources: sources(), dir, kind: 'manual' });
    const cut = path.join(dir, 'cut.tar');
    fs.writeFileSync(cut, fs.readFileSync(file).subarray(0, Math.floor(fs.statSync(file).size / 2)));
    await expect(verifyBackupArchive(cut)).rejects.toThrow('the archive is incomplete (it ends before its last file)');
  }, 60_000);
});

describe('automatic backups', () => {
  it('one of the instances writes one backup a day into the folder, the newest one the console shows', async () => {
    const dir = tempDir('mpu-auto-');
    // two instances, as behind a load balancer: each enqueues the day's backup and polls
    const backup = { sources: sources(), dir, schedule: { hour: 0 }, keep: { daily: 7, weekly: 4 } };
    const [first, second] = [platform.jobRunner({ backup }), platform.jobRunner({ backup })];
    await Promise.all([first.runOnce(), second.runOnce()]);
    await Promise.all([first.runOnce(), second.runOnce()]);
    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^mpu-backup-.*-auto\.tar$/);
    const latest = await findLatestBackup(dir);
    expect(latest).toEqual({ file: files[0], at: expect.any(Date), size: fs.statSync(path.join(dir, files[0]!)).size });
    const jobs = await platform.db.execute(sql`select status from jobs where kind = ${BACKUP_JOB}`);
    expect(jobs.rows).toEqual([{ status: 'done' }]);
  }, 60_000);
});

describe('retention', () => {
  it('keeps the newest automatic backup of each of the last 7 days and of the last 4 weeks, and every manual one', async () => {
    const dir = tempDir('mpu-keep-');
    // two a day from Sunday 1 November to Sunday 29 November 2026, and one made by hand
    const names: string[] = [];
    for (let day = 1; day <= 29; day++) {
      for (const time of ['03-00-00', '15-00-00']) names.push(`mpu-backup-2026-11-${String(day).padStart(2, '0')}T${time}Z-auto.tar`);
    }
    names.push('mpu-backup-2026-10-01T12-00-00Z-manual.tar');
    for (const name of names) fs.writeFileSync(path.join(dir, name), '');
    // one cut off two days ago, one still being written
    fs.writeFileSync(path.join(dir, 'mpu-backup-2026-11-24T03-00-00Z-auto.tar.1a2b3c4d.partial'), '');
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60_000);
    fs.utimesSync(path.join(dir, 'mpu-backup-2026-11-24T03-00-00Z-auto.tar.1a2b3c4d.partial'), twoDaysAgo, twoDaysAgo);
    fs.writeFileSync(path.join(dir, 'mpu-backup-2026-11-29T03-00-00Z-auto.tar.5e6f7a8b.partial'), '');
    await pruneBackups(dir, { daily: 7, weekly: 4 });
    expect(fs.readdirSync(dir).sort()).toEqual([
      'mpu-backup-2026-10-01T12-00-00Z-manual.tar',
      // the newest of the weeks 23–29 (W48), 16–22 (W47), 9–15 (W46) and 2–8 (W45) November
      'mpu-backup-2026-11-08T15-00-00Z-auto.tar',
      'mpu-backup-2026-11-15T15-00-00Z-auto.tar',
      'mpu-backup-2026-11-22T15-00-00Z-auto.tar',
      // the newest of each of the last seven days
      'mpu-backup-2026-11-23T15-00-00Z-auto.tar',
      'mpu-backup-2026-11-24T15-00-00Z-auto.tar',
      'mpu-backup-2026-11-25T15-00-00Z-auto.tar',
      'mpu-backup-2026-11-26T15-00-00Z-auto.tar',
      'mpu-backup-2026-11-27T15-00-00Z-auto.tar',
      'mpu-backup-2026-11-28T15-00-00Z-auto.tar',
      'mpu-backup-2026-11-29T03-00-00Z-auto.tar.5e6f7a8b.partial',
      'mpu-backup-2026-11-29T15-00-00Z-auto.tar',
    ]);
  });
});

describe('the last backup in the admin console', () => {
  it('shows its time and size, and is marked stale when it is older than two days', async () => {
    const admin = await signInAdmin(platform);
    const none = await admin.client.json('GET', '/api/admin/backups');
    expect(none.body).toEqual({ dailyAtHour: 3, last: null, isStale: true });

    const { file, size } = await createBackup({ sources: sources(), dir: statusDir, kind: 'manual' });
    const fresh = await admin.client.json<BackupStatus>('GET', '/api/admin/backups');
    expect(fresh.body).toEqual({ dailyAtHour: 3, last: { at: fs.statSync(file).mtime.toISOString(), sizeBytes: size }, isStale: false });

    const threeDaysAgo = new Date(Date.now() - 3 * 24 * 60 * 60_000);
    fs.utimesSync(file, threeDaysAgo, threeDaysAgo);
    const old = await admin.client.json<BackupStatus>('GET', '/api/admin/backups');
    expect(old.body).toEqual({ dailyAtHour: 3, last: { at: threeDaysAgo.toISOString(), sizeBytes: size }, isStale: true });

    // a learner holding their own session gets nothing
    expect((await learners[0]!.client.json('GET', '/api/admin/backups')).status).toBe(403);
  }, 60_000);
});

// the embedded database's own ways: registered in its pass only (as *.postgres.test.ts files are in the other)
const embeddedOnly = process.env.TEST_DB !== 'postgres';

if (embeddedOnly)
  describe('npm run backup while the server holds the embedded database', () => {
    it('asks the server through the socket in the data folder, which writes a whole archive', async () => {
      const dataDir = tempDir('mpu-data-');
      const dir = path.join(dataDir, 'backups');
      expect(await requestBackupFromServer(dataDir)).toBeNull();
      const close = await startBackupSocket({ dataDir, dir, sources: sources(), logger: pino({ level: 'silent' }) });
      try {
        expect((fs.statSync(path.join(dataDir, 'backup.sock')).mode & 0o777).toString(8)).toBe('600');
        const reply = await requestBackupFromServer(dataDir);
        expect(reply).toEqual({
          file: expect.stringMatching(/-manual\.tar$/),
          size: fs.statSync(reply!.file).size,
          tables: expect.any(Number),
          mediaFiles: expect.any(Number),
        });
        const { manifest } = await verifyBackupArchive(reply!.file);
        expect(reply!.tables).toBe(Object.keys(manifest.database.tables).length);
        expect(manifest.database.tables.user).toBeGreaterThanOrEqual(3);
      } finally {
        await close();
      }
      expect(fs.existsSync(path.join(dataDir, 'backup.sock'))).toBe(false);
      expect(await requestBackupFromServer(dataDir)).toBeNull();
    }, 60_000);
  });

if (embeddedOnly)
  describe('an archive of an older version', () => {
    it('is restored and then brought up to the newest migration', async () => {
      // the platform one version ago: every migration but the newest
      const journal = readMigrationJournal();
      const older = tempDir('mpu-older-migrations-');
      fs.cpSync(MIGRATIONS_FOLDER, older, { recursive: true });
      const metaFile = path.join(older, 'meta', '_journal.json');
      const meta = JSON.parse(fs.readFileSync(metaFile, 'utf8')) as { entries: unknown[] };
      fs.writeFileSync(metaFile, JSON.stringify({ ...meta, entries: meta.entries.slice(0, -1) }));
      const client = new PGlite();
      await migrate(drizzle(client), { migrationsFolder: older });
      const dir = tempDir('mpu-older-');
      const { file, manifest } = await createBackup({
        sources: {
          database: { kind: 'pglite', snapshotDataDir: (held) => snapshotPglite(client, held) },
          media: { kind: 'local', dir: tempDir('mpu-no-media-') },
          appVersion: '0.0.9',
        },
        dir,
        kind: 'manual',
      });
      await client.close();
      expect(manifest.database.lastMigration).toBe(journal.at(-2)!.tag);

      const target = await freshTarget();
      await restoreBackupArchive({ archive: file, target });
      const restored = await openRestored(target);
      try {
        const rows = await restored.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
        expect(Number(rows.rows[0]!.n)).toBe(journal.length);
      } finally {
        await restored.close();
      }
    }, 60_000);
  });

describe('an archive of a newer version', () => {
  it('is refused before anything is written: the platform is updated first', async () => {
    // a migration this code does not know, as a newer version would have applied it
    await platform.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('newer', 4102444800000)`);
    let file: string;
    try {
      ({ file } = await createBackup({ sources: sources(), dir: tempDir('mpu-newer-'), kind: 'manual' }));
    } finally {
      await platform.db.execute(sql`delete from drizzle.__drizzle_migrations where hash = 'newer'`);
    }
    const target = await freshTarget();
    await expect(restoreBackupArchive({ archive: file, target })).rejects.toThrow(
      /comes from a newer version of the platform.*update the platform first/,
    );
    expect(fs.readdirSync(target.dataDir)).toEqual([]);
  }, 60_000);
});

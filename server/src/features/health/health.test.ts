import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMigrationHash } from '../../db/client';
import { startTestPlatform, type TestPlatform } from '../../test/test-app';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

describe('health and unknown API routes', () => {
  it('GET /api/health answers 200 and names the database engine', async () => {
    const response = await platform.client().json('GET', '/api/health');
    expect(response).toEqual({ status: 200, body: { status: 'ok', database: platform.kind } });
  });

  it('an unknown /api route answers 404 JSON, never the SPA', async () => {
    const response = await platform.client().request('GET', '/api/does-not-exist');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    expect((await platform.client().request('POST', '/api/nope', {})).status).toBe(404);
  });
});

describe('readiness and the stop', () => {
  it('GET /api/ready answers 200 on a migrated database', async () => {
    expect(await platform.client().json('GET', '/api/ready')).toEqual({ status: 200, body: { status: 'ready' } });
  });

  it("answers 503 migrations-pending while the database lacks this version's last migration", async () => {
    // as while another instance still migrates: the record of the last migration is not there yet
    const hash = latestMigrationHash();
    await platform.db.execute(sql`update drizzle.__drizzle_migrations set hash = 'not-yet' where hash = ${hash}`);
    try {
      expect(await platform.client().json('GET', '/api/ready')).toEqual({ status: 503, body: { status: 'migrations-pending' } });
    } finally {
      await platform.db.execute(sql`update drizzle.__drizzle_migrations set hash = ${hash} where hash = 'not-yet'`);
    }
    expect((await platform.client().json('GET', '/api/ready')).status).toBe(200);
  });

  // last in the file: the platform stays stopping
  it('once stopping, refuses new requests with 503 and Retry-After; the probes still answer', async () => {
    platform.lifecycle.beginStop();
    const refused = await platform.client().request('GET', '/api/news');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(await refused.json()).toMatchObject({ error: { code: 'SHUTTING_DOWN' } });
    expect(await platform.client().json('GET', '/api/ready')).toEqual({ status: 503, body: { status: 'stopping' } });
    // liveness: the process still answers
    expect((await platform.client().json('GET', '/api/health')).status).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

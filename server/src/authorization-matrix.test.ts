// Every API route the app registers, called by four personas. A route added without an entry in
// MATRIX fails this test, so no route ships without a decided access rule.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageKey } from '@common/domain';
import { userPermissions } from './db/schema';
import { signInAdmin, signUpVerified } from './test/factories';
import { startTestPlatform, type TestPlatform } from './test/test-app';
import type { TestClient } from './test/test-client';

type Access = 'public' | 'session' | { page: PageKey } | 'admin';
type Persona = 'anonymous' | 'user' | 'userDenied' | 'admin';

interface MatrixEntry {
  access: Access;
  /** The concrete request (path parameters filled in, a body when needed). */
  path?: string;
  body?: unknown;
  /** Status once every check passes (a deliberately incomplete body gives 400). */
  allowed: number;
}

const MISSING_ID = 'does-not-exist';

/** Declared next to the test: method and route pattern → who may call it. */
const MATRIX: Record<string, MatrixEntry> = {
  'GET /api/health': { access: 'public', allowed: 200 },
  'GET /api/me': { access: 'session', allowed: 200 },
  'GET /api/dashboard': { access: 'session', allowed: 200 },
  'POST /api/register': { access: 'public', body: {}, allowed: 400 },
  'GET /api/me/export': { access: 'session', allowed: 200 },
  'POST /api/me/delete': { access: 'session', body: {}, allowed: 400 },
  'PUT /api/me/tour': { access: 'session', allowed: 200 },
  'GET /api/settings': { access: 'session', allowed: 200 },
  'PUT /api/settings/personal': { access: 'session', body: {}, allowed: 400 },
  'PUT /api/settings/living': { access: 'session', body: {}, allowed: 400 },
  'PUT /api/settings/education': { access: 'session', body: {}, allowed: 400 },
  'PUT /api/settings/hobbies': { access: 'session', body: {}, allowed: 400 },
  'GET /api/admin/users': { access: 'admin', allowed: 200 },
  'POST /api/admin/users': { access: 'admin', body: {}, allowed: 400 },
  'PATCH /api/admin/users/:id': { access: 'admin', path: `/api/admin/users/${MISSING_ID}`, body: {}, allowed: 400 },
  'PUT /api/admin/users/:id/permissions': { access: 'admin', path: `/api/admin/users/${MISSING_ID}/permissions`, body: {}, allowed: 400 },
  'POST /api/admin/users/:id/password': { access: 'admin', path: `/api/admin/users/${MISSING_ID}/password`, body: {}, allowed: 400 },
  'DELETE /api/admin/users/:id': { access: 'admin', path: `/api/admin/users/${MISSING_ID}`, allowed: 404 },
  'GET /api/admin/audit-log': { access: 'admin', allowed: 200 },
};

/** better-auth's own endpoints (public by design, rate-limited) and the JSON 404 for unknown routes. */
const OUTSIDE_MATRIX = new Set(['GET /api/auth/*', 'POST /api/auth/*', 'ALL /api/*']);

function expectedStatus(entry: MatrixEntry, persona: Persona): number {
  const { access } = entry;
  if (access === 'public') return entry.allowed;
  if (persona === 'anonymous') return 401;
  if (access === 'session' || persona === 'admin') return entry.allowed;
  if (access === 'admin') return 403;
  return persona === 'userDenied' ? 403 : entry.allowed;
}

let platform: TestPlatform;
let clients: Record<Persona, TestClient>;
let deniedUserId: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  const user = await signUpVerified(platform);
  const denied = await signUpVerified(platform);
  deniedUserId = denied.userId;
  // the ordinary user may open every page; the denied user none
  await platform.db.update(userPermissions).set({ allowed: true }).where(eq(userPermissions.userId, user.userId));
  await platform.db.update(userPermissions).set({ allowed: false }).where(eq(userPermissions.userId, deniedUserId));
  clients = { anonymous: platform.client(), user: user.client, userDenied: denied.client, admin: (await signInAdmin(platform)).client };
});
afterAll(() => platform.close());

function registeredApiRoutes(): string[] {
  const keys = platform.app.routes
    .filter((route) => route.path.startsWith('/api/'))
    .map((route) => `${route.method} ${route.path}`);
  return [...new Set(keys)].filter((key) => !OUTSIDE_MATRIX.has(key));
}

describe('authorization matrix', () => {
  it('has an entry for every registered API route, and no stale entries', () => {
    const routes = registeredApiRoutes().sort();
    expect(routes).toEqual(Object.keys(MATRIX).sort());
  });

  const personas: Persona[] = ['anonymous', 'user', 'userDenied', 'admin'];
  for (const [key, entry] of Object.entries(MATRIX)) {
    it(`${key}`, async () => {
      const [method, pattern] = key.split(' ') as [string, string];
      const actual: Record<string, number> = {};
      const expected: Record<string, number> = {};
      for (const persona of personas) {
        const response = await clients[persona].request(method, entry.path ?? pattern, entry.body);
        actual[persona] = response.status;
        expected[persona] = expectedStatus(entry, persona);
      }
      expect(actual).toEqual(expected);
    });
  }
});


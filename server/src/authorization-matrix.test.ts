// Every route the app serves, called by five personas. Each feature declares its routes' access in
// <feature>.access.ts; a registered route without a declaration, or a declaration without a route,
// fails here, so no route ships without a decided access rule. better-auth's endpoints under
// /api/auth are enumerated from the auth instance and declared in features/auth/auth.access.ts.
import { PAGE_KEYS } from '@common/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access, RouteAccess } from './access';
import { instructors, profiles, userPermissions } from './db/schema';
import { signInAdmin, signUpVerified } from './test/factories';
import { startTestPlatform, TEST_APP_URL, type TestPlatform } from './test/test-app';
import type { TestClient } from './test/test-client';

type Persona = 'anonymous' | 'learner' | 'learnerDenied' | 'admin' | 'counsellor';
const PERSONAS: Persona[] = ['anonymous', 'learner', 'learnerDenied', 'admin', 'counsellor'];

const declarationModules = import.meta.glob<Record<string, RouteAccess[]>>('./features/*/*.access.ts', { eager: true });
const DECLARATIONS: RouteAccess[] = Object.values(declarationModules).flatMap((module) => Object.values(module).flat());

const keyOf = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

/** Mounted for better-auth (its endpoints are enumerated instead) and the JSON 404 for unknown API paths. */
const AUTH_MOUNTS = new Set(['GET /api/auth/*', 'POST /api/auth/*']);
const CATCH_ALL = 'ALL /api/*';

/**
 * A refusal is the same for every route: 401 without a session, 403 without the role or the page.
 * An integration route takes no session at all: every persona gets 401, only a valid key gets through.
 */
function expectedStatus(access: Access, persona: Persona, allowed: number): number {
  if (access === 'closed') return 404;
  if (access === 'public') return allowed;
  if (access === 'apiKey') return 401;
  if (persona === 'anonymous') return 401;
  if (access === 'session') return allowed;
  // a counsellor's own pages are theirs alone; a counsellor has no learner page here (like the denied learner)
  if (access === 'counsellor') return persona === 'counsellor' ? allowed : 403;
  if (persona === 'admin') return allowed;
  if (access === 'admin') return 403;
  return persona === 'learnerDenied' || persona === 'counsellor' ? 403 : allowed;
}

const fillParams = (path: string) => path.replace(/:[^/]+/g, 'does-not-exist');

let platform: TestPlatform;
let clients: Record<Persona, TestClient>;
/** An active integration key, created by the admin persona. */
let integrationKey: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  const learner = await signUpVerified(platform);
  const denied = await signUpVerified(platform);
  const counsellor = await signUpVerified(platform);
  // a counsellor: the role and a profile linked to the account, no learner page
  await platform.db.update(profiles).set({ role: 'counsellor' }).where(eq(profiles.id, counsellor.userId));
  await platform.db.insert(instructors).values({
    id: 'matrix-counsellor',
    name: 'Matrix',
    title: 'Beraterin',
    specialization: 'MPU',
    experience: '1 Jahr',
    userId: counsellor.userId,
  });
  // the learner may open every page; the denied learner none (a row for every page: some have none by default)
  for (const [userId, allowed] of [
    [learner.userId, true],
    [denied.userId, false],
    [counsellor.userId, false],
  ] as const) {
    await platform.db
      .insert(userPermissions)
      .values(PAGE_KEYS.map((page) => ({ userId, page, allowed })))
      .onConflictDoUpdate({ target: [userPermissions.userId, userPermissions.page], set: { allowed } });
  }
  clients = {
    anonymous: platform.client(),
    learner: learner.client,
    learnerDenied: denied.client,
    admin: (await signInAdmin(platform)).client,
    counsellor: counsellor.client,
  };
  const created = await clients.admin.json<{ key: string }>('POST', '/api/admin/api-keys', { name: 'Matrix' });
  integrationKey = created.body.key;
});
afterAll(() => platform.close());

/** The platform's own routes as Hono registered them. */
function registeredPlatformRoutes(): string[] {
  const keys = platform.app.routes.filter((route) => route.path.startsWith('/api/')).map(keyOf);
  return [...new Set(keys)].filter((key) => key !== CATCH_ALL && !AUTH_MOUNTS.has(key));
}

/** better-auth's endpoints as its router serves them under /api/auth (server-only ones have no path). */
function registeredAuthEndpoints(): string[] {
  const keys: string[] = [];
  for (const endpoint of Object.values(platform.auth.api) as Array<{
    path?: string;
    options?: { method?: string | string[]; metadata?: { SERVER_ONLY?: boolean } };
  }>) {
    if (!endpoint.path || endpoint.options?.metadata?.SERVER_ONLY) continue;
    for (const method of [endpoint.options?.method ?? []].flat()) keys.push(`${method} /api/auth${endpoint.path}`);
  }
  return [...new Set(keys)];
}

describe('authorization matrix', () => {
  it('declares every registered route exactly once, and no route that is not registered', () => {
    const registered = [...registeredPlatformRoutes(), ...registeredAuthEndpoints()].sort();
    const declared = DECLARATIONS.map(keyOf);
    expect(
      declared.filter((key, index) => declared.indexOf(key) !== index),
      'declared twice',
    ).toEqual([]);
    expect(
      registered.filter((key) => !declared.includes(key)),
      'registered without a declaration',
    ).toEqual([]);
    expect(
      declared.filter((key) => !registered.includes(key)),
      'declared without a route',
    ).toEqual([]);
  });

  it('reaches every better-auth endpoint through the /api/auth mount (GET and POST only)', () => {
    const mounted = platform.app.routes.filter((route) => route.path === '/api/auth/*').map((route) => route.method);
    for (const key of registeredAuthEndpoints()) expect(mounted).toContain(key.split(' ')[0]);
  });

  it('declares every route under /api/admin for admins only (the access defaults and request decisions included)', () => {
    const adminPaths = DECLARATIONS.filter((declaration) => declaration.path.startsWith('/api/admin/'));
    expect(adminPaths.filter((declaration) => declaration.access !== 'admin').map(keyOf)).toEqual([]);
    expect(adminPaths.map(keyOf)).toEqual(
      expect.arrayContaining([
        'GET /api/admin/access-defaults',
        'PUT /api/admin/access-defaults',
        'GET /api/admin/access-defaults/apply',
        'POST /api/admin/access-defaults/apply',
        'POST /api/admin/access-requests/users/:userId/grant',
        'PUT /api/admin/billing',
        'PUT /api/admin/invoices/:id/payment',
        'GET /api/admin/invoices/export.zip',
        'POST /api/admin/bookings/instructors/:id/account',
      ]),
    );
  });

  it('expects a page route to be refused to a learner without the page, and opened to one with it and to admins', () => {
    const page: Access = { page: 'videos' };
    expect(PERSONAS.map((persona) => expectedStatus(page, persona, 200))).toEqual([401, 200, 403, 200, 403]);
  });

  it("expects a counsellor's route to be opened to counsellors only, admins refused", () => {
    expect(PERSONAS.map((persona) => expectedStatus('counsellor', persona, 200))).toEqual([401, 403, 403, 403, 200]);
  });

  for (const declaration of DECLARATIONS) {
    const { method, path, access, probe = {} } = declaration;
    const allowed = probe.status ?? 200;
    it(`${method} ${path}`, async () => {
      const actual: Partial<Record<Persona | 'apiKey', number>> = {};
      const expected: Partial<Record<Persona | 'apiKey', number>> = {};
      for (const persona of PERSONAS) {
        const status = expectedStatus(access, persona, allowed);
        if (probe.refusalsOnly && ![401, 403, 404].includes(status)) continue;
        const response = await clients[persona].request(method, probe.path ?? fillParams(path), probe.body);
        actual[persona] = response.status;
        expected[persona] = status;
      }
      if (access === 'apiKey') {
        const response = await platform.app.request(`${TEST_APP_URL}${probe.path ?? fillParams(path)}`, {
          method,
          headers: { authorization: `Bearer ${integrationKey}` },
        });
        actual.apiKey = response.status;
        expected.apiKey = allowed;
      }
      expect(actual).toEqual(expected);
    });
  }
});

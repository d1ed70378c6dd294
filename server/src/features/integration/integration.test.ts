// The integration API as a CRM uses it: learners page by page with a keyset cursor and updated_since,
// bookings with since, never an administrator, never more fields than the contract, and the OpenAPI
// document describing it all.
import { sessionTimes } from '../../test/booking-rows';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, chapters, courses, instructors, userDetails, userProgress } from '../../db/schema';
import { PASSWORD, signInAdmin, signUpVerified, uniqueEmail } from '../../test/factories';
import { startTestPlatform, TEST_APP_URL, type TestPlatform } from '../../test/test-app';

interface Page<T> {
  items: T[];
  nextCursor: string | null;
}
interface Learner {
  id: string;
  email: string;
  firstName: string;
  readiness: number;
  mpuReasons: string[];
  hasHealthDataConsent: boolean;
  lastActivityAt: string | null;
}
interface Booking {
  id: string;
  learnerId: string;
  status: string;
  cancelledAt: string | null;
  instructorName: string;
  slot: string;
  date: string;
}

let platform: TestPlatform;
let key: string;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
let learners: Array<Awaited<ReturnType<typeof signUpVerified>>>;

/** The database's clock, so instants compare with the rows' own timestamps. */
async function databaseNow(): Promise<string> {
  const result = await platform.db.execute(
    sql`select to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as now`,
  );
  return (result.rows[0] as { now: string }).now;
}

async function get<T>(path: string) {
  const response = await platform.app.request(`${TEST_APP_URL}/api/integration/v1${path}`, { headers: { authorization: `Bearer ${key}` } });
  return { status: response.status, body: (await response.json()) as T };
}

beforeAll(async () => {
  platform = await startTestPlatform();
  admin = await signInAdmin(platform);
  key = (await admin.client.json<{ key: string }>('POST', '/api/admin/api-keys', { name: 'CRM' })).body.key;
  learners = [];
  // with the quiz and the courses open: chapters count toward readiness only for a learner who can open them
  for (let i = 0; i < 5; i += 1) learners.push(await signUpVerified(platform, { pages: { courses: true } }));
  await platform.db.update(userDetails).set({ firstName: 'Anna', lastName: 'Becker' }).where(eq(userDetails.userId, learners[0]!.userId));
});
afterAll(() => platform.close());

describe('GET /api/integration/v1/learners', () => {
  it('pages through every learner once, oldest change first, without administrators', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: { status: number; body: Page<Learner> } = await get<Page<Learner>>(
        `/learners?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.status).toBe(200);
      seen.push(...page.body.items.map((item) => item.id));
      cursor = page.body.nextCursor;
      pages += 1;
    } while (cursor);
    // 5 learners at 2 per page: 2 + 2 + 1
    expect(pages).toBe(3);
    expect(seen).toEqual(learners.map((learner) => learner.userId));
  });

  it('answers exactly the contract fields: no password hash, no medical data, one consent flag', async () => {
    const { body } = await get<Page<Learner>>('/learners?limit=1');
    expect(Object.keys(body.items[0]!).sort()).toEqual(
      [
        'email',
        'firstName',
        'hasHealthDataConsent',
        'id',
        'lastActivityAt',
        'lastName',
        'mpuReasons',
        'readiness',
        'registeredAt',
        'updatedAt',
      ].sort(),
    );
    expect(body.items[0]).toMatchObject({
      id: learners[0]!.userId,
      email: learners[0]!.email,
      firstName: 'Anna',
      lastName: 'Becker',
      mpuReasons: ['alcohol'],
      hasHealthDataConsent: true,
      readiness: 0,
      lastActivityAt: null,
    });
  });

  it('returns with updated_since only the learners changed since, including by learning activity', async () => {
    const since = await databaseNow();
    const late = await signUpVerified(platform);
    // learner 2 completes one of four chapters: 0.3 × 25 % = 7.5, rounded 8 % readiness
    const [course] = await platform.db.insert(courses).values({ title: 'Kurs' }).returning();
    const made = await platform.db
      .insert(chapters)
      .values([1, 2, 3, 4].map((order) => ({ courseId: course!.id, title: `Kapitel ${order}`, order })))
      .returning();
    await platform.db.insert(userProgress).values({ userId: learners[2]!.userId, chapterId: made[0]!.id, completed: true });

    const { body } = await get<Page<Learner>>(`/learners?updated_since=${encodeURIComponent(since)}`);
    expect(body.items.map((item) => item.id)).toEqual([late.userId, learners[2]!.userId]);
    expect(body.nextCursor).toBeNull();
    const active = body.items[1]!;
    expect(active.readiness).toBe(8);
    expect(active.lastActivityAt).not.toBeNull();
    // the same figure as the learner's own dashboard
    const dashboard = await learners[2]!.client.json<{ summary: { readiness: number } }>('GET', '/api/dashboard');
    expect(dashboard.body.summary.readiness).toBe(8);
  });

  it('with updated_since also returns learners who changed their name or MPU reasons in Einstellungen', async () => {
    const since = await databaseNow();
    const named = learners[3]!;
    const reasons = learners[4]!;
    await named.client.json('PUT', '/api/settings/personal', { firstName: 'Clara', middleName: null, lastName: 'Demir', birthDate: null });
    await reasons.client.json('PUT', '/api/settings/mpu-reasons', { mpuReasons: ['points'] });
    const { body } = await get<Page<Learner>>(`/learners?updated_since=${encodeURIComponent(since)}`);
    expect(body.items.map((item) => [item.id, item.firstName, item.mpuReasons])).toEqual([
      [named.userId, 'Clara', ['alcohol']],
      [reasons.userId, '', ['points']],
    ]);
  });

  it('refuses a bad cursor, limit or instant with 400', async () => {
    for (const query of ['cursor=nonsense', 'limit=0', 'limit=201', 'limit=abc', 'updated_since=yesterday']) {
      const { status, body } = await get<{ error: { code: string } }>(`/learners?${query}`);
      expect(status, query).toBe(400);
      expect(body.error.code, query).toBe('VALIDATION_ERROR');
    }
  });
});

describe('MPU reasons only with the health-data consent (GDPR Art. 9)', () => {
  /** An account as an administrator creates it in the console, then signed in by the learner. */
  async function createByAdmin(mpuReasons: string[]) {
    const email = uniqueEmail('angelegt');
    const created = await admin.client.json<{ userId: string }>('POST', '/api/admin/users', { email, password: PASSWORD, mpuReasons });
    expect(created.status).toBe(201);
    const client = platform.client();
    expect((await client.json('POST', '/api/auth/sign-in/email', { email, password: PASSWORD })).status).toBe(200);
    return { client, userId: created.body.userId };
  }

  async function crmViewOf(userId: string, since: string) {
    const { body } = await get<Page<Learner>>(`/learners?updated_since=${encodeURIComponent(since)}&limit=200`);
    return body.items.find((item) => item.id === userId);
  }

  it("leaves an admin-created learner's reasons out until the learner consents, then sends them", async () => {
    const before = await databaseNow();
    const learner = await createByAdmin(['drugs', 'points']);

    const withoutConsent = await crmViewOf(learner.userId, before);
    expect(withoutConsent).toMatchObject({ id: learner.userId, hasHealthDataConsent: false });
    expect(withoutConsent).not.toHaveProperty('mpuReasons');

    const consentGiven = await databaseNow();
    expect((await learner.client.json('PUT', '/api/me/health-data-consent', { decision: 'given' })).status).toBe(200);
    // the change reaches an incremental sync
    const withConsent = await crmViewOf(learner.userId, consentGiven);
    expect(withConsent).toMatchObject({ id: learner.userId, hasHealthDataConsent: true, mpuReasons: ['drugs', 'points'] });
  });

  it('sends the reasons of a learner who consented at registration', async () => {
    const registered = await signUpVerified(platform, { mpuReason: 'medizinalcannabis' });
    expect(await crmViewOf(registered.userId, '2000-01-01T00:00:00Z')).toMatchObject({
      hasHealthDataConsent: true,
      mpuReasons: ['medizinalcannabis'],
    });
  });

  it('sends no reasons of a learner who declines, or withdraws the consent given at registration', async () => {
    const declining = await createByAdmin(['alcohol']);
    expect((await declining.client.json('PUT', '/api/me/health-data-consent', { decision: 'declined' })).status).toBe(200);
    const declined = await crmViewOf(declining.userId, '2000-01-01T00:00:00Z');
    expect(declined).toMatchObject({ hasHealthDataConsent: false });
    expect(declined).not.toHaveProperty('mpuReasons');

    const registered = await signUpVerified(platform, { mpuReason: 'drugs' });
    const withdrawnAt = await databaseNow();
    expect((await registered.client.json('PUT', '/api/me/health-data-consent', { decision: 'declined' })).status).toBe(200);
    // an incremental sync sees the withdrawal, so the CRM can delete what it stored
    const withdrawn = await crmViewOf(registered.userId, withdrawnAt);
    expect(withdrawn).toMatchObject({ hasHealthDataConsent: false });
    expect(withdrawn).not.toHaveProperty('mpuReasons');
  });

  it("does not take one learner's consent for another", async () => {
    const other = await createByAdmin(['criminal']);
    const learner = await createByAdmin(['points']);
    // the endpoint takes no user id: one in the body is refused, and nothing is recorded for anyone
    const replay = await learner.client.json<{ error: { code: string } }>('PUT', '/api/me/health-data-consent', {
      decision: 'given',
      userId: other.userId,
    });
    expect(replay.status).toBe(400);
    expect(replay.body.error.code).toBe('VALIDATION_ERROR');
    for (const { userId } of [other, learner]) {
      const item = await crmViewOf(userId, '2000-01-01T00:00:00Z');
      expect(item).toMatchObject({ hasHealthDataConsent: false });
      expect(item).not.toHaveProperty('mpuReasons');
    }
    // a learner's own consent is theirs alone
    expect((await learner.client.json('PUT', '/api/me/health-data-consent', { decision: 'given' })).status).toBe(200);
    expect(await crmViewOf(learner.userId, '2000-01-01T00:00:00Z')).toMatchObject({ mpuReasons: ['points'] });
    expect(await crmViewOf(other.userId, '2000-01-01T00:00:00Z')).not.toHaveProperty('mpuReasons');
  });
});

describe('GET /api/integration/v1/bookings', () => {
  it('lists bookings created or cancelled since an instant', async () => {
    await platform.db
      .insert(instructors)
      .values({ id: 'test-psychologin', name: 'Dr. Test', title: 'Psychologin', specialization: 'MPU', experience: '10 Jahre' })
      .onConflictDoNothing();
    const [early, cancelledLater] = await platform.db
      .insert(bookings)
      .values([
        sessionTimes({ userId: learners[0]!.userId, instructorId: 'test-psychologin', date: '2030-01-07', slot: '09:00' }),
        sessionTimes({ userId: learners[1]!.userId, instructorId: 'test-psychologin', date: '2030-01-07', slot: '10:30' }),
      ])
      .returning();
    const since = await databaseNow();
    await platform.db
      .update(bookings)
      .set({ cancelledAt: sql`clock_timestamp()` })
      .where(eq(bookings.id, cancelledLater!.id));
    // booked after that cancellation: a second later, as the embedded database's clock may give both
    // the same instant (and the order then falls to the random ids)
    const [fresh] = await platform.db
      .insert(bookings)
      .values({
        ...sessionTimes({ userId: learners[3]!.userId, instructorId: 'test-psychologin', date: '2030-01-08', slot: '14:30' }),
        createdAt: sql`clock_timestamp() + interval '1 second'`,
      })
      .returning();

    const all = await get<Page<Booking>>('/bookings');
    expect(all.status).toBe(200);
    expect(all.body.items.map((item) => item.id)).toEqual([early!.id, cancelledLater!.id, fresh!.id]);
    expect(all.body.items[0]).toEqual({
      id: early!.id,
      learnerId: learners[0]!.userId,
      instructorName: 'Dr. Test',
      date: '2030-01-07',
      slot: '09:00',
      status: 'booked',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      cancelledAt: null,
    });

    const recent = await get<Page<Booking>>(`/bookings?since=${encodeURIComponent(since)}&limit=1`);
    expect(recent.body.items.map((item) => [item.id, item.status])).toEqual([[cancelledLater!.id, 'cancelled']]);
    const next = await get<Page<Booking>>(`/bookings?since=${encodeURIComponent(since)}&limit=1&cursor=${recent.body.nextCursor}`);
    expect(next.body.items.map((item) => [item.id, item.status])).toEqual([[fresh!.id, 'booked']]);
    expect(next.body.nextCursor).toBeNull();
  });
});

describe('GET /api/integration/v1/openapi.json', () => {
  it('is a public OpenAPI 3.1 document of the integration paths with the bearer scheme', async () => {
    const response = await platform.app.request(`${TEST_APP_URL}/api/integration/v1/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      servers: Array<{ url: string }>;
      paths: Record<string, Record<string, { security?: unknown[]; parameters?: Array<{ name: string }> }>>;
      components: { securitySchemes: Record<string, { type: string; scheme?: string }>; schemas: Record<string, unknown> };
    };
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: '/api/integration/v1' }]);
    expect(Object.keys(document.paths).sort()).toEqual(['/bookings', '/learners', '/openapi.json']);
    expect(document.paths['/learners']!.get!.security).toEqual([{ bearerAuth: [] }, { apiKeyHeader: [] }]);
    expect(document.paths['/learners']!.get!.parameters!.map((parameter) => parameter.name).sort()).toEqual([
      'cursor',
      'limit',
      'updated_since',
    ]);
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(Object.keys(document.components.schemas)).toEqual(expect.arrayContaining(['IntegrationLearner', 'IntegrationBooking']));
    // the reasons are health data: the document says they come only with the learner's consent
    const learner = document.components.schemas.IntegrationLearner as {
      required: string[];
      properties: Record<string, { description?: string }>;
    };
    expect(learner.required).not.toContain('mpuReasons');
    expect(learner.properties.mpuReasons!.description).toMatch(/only when hasHealthDataConsent is true/i);
  });
});

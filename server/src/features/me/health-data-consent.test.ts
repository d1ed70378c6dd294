// The health-data consent of the signed-in learner (GDPR Art. 9(2)(a)): given at registration, asked
// after the first sign-in of an account an administrator created, given, declined or withdrawn by
// the learner alone. What the CRM then receives: server/src/features/integration/integration.test.ts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import { PASSWORD, signInAdmin, signUpVerified, uniqueEmail } from '../../test/factories';
import { startTestPlatform, type TestPlatform } from '../../test/test-app';

let platform: TestPlatform;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
beforeAll(async () => {
  platform = await startTestPlatform();
  admin = await signInAdmin(platform);
});
afterAll(() => platform.close());

type ConsentState = { healthDataConsent: 'given' | 'declined' | 'unanswered' };

async function createByAdmin() {
  const email = uniqueEmail('angelegt');
  const created = await admin.client.json<{ userId: string }>('POST', '/api/admin/users', {
    email,
    password: PASSWORD,
    mpuReasons: ['alcohol'],
  });
  expect(created.status).toBe(201);
  const client = platform.client();
  expect((await client.json('POST', '/api/auth/sign-in/email', { email, password: PASSWORD })).status).toBe(200);
  return { client, userId: created.body.userId };
}

const stateOf = async (client: Awaited<ReturnType<typeof createByAdmin>>['client']) =>
  (await client.json<ConsentState>('GET', '/api/me')).body.healthDataConsent;

const storedOf = async (userId: string) => {
  const [row] = await platform.db
    .select({ at: profiles.healthDataConsentAt, declinedAt: profiles.healthDataConsentDeclinedAt })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row!;
};

describe('PUT /api/me/health-data-consent', () => {
  it('an admin-created account starts unanswered; the learner consents, and the time is stored', async () => {
    const learner = await createByAdmin();
    expect(await stateOf(learner.client)).toBe('unanswered');
    expect(await storedOf(learner.userId)).toEqual({ at: null, declinedAt: null });

    const response = await learner.client.json('PUT', '/api/me/health-data-consent', { decision: 'given' });
    expect(response).toEqual({ status: 200, body: { success: true } });
    expect(await stateOf(learner.client)).toBe('given');
    const stored = await storedOf(learner.userId);
    expect(stored.at!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(stored.declinedAt).toBeNull();
  });

  it('a declined consent is remembered (not asked again) and can be given later; a given one withdrawn', async () => {
    const learner = await createByAdmin();
    expect((await learner.client.json('PUT', '/api/me/health-data-consent', { decision: 'declined' })).status).toBe(200);
    expect(await stateOf(learner.client)).toBe('declined');
    expect((await storedOf(learner.userId)).at).toBeNull();
    // the platform stays open without the consent
    expect((await learner.client.json('GET', '/api/dashboard')).status).toBe(200);

    await learner.client.json('PUT', '/api/me/health-data-consent', { decision: 'given' });
    expect(await stateOf(learner.client)).toBe('given');
    expect((await storedOf(learner.userId)).declinedAt).toBeNull();
  });

  it('a learner who registered has given it; withdrawing keeps when it was withdrawn', async () => {
    const registered = await signUpVerified(platform);
    expect(await stateOf(registered.client)).toBe('given');
    await registered.client.json('PUT', '/api/me/health-data-consent', { decision: 'declined' });
    expect(await stateOf(registered.client)).toBe('declined');
    const stored = await storedOf(registered.userId);
    expect(stored.at).toBeNull();
    expect(stored.declinedAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses a missing or unknown decision with 400 and the field, and changes nothing', async () => {
    const learner = await createByAdmin();
    for (const body of [{}, { decision: 'yes' }, { decision: true }]) {
      const response = await learner.client.json('PUT', '/api/me/health-data-consent', body);
      expect(response, JSON.stringify(body)).toMatchObject({
        status: 400,
        body: { error: { code: 'VALIDATION_ERROR', fields: { decision: 'INVALID_DECISION' } } },
      });
    }
    expect(await stateOf(learner.client)).toBe('unanswered');
  });

  it("is only ever the signed-in user's own: no session 401, another user's id refused", async () => {
    expect((await platform.client().json('PUT', '/api/me/health-data-consent', { decision: 'given' })).status).toBe(401);
    const other = await createByAdmin();
    const learner = await createByAdmin();
    const replay = await learner.client.json('PUT', '/api/me/health-data-consent', { decision: 'given', userId: other.userId });
    expect(replay).toMatchObject({ status: 400, body: { error: { code: 'VALIDATION_ERROR', fields: { _: 'UNKNOWN_FIELD' } } } });
    expect(await storedOf(other.userId)).toEqual({ at: null, declinedAt: null });
    expect(await storedOf(learner.userId)).toEqual({ at: null, declinedAt: null });
    // nor can an administrator record it for a learner
    expect((await admin.client.json('PUT', `/api/admin/users/${other.userId}/health-data-consent`, { decision: 'given' })).status).toBe(
      404,
    );
    expect(await stateOf(other.client)).toBe('unanswered');
  });
});

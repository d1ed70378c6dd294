import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, user, userDetails, userMedical, userOnboarding, userPermissions } from '../../db/schema';
import { firstLink } from '../../test/smtp-receiver';
import { PASSWORD, uniqueEmail } from '../../test/factories';
import { startTestPlatform, TEST_APP_URL, type TestPlatform } from '../../test/test-app';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const register = (body: Record<string, unknown>, client = platform.client()) => client.json('POST', '/api/register', body);
const valid = (email: string) => ({ email, password: PASSWORD, mpuReason: 'drugs', healthDataConsent: true });

describe('POST /api/register', () => {
  it('creates the account with profile, consent, default permissions and personal rows, then mails in the chosen language', async () => {
    const email = uniqueEmail();
    const since = platform.smtp.mails.length;
    // criminal offences too (docs/ARCHITECTURE.md, difference 8)
    const response = await register({ ...valid(email), email: ` ${email.toUpperCase()} `, mpuReason: 'criminal', language: 'en' });
    expect(response.status).toBe(201);

    const [profile] = await platform.db.select().from(profiles).where(eq(profiles.email, email));
    expect(profile).toMatchObject({ role: 'user', mpuReason: 'criminal', mpuReasons: ['criminal'], language: 'en' });
    expect(profile!.healthDataConsentAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    const [account] = await platform.db.select().from(user).where(eq(user.email, email));
    expect(account!.emailVerified).toBe(false);
    const permissions = await platform.db.select().from(userPermissions).where(eq(userPermissions.userId, profile!.id));
    expect(
      permissions
        .filter((p) => p.allowed)
        .map((p) => p.page)
        .sort(),
    ).toEqual(['lexicon', 'my-story', 'performance-trainer', 'videos']);
    for (const table of [userDetails, userOnboarding, userMedical]) {
      expect(await platform.db.select().from(table).where(eq(table.userId, profile!.id))).toHaveLength(1);
    }

    const verification = await platform.smtp.waitForMail(email, { since, subject: 'Please confirm your email address' });
    expect(new URL(firstLink(verification)).pathname).toBe('/auth/callback');
    const welcome = await platform.smtp.waitForMail(email, { since, subject: 'Welcome' });
    expect(firstLink(welcome)).toBe(`${TEST_APP_URL}/login`);
  });

  it('answers each invalid field with its code and stores nothing', async () => {
    const email = uniqueEmail();
    const response = await register({ email: 'kein-at', password: '12345', mpuReason: 'speeding', healthDataConsent: false });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      error: {
        code: 'VALIDATION_ERROR',
        fields: {
          email: 'INVALID_EMAIL',
          password: 'PASSWORD_TOO_SHORT',
          mpuReason: 'REASON_REQUIRED',
          healthDataConsent: 'CONSENT_REQUIRED',
        },
      },
    });
    expect((await register({ email, password: PASSWORD, healthDataConsent: true })).body).toMatchObject({
      error: { fields: { mpuReason: 'REASON_REQUIRED' } },
    });
    expect(await platform.db.select().from(user).where(eq(user.email, email))).toHaveLength(0);
  });

  it('refuses an address that is already registered', async () => {
    const email = uniqueEmail();
    expect((await register(valid(email))).status).toBe(201);
    const again = await register({ ...valid(email), email: email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { code: 'USER_ALREADY_EXISTS' } });
  });

  it('is atomic: when a later row fails, no trace of the account remains', async () => {
    const email = uniqueEmail('atomar');
    await platform.db.execute(
      sql.raw(`create function fail_medical() returns trigger language plpgsql as $$ begin raise exception 'simulated failure'; end $$`),
    );
    await platform.db.execute(
      sql.raw('create trigger fail_medical before insert on user_medical for each row execute function fail_medical()'),
    );
    try {
      const response = await register(valid(email));
      expect(response.status).toBe(500);
      expect(response.body).toMatchObject({ error: { code: 'PROFILE_CREATION_FAILED' } });
    } finally {
      await platform.db.execute(sql.raw('drop trigger fail_medical on user_medical'));
      await platform.db.execute(sql.raw('drop function fail_medical()'));
    }
    expect(await platform.db.select().from(user).where(eq(user.email, email))).toHaveLength(0);
    expect(await platform.db.select().from(profiles).where(eq(profiles.email, email))).toHaveLength(0);
    // the address is free again
    expect((await register(valid(email))).status).toBe(201);
  });

  it('better-auth’s own sign-up endpoint is closed', async () => {
    const response = await platform
      .client()
      .json('POST', '/api/auth/sign-up/email', { email: uniqueEmail(), password: PASSWORD, name: 'x' });
    expect(response.status).toBe(404);
  });

  it('allows five registrations a minute per address', async () => {
    const client = platform.client('203.0.113.9');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await register(valid(uniqueEmail()), client)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const refused = await client.request('POST', '/api/register', valid(uniqueEmail()));
    expect(refused.headers.get('retry-after')).toBe('60');
    expect((await register(valid(uniqueEmail()), platform.client('203.0.113.10'))).status).toBe(201);
  });
});

describe('registration switched off by the operator', () => {
  it('answers SIGNUP_DISABLED and stores nothing', async () => {
    const closed = await startTestPlatform({ signupEnabled: false });
    try {
      const email = uniqueEmail();
      const response = await closed.client().json('POST', '/api/register', valid(email));
      expect(response).toMatchObject({ status: 403, body: { error: { code: 'SIGNUP_DISABLED' } } });
      expect(await closed.db.select().from(user).where(eq(user.email, email))).toHaveLength(0);
    } finally {
      await closed.close();
    }
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  account,
  profiles,
  quizCategories,
  quizQuestions,
  quizUserAttempts,
  session,
  user,
  userDetails,
  userMedical,
  userOnboarding,
  userPermissions,
} from '../../db/schema';
import { PASSWORD, signInAdmin, signUpVerified } from '../../test/factories';
import { startTestPlatform, type TestPlatform } from '../../test/test-app';

let platform: TestPlatform;
let questionId: string;
beforeAll(async () => {
  platform = await startTestPlatform();
  const [category] = await platform.db.insert(quizCategories).values({ name: 'Alkohol', mpuTypes: ['alcohol'] }).returning();
  const [question] = await platform.db
    .insert(quizQuestions)
    .values({ categoryId: category!.id, question: 'Ab welcher BAK?', options: ['0,5', '1,1', '1,6', '2,0'], correctAnswers: ['1,6'] })
    .returning();
  questionId = question!.id;
});
afterAll(() => platform.close());

describe('GET /api/me/export', () => {
  it('contains exactly the user’s own data and nobody else’s', async () => {
    const me = await signUpVerified(platform, { mpuReason: 'drugs' });
    const other = await signUpVerified(platform, { mpuReason: 'alcohol' });
    await me.client.json('PUT', '/api/settings/personal', { firstName: 'Lea', middleName: null, lastName: 'Meyer', birthDate: '1990-01-01' });
    await other.client.json('PUT', '/api/settings/personal', { firstName: 'Tom', middleName: null, lastName: 'Fremd', birthDate: '1985-01-01' });
    await platform.db.insert(quizUserAttempts).values([
      { userId: me.userId, questionId, selectedAnswers: ['1,6'], isCorrect: true },
      { userId: other.userId, questionId, selectedAnswers: ['0,5'], isCorrect: false },
    ]);

    const response = await me.client.request('GET', '/api/me/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="meine-daten-\d{4}-\d{2}-\d{2}\.json"/);
    const data = await response.json();
    expect(data.account).toMatchObject({ id: me.userId, email: me.email });
    expect(data.profile).toMatchObject({ id: me.userId, mpuReasons: ['drugs'] });
    expect(data.details).toMatchObject({ firstName: 'Lea', lastName: 'Meyer' });
    expect(data.onboarding.userId).toBe(me.userId);
    expect(data.medical.userId).toBe(me.userId);
    expect(data.permissions).toHaveLength(7);
    expect(data.attempts.examQuestions).toEqual([expect.objectContaining({ userId: me.userId, isCorrect: true })]);
    const text = JSON.stringify(data);
    expect(text).not.toContain(other.userId);
    expect(text).not.toContain(other.email);
    expect(text).not.toContain('Fremd');
    // no secrets
    expect(text).not.toMatch(/password|token/i);
  });
});

describe('POST /api/me/delete', () => {
  it('needs the password, then removes every personal row and ends the session', async () => {
    const me = await signUpVerified(platform);
    await platform.db.insert(quizUserAttempts).values({ userId: me.userId, questionId, selectedAnswers: [], isCorrect: false });

    const wrong = await me.client.json('POST', '/api/me/delete', { password: 'falsch123' });
    expect(wrong).toMatchObject({ status: 403, body: { error: { code: 'INVALID_PASSWORD' } } });
    expect((await me.client.get('/api/me')).status).toBe(200);

    const response = await me.client.request('POST', '/api/me/delete', { password: PASSWORD });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((c) => /session_token=;/.test(c))).toBe(true);
    expect((await me.client.get('/api/me')).status).toBe(401);
    for (const table of [userDetails, userOnboarding, userMedical, userPermissions, quizUserAttempts, session, account]) {
      expect(await platform.db.select().from(table).where(eq(table.userId, me.userId))).toHaveLength(0);
    }
    expect(await platform.db.select().from(profiles).where(eq(profiles.id, me.userId))).toHaveLength(0);
    expect(await platform.db.select().from(user).where(eq(user.id, me.userId))).toHaveLength(0);
    const signIn = await platform.client().json('POST', '/api/auth/sign-in/email', { email: me.email, password: PASSWORD });
    expect(signIn.status).toBe(401);
  });

  it('the last administrator cannot delete their own account', async () => {
    const admin = await signInAdmin(platform);
    await platform.db.update(profiles).set({ role: 'user' }).where(eq(profiles.role, 'admin'));
    await platform.db.update(profiles).set({ role: 'admin' }).where(eq(profiles.id, admin.userId));
    const response = await admin.client.json('POST', '/api/me/delete', { password: PASSWORD });
    expect(response).toMatchObject({ status: 409, body: { error: { code: 'LAST_ADMIN' } } });
  });
});

describe('PUT /api/me/tour', () => {
  it('stores that the tour was seen, for every device', async () => {
    const me = await signUpVerified(platform);
    expect((await me.client.json<{ tourSeen: boolean }>('GET', '/api/me')).body.tourSeen).toBe(false);
    expect((await me.client.json('PUT', '/api/me/tour')).status).toBe(200);
    const otherDevice = platform.client();
    await otherDevice.json('POST', '/api/auth/sign-in/email', { email: me.email, password: PASSWORD });
    expect((await otherDevice.json<{ tourSeen: boolean }>('GET', '/api/me')).body.tourSeen).toBe(true);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, userPermissions } from '../../db/schema';
import { signInAdmin, signUpVerified } from '../../test/factories';
import { firstLink } from '../../test/smtp-receiver';
import { startTestPlatform, TEST_APP_URL, type TestPlatform } from '../../test/test-app';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const mailsTo = (email: string, since: number) => platform.smtp.mails.slice(since).filter((mail) => mail.to.includes(email));

describe('Freischaltung anfragen', () => {
  it('a learner asks for a locked area, every admin gets one mail, Freischalten opens it (audited) and mails the learner', async () => {
    const admin = await signInAdmin(platform);
    const learner = await signUpVerified(platform);
    // new learners lack the courses area (docs/spec-notes.md, Page permissions)
    expect((await learner.client.json('GET', '/api/quiz/hub')).status).toBe(403);

    const since = platform.smtp.mails.length;
    const asked = await learner.client.json('POST', '/api/access-requests', { page: 'courses' });
    expect(asked).toMatchObject({ status: 200, body: { page: 'courses', status: 'open' } });
    const notice = await platform.smtp.waitForMail(admin.email, { since, subject: 'Freischaltung angefragt' });
    expect(notice.text).toContain(`${learner.email} bittet um die Freischaltung des Bereichs „Multiple-Choice-Kurse“`);
    expect(firstLink(notice)).toBe(`${TEST_APP_URL}/dashboard/admin`);
    // asking again changes nothing and sends no second mail
    expect((await learner.client.json('POST', '/api/access-requests', { page: 'courses' })).status).toBe(200);
    expect(mailsTo(admin.email, since)).toHaveLength(1);
    expect((await learner.client.json('GET', '/api/access-requests')).body).toEqual([
      { page: 'courses', status: 'open', requestedAt: expect.any(String) },
    ]);

    const open = await admin.client.json<Array<{ id: string; email: string; page: string }>>('GET', '/api/admin/access-requests');
    const request = open.body.find((entry) => entry.email === learner.email);
    expect(request).toMatchObject({ page: 'courses', userId: learner.userId });
    // the learner cannot decide their own request
    expect((await learner.client.json('POST', `/api/admin/access-requests/${request!.id}/grant`)).status).toBe(403);

    const grantedSince = platform.smtp.mails.length;
    expect((await admin.client.json('POST', `/api/admin/access-requests/${request!.id}/grant`)).status).toBe(200);
    expect((await learner.client.json('GET', '/api/quiz/hub')).status).toBe(200);
    expect((await learner.client.json('GET', '/api/access-requests')).body).toEqual([
      { page: 'courses', status: 'granted', requestedAt: expect.any(String) },
    ]);
    const granted = await platform.smtp.waitForMail(learner.email, { since: grantedSince, subject: 'Bereich freigeschaltet' });
    expect(firstLink(granted)).toBe(`${TEST_APP_URL}/dashboard/courses`);
    const audit = await platform.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, learner.userId));
    expect(audit).toEqual([
      expect.objectContaining({
        actorEmail: admin.email,
        action: 'user.permissions',
        changes: { courses: true, accessRequest: 'granted' },
      }),
    ]);
    // decided once: a second click finds no open request, and the list no longer shows it
    expect((await admin.client.json('POST', `/api/admin/access-requests/${request!.id}/grant`)).status).toBe(404);
    const after = await admin.client.json<Array<{ email: string }>>('GET', '/api/admin/access-requests');
    expect(after.body.some((entry) => entry.email === learner.email)).toBe(false);
    // an open area cannot be asked for
    expect((await learner.client.json('POST', '/api/access-requests', { page: 'courses' })).status).toBe(409);
  });

  it('Ablehnen leaves the area locked; the learner may ask again', async () => {
    const admin = await signInAdmin(platform);
    const learner = await signUpVerified(platform);
    await learner.client.json('POST', '/api/access-requests', { page: 'news' });
    const open = await admin.client.json<Array<{ id: string; email: string }>>('GET', '/api/admin/access-requests');
    const request = open.body.find((entry) => entry.email === learner.email)!;
    expect((await admin.client.json('POST', `/api/admin/access-requests/${request.id}/refuse`)).status).toBe(200);
    expect((await learner.client.json('GET', '/api/news')).status).toBe(403);
    expect((await learner.client.json('GET', '/api/access-requests')).body).toMatchObject([{ page: 'news', status: 'refused' }]);
    const rows = await platform.db
      .select()
      .from(userPermissions)
      .where(and(eq(userPermissions.userId, learner.userId), eq(userPermissions.page, 'news')));
    expect(rows).toEqual([expect.objectContaining({ allowed: false })]);

    expect((await learner.client.json('POST', '/api/access-requests', { page: 'news' })).body).toMatchObject({ status: 'open' });
  });

  it('refuses an unknown area and an area open by default, changing nothing', async () => {
    const learner = await signUpVerified(platform);
    const unknown = await learner.client.json('POST', '/api/access-requests', { page: 'admin' });
    expect(unknown).toMatchObject({ status: 400, body: { error: { fields: { page: 'INVALID_PAGE' } } } });
    expect((await learner.client.json('POST', '/api/access-requests', { page: 'videos' })).status).toBe(409);
    expect((await learner.client.json('GET', '/api/access-requests')).body).toEqual([]);
  });
});

describe('one button for every locked area', () => {
  it('asks for every locked area in one go, skipping the one asked already; one mail per admin; Alle freischalten opens them all', async () => {
    const admin = await signInAdmin(platform);
    const learner = await signUpVerified(platform);
    expect((await learner.client.json('POST', '/api/access-requests', { page: 'news' })).status).toBe(200);

    const since = platform.smtp.mails.length;
    const asked = await learner.client.json<{ requested: string[]; requests: Array<{ page: string; status: string }> }>(
      'POST',
      '/api/access-requests/locked-areas',
    );
    // an alcohol MPU learner with the specification's defaults: news asked already, the abstinence tracker open by reason
    expect(asked.status).toBe(200);
    expect(asked.body.requested).toEqual(['courses', 'book-session', 'ai-assistant', 'exam-trainer']);
    expect(asked.body.requests.map((request) => `${request.page}:${request.status}`)).toEqual([
      'courses:open',
      'news:open',
      'book-session:open',
      'ai-assistant:open',
      'exam-trainer:open',
    ]);
    const notice = await platform.smtp.waitForMail(admin.email, { since, subject: 'Freischaltung angefragt' });
    expect(notice.text).toContain(
      `${learner.email} bittet um die Freischaltung der Bereiche „Multiple-Choice-Kurse“, „Einzelsitzung buchen“, „KI-Assistent“ und „Prüfungstrainer“.`,
    );

    // pressing again asks for nothing and mails nobody
    const again = await learner.client.json<{ requested: string[] }>('POST', '/api/access-requests/locked-areas');
    expect(again).toMatchObject({ status: 200, body: { requested: [] } });
    expect(mailsTo(admin.email, since)).toHaveLength(1);

    const open = await admin.client.json<Array<{ email: string; page: string }>>('GET', '/api/admin/access-requests');
    expect(
      open.body
        .filter((entry) => entry.email === learner.email)
        .map((entry) => entry.page)
        .sort(),
    ).toEqual(['ai-assistant', 'book-session', 'courses', 'exam-trainer', 'news']);

    // the learner cannot grant their own requests
    expect((await learner.client.json('POST', `/api/admin/access-requests/users/${learner.userId}/grant`)).status).toBe(403);

    const grantedSince = platform.smtp.mails.length;
    const granted = await admin.client.json('POST', `/api/admin/access-requests/users/${learner.userId}/grant`);
    expect(granted).toEqual({
      status: 200,
      body: { success: true, granted: ['courses', 'news', 'book-session', 'ai-assistant', 'exam-trainer'] },
    });
    const me = await learner.client.json<{ permissions: Record<string, boolean> }>('GET', '/api/me');
    expect(me.body.permissions).toMatchObject({
      courses: true,
      news: true,
      'book-session': true,
      'ai-assistant': true,
      'exam-trainer': true,
    });
    const mail = await platform.smtp.waitForMail(learner.email, { since: grantedSince, subject: 'Bereiche freigeschaltet' });
    expect(mail.text).toContain(
      'die Bereiche „Multiple-Choice-Kurse“, „Neuigkeiten“, „Einzelsitzung buchen“, „KI-Assistent“ und „Prüfungstrainer“',
    );
    const audit = await platform.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, learner.userId));
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'user.permissions',
        changes: { 'ai-assistant': true, 'book-session': true, courses: true, 'exam-trainer': true, news: true, accessRequest: 'granted' },
      }),
    ]);
    // nothing open any more: nothing to grant, nothing left to ask for
    expect((await admin.client.json('POST', `/api/admin/access-requests/users/${learner.userId}/grant`)).status).toBe(404);
    expect((await learner.client.json('POST', '/api/access-requests/locked-areas')).body).toMatchObject({ requested: [] });
  });
});

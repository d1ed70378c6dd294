// A copy of the database alone (a backup, a dump, a stolen disk) opens no session and resets no
// password: the tables keep hashes of the tokens handed out, never the tokens. Each test reads the
// rows straight from the database, as the holder of such a copy would, and replays them; the real
// cookie and the real mailed link keep working beside them.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSessionToken, hashSessionTokenSql } from '../../accounts/session-token-storage';
import { session, verification } from '../../db/schema';
import { PASSWORD, signUpVerified } from '../../test/factories';
import { firstLink } from '../../test/smtp-receiver';
import { startTestPlatform, TEST_APP_URL, type TestPlatform } from '../../test/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;
const SESSION_COOKIE = 'better-auth.session_token';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

/** A session cookie holding `value`, signed with `secret` as better-auth signs its own. */
const signedCookie = (value: string, secret: string) =>
  `${SESSION_COOKIE}=${encodeURIComponent(`${value}.${crypto.createHmac('sha256', secret).update(value).digest('base64')}`)}`;

/** Sends `cookie` (a Cookie header) to GET `path`, as a browser holding it would. */
const replay = (target: TestPlatform, cookie: string, path = '/api/me') =>
  target.app.request(`${TEST_APP_URL}${path}`, { headers: { cookie, origin: TEST_APP_URL } });

/** The token inside the client's session cookie: what the learner's browser holds. */
const tokenInCookie = (cookieHeader: string) =>
  decodeURIComponent(new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(cookieHeader)![1]!).split('.')[0]!;

const storedSessionTokens = async (target: TestPlatform, userId: string) =>
  (await target.db.select({ token: session.token }).from(session).where(eq(session.userId, userId))).map((row) => row.token);

async function requestResetToken(target: TestPlatform, email: string): Promise<string> {
  const since = target.smtp.mails.length;
  expect((await target.client().json('POST', '/api/auth/request-password-reset', { email })).status).toBe(200);
  const mail = await target.smtp.waitForMail(email, { since, subject: 'Passwort' });
  return new URL(firstLink(mail)).searchParams.get('token')!;
}

const signsIn = async (target: TestPlatform, email: string, password: string) =>
  (await target.client().json('POST', '/api/auth/sign-in/email', { email, password })).status === 200;

describe('a copy of the database alone', () => {
  it('opens no session and ends none: the stored token as a cookie, signed with the real secret or bare, gets 401; the real cookie 200', async () => {
    const { client, userId } = await signUpVerified(platform);
    const stored = await storedSessionTokens(platform, userId);
    expect(stored).toHaveLength(1);

    // signed with the real secret: the embedded setup used to keep it in the same data folder
    for (const cookie of [signedCookie(stored[0]!, platform.secret), `${SESSION_COOKIE}=${stored[0]!}`]) {
      expect((await replay(platform, cookie)).status).toBe(401);
      // better-auth's own lookup (the daily refresh, the auth endpoints) finds nothing either
      expect(await platform.auth.api.getSession({ headers: new Headers({ cookie }) })).toBeNull();
      // and signing out with it does not end the learner's session
      const signOut = await platform.app.request(`${TEST_APP_URL}/api/auth/sign-out`, {
        method: 'POST',
        headers: { cookie, origin: TEST_APP_URL },
      });
      expect(signOut.status).toBe(200);
    }
    expect((await replay(platform, client.cookieHeader())).status).toBe(200);
    expect(stored).not.toContain(tokenInCookie(client.cookieHeader()));
  });

  it('resets no password: the stored reset identifier, or its token part, is refused; the mailed token works', async () => {
    const { email, userId } = await signUpVerified(platform);
    const mailed = await requestResetToken(platform, email);
    const rows = await platform.db.select({ identifier: verification.identifier }).from(verification).where(eq(verification.value, userId));
    expect(rows).toHaveLength(1);
    const stored = rows[0]!.identifier;

    const attacker = platform.client();
    for (const token of new Set([stored.slice(stored.lastIndexOf(':') + 1), stored])) {
      const attempt = await attacker.json('POST', '/api/auth/reset-password', { token, newPassword: 'uebernommen1' });
      expect(attempt.status).toBe(400);
      expect(attempt.body).toMatchObject({ code: 'INVALID_TOKEN' });
    }
    expect(await signsIn(platform, email, 'uebernommen1')).toBe(false);
    expect(await signsIn(platform, email, PASSWORD)).toBe(true);

    const reset = await platform.client().json('POST', '/api/auth/reset-password', { token: mailed, newPassword: 'neuesPasswort1' });
    expect(reset.status).toBe(200);
    expect(await signsIn(platform, email, 'neuesPasswort1')).toBe(true);
    expect(stored).not.toContain(mailed);
  });
});

describe('sessions stored as hashes still work as before', () => {
  it('a session due for its daily refresh is extended; the renewed cookie and the old one both open /api/me', async () => {
    const { client, userId } = await signUpVerified(platform);
    const cookie = client.cookieHeader();
    // sessions last 7 days and are renewed once a day: this one was last renewed two days ago
    await platform.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + 5 * DAY_MS) })
      .where(eq(session.userId, userId));
    const response = await replay(platform, cookie);
    expect(response.status).toBe(200);
    const renewed = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`) && !/max-age=0/i.test(c));
    expect(renewed).toBeDefined();
    const [row] = await platform.db.select({ expiresAt: session.expiresAt }).from(session).where(eq(session.userId, userId));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * DAY_MS);
    expect((await replay(platform, renewed!.split(';')[0]!)).status).toBe(200);
    expect((await replay(platform, cookie)).status).toBe(200);
  });
});

describe('the migration that hashes the tokens stored in clear', () => {
  /** The migration's statements, as drizzle's migrator runs them at start-up. */
  function migrationStatements(): string[] {
    const folder = path.join(import.meta.dirname, '../../db/migrations');
    const file = fs.readdirSync(folder).find((name) => name.endsWith('_hashed_auth_tokens.sql'));
    if (!file) throw new Error('no migration *_hashed_auth_tokens.sql');
    return fs
      .readFileSync(path.join(folder, file), 'utf8')
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter(Boolean);
  }

  it('computes in SQL the hash the code computes (the migration and seed-load write it)', async () => {
    const tokens = ['load-session-1', 'Ab9xZ0qLmN3pQrStUvWxYz0123456789', 'ü+/='];
    const hashes = sql.join(
      tokens.map((token) => hashSessionTokenSql(sql`${token}::text`)),
      sql`, `,
    );
    const result = await platform.db.execute<{ hashes: string[] }>(sql`select array[${hashes}] as hashes`);
    expect(result.rows[0]!.hashes).toEqual(tokens.map(hashSessionToken));
  });

  it('keeps a session and a pending reset link of before working, and leaves neither token in the database', async () => {
    // its own database: the migration rewrites every row of both tables, as at the update
    const before = await startTestPlatform();
    try {
      const { email, userId } = await signUpVerified(before);
      await before.db.delete(session);
      await before.db.delete(verification);
      // rows as the earlier code wrote them: better-auth's 32-character token, the reset identifier in clear
      const token = crypto.randomBytes(24).toString('base64url').replace(/[-_]/g, 'x').slice(0, 32);
      const resetToken = crypto.randomBytes(18).toString('base64url').replace(/[-_]/g, 'y').slice(0, 24);
      await before.db.insert(session).values({ id: 'from-before', token, userId, expiresAt: new Date(Date.now() + 6 * DAY_MS) });
      await before.db.insert(verification).values({
        id: 'reset-from-before',
        identifier: `reset-password:${resetToken}`,
        value: userId,
        expiresAt: new Date(Date.now() + 30 * 60 * 1000),
      });

      for (const statement of migrationStatements()) await before.db.execute(sql.raw(statement));

      expect(await storedSessionTokens(before, userId)).not.toContain(token);
      const identifiers = (await before.db.select({ identifier: verification.identifier }).from(verification)).map((row) => row.identifier);
      expect(identifiers.join(' ')).not.toContain(resetToken);
      expect((await replay(before, signedCookie(token, before.secret))).status).toBe(200);
      const reset = await before.client().json('POST', '/api/auth/reset-password', { token: resetToken, newPassword: 'neuesPasswort1' });
      expect(reset.status).toBe(200);
      expect(await signsIn(before, email, 'neuesPasswort1')).toBe(true);
    } finally {
      await before.close();
    }
  });
});

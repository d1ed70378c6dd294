// Both sides of a password guesser: the attacker who knows an address (the printed admin@example.com
// too) must be slowed down from one address and from many, and the owner must still sign in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrPromoteAdmin, hashPassword } from './admin-accounts';
import { insertCredentialUser } from './credential-user';
import { PASSWORD, signUpVerified, uniqueEmail } from '../test/factories';
import { startTestPlatform, type TestPlatform } from '../test/test-app';
import { recordSignInFailure, signInWaitSeconds } from './sign-in-throttle';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const signIn = (address: string, email: string, password: string) =>
  platform.client(address).request('POST', '/api/auth/sign-in/email', { email, password });

/** Each attempt from a fresh client: a new cookie jar and a new address. */
const signInFromNewAddress = (email: string, password: string) =>
  platform.client().request('POST', '/api/auth/sign-in/email', { email, password });

async function failTimes(email: string, times: number, address?: string) {
  for (let i = 0; i < times; i++) {
    const response = address ? await signIn(address, email, `falsch-${i}`) : await signInFromNewAddress(email, `falsch-${i}`);
    expect(response.status, `failure ${i + 1}`).toBe(401);
  }
}

/** Failures as the throttle records them, from as many addresses (after ten, a new address would have to wait between them). */
async function failFromManyAddresses(email: string, times: number) {
  for (let i = 0; i < times; i++) await recordSignInFailure({ db: platform.db, email, address: `203.0.113.${100 + i}` });
}

describe('one address guessing one account', () => {
  // each case has addresses of its own: better-auth's own limit counts every sign-in per address
  it.each([
    ['a learner', '192.0.2.10', '198.51.100.10', async () => (await signUpVerified(platform)).email],
    [
      'the printed default administrator',
      '192.0.2.11',
      '198.51.100.11',
      async () => {
        await createOrPromoteAdmin(platform.db, platform.auth, { email: 'admin@example.com', password: PASSWORD });
        return 'admin@example.com';
      },
    ],
  ])('locks the attacker’s address out of %s for 15 minutes, while the owner signs in from home', async (_, home, attacker, accountOf) => {
    const email = await accountOf();
    expect((await signIn(home, email, PASSWORD)).status).toBe(200);

    await failTimes(email, 10, attacker);
    const locked = await signIn(attacker, email, PASSWORD);
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(locked.headers.getSetCookie()).toEqual([]);
    // 15 minutes from the first failure, a few seconds of which have passed
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);

    const owner = await signIn(home, email, PASSWORD);
    expect(owner.status).toBe(200);
    expect(owner.headers.getSetCookie().some((cookie) => cookie.includes('session_token'))).toBe(true);
  });

  it('opens the address again when the 15 minutes are over', async () => {
    const { email } = await signUpVerified(platform);
    const address = '198.51.100.77';
    await failTimes(email, 10, address);
    expect(await signInWaitSeconds({ db: platform.db, email, address, now: Date.now() + 14 * 60 * 1000 })).toBeGreaterThan(0);
    expect(await signInWaitSeconds({ db: platform.db, email, address, now: Date.now() + 15 * 60 * 1000 + 1000 })).toBe(0);
  });
});

describe('many addresses guessing one account', () => {
  it('makes every new address wait once ten have failed, 1 s doubling to 60 s; the owner’s address does not wait', async () => {
    const { email } = await signUpVerified(platform);
    const home = '192.0.2.20';
    expect((await signIn(home, email, PASSWORD)).status).toBe(200);
    const start = Date.now();
    const fail = (i: number) => recordSignInFailure({ db: platform.db, email, address: `203.0.113.${i}`, now: start + i });
    const waitOfNewAddress = (now: number) => signInWaitSeconds({ db: platform.db, email, address: '203.0.113.200', now });

    for (let i = 1; i <= 9; i++) await fail(i);
    expect(await waitOfNewAddress(start + 9)).toBe(0);
    await fail(10);
    expect(await waitOfNewAddress(start + 10)).toBe(1);
    for (let i = 11; i <= 15; i++) await fail(i);
    expect(await waitOfNewAddress(start + 15)).toBe(32);
    await fail(16);
    expect(await waitOfNewAddress(start + 16)).toBe(60);
    for (let i = 17; i <= 30; i++) await fail(i);
    expect(await waitOfNewAddress(start + 30)).toBe(60);
    // the wait runs from the last failure
    expect(await waitOfNewAddress(start + 30 + 45_000)).toBe(15);
    expect(await signInWaitSeconds({ db: platform.db, email, address: home, now: start + 30 })).toBe(0);
  });

  it('refuses the right password from a new address while the account waits, and takes it from the owner’s', async () => {
    const { email } = await signUpVerified(platform);
    const home = '192.0.2.30';
    expect((await signIn(home, email, PASSWORD)).status).toBe(200);
    // 15 failures from 15 addresses: a new address waits 32 s, far longer than the next request takes
    await failFromManyAddresses(email, 15);
    const waiting = await signInFromNewAddress(email, PASSWORD);
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(waiting.headers.get('retry-after'))).toBeLessThanOrEqual(32);
    expect((await signIn(home, email, PASSWORD)).status).toBe(200);
  });

  it('answers an unknown address exactly like a known one, so the wait tells nothing about accounts', async () => {
    const unknown = uniqueEmail('niemand');
    await failFromManyAddresses(unknown, 15);
    const waiting = await signInFromNewAddress(unknown, PASSWORD);
    expect(waiting.status).toBe(429);
    expect(await waiting.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });

  it('forgets the failures after a successful sign-in', async () => {
    const { email } = await signUpVerified(platform);
    await failTimes(email, 9);
    expect((await signInFromNewAddress(email, PASSWORD)).status).toBe(200);
    await failTimes(email, 9);
    expect((await signInFromNewAddress(email, PASSWORD)).status).toBe(200);
  });
});

/** Confirmed learners as an administrator creates them for a class (one hash: scrypt is slow on purpose). */
async function createClass(size: number): Promise<string[]> {
  const passwordHash = await hashPassword(platform.auth, PASSWORD);
  const emails = Array.from({ length: size }, () => uniqueEmail('klasse'));
  for (const email of emails) await insertCredentialUser(platform.db, { email, passwordHash, role: 'user', mpuReasons: ['alcohol'] });
  return emails;
}

describe('one address, many accounts', () => {
  it('lets a classroom of 30 learners behind one address sign in within a minute, five of them mistyping once first', async () => {
    const school = '192.0.2.50';
    const emails = await createClass(30);
    const learners = emails.map((email) => ({ email, browser: platform.client(school) }));
    const started = Date.now();

    const typos = await Promise.all(
      learners.slice(0, 5).map(({ email, browser }) => browser.request('POST', '/api/auth/sign-in/email', { email, password: 'geheim12' })),
    );
    expect(typos.map((response) => response.status)).toEqual([401, 401, 401, 401, 401]);
    const signIns = await Promise.all(
      learners.map(({ email, browser }) => browser.request('POST', '/api/auth/sign-in/email', { email, password: PASSWORD })),
    );

    expect(signIns.map((response) => response.status)).toEqual(Array.from({ length: 30 }, () => 200));
    expect(Date.now() - started).toBeLessThan(60_000);
    const me = await Promise.all(learners.map(({ browser }) => browser.json<{ user: { email: string } }>('GET', '/api/me')));
    expect(me.map(({ body }) => body.user.email)).toEqual(emails);
  });

  it('cuts off one address spraying a password over many accounts after 30 failures, for 15 minutes', async () => {
    const sprayer = '198.51.100.60';
    // a learner who signed in from that address before (a shared network) keeps signing in
    const [regular, victim, ...targets] = await createClass(22);
    expect((await signIn(sprayer, regular!, PASSWORD)).status).toBe(200);

    // existing and unknown accounts alike, one guess each: no account reaches its own limit of ten
    const accounts = [...targets, ...Array.from({ length: 10 }, () => uniqueEmail('niemand'))];
    for (const [i, email] of accounts.entries()) {
      expect((await signIn(sprayer, email, 'Passwort1')).status, `guess ${i + 1}`).toBe(401);
    }
    const cutOff = await signIn(sprayer, uniqueEmail('niemand'), 'Passwort1');
    expect(cutOff.status).toBe(429);
    expect(await cutOff.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    const retryAfter = Number(cutOff.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // nor does the right password of an account new to the address: the sprayer may have guessed it
    expect((await signIn(sprayer, victim!, PASSWORD)).status).toBe(429);
    expect(await signInWaitSeconds({ db: platform.db, email: victim!, address: sprayer, now: Date.now() + 15 * 60 * 1000 + 1000 })).toBe(0);

    expect((await signIn(sprayer, regular!, PASSWORD)).status).toBe(200);
    expect((await signIn('198.51.100.61', victim!, PASSWORD)).status).toBe(200);
  });
});

describe('Retry-After on the per-address limit', () => {
  it('comes with better-auth’s own 429 (61 sign-ins from one address in a minute)', async () => {
    const client = platform.client();
    // bodies without an e-mail: better-auth counts them, the failure counts above do not
    const statuses: number[] = [];
    let response: Response | undefined;
    for (let i = 0; i < 61; i++) {
      response = await client.request('POST', '/api/auth/sign-in/email', { password: 'x' });
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
    expect(response!.status).toBe(429);
    expect(Number(response!.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

// An attacker guessing one account's password from many addresses: better-auth's per-address limit
// never triggers, the per-account lock must.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signUpVerified, uniqueEmail } from '../test/factories';
import { startTestPlatform, type TestPlatform } from '../test/test-app';
import { signInLockSeconds } from './sign-in-throttle';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

/** Each attempt from a fresh client: a new cookie jar and a new address. */
const signInFromNewAddress = (email: string, password: string) =>
  platform.client().request('POST', '/api/auth/sign-in/email', { email, password });

async function failTimes(email: string, times: number) {
  for (let i = 0; i < times; i++) expect((await signInFromNewAddress(email, `falsch-${i}`)).status).toBe(401);
}

describe('failed sign-ins per account', () => {
  it('locks the account after 10 wrong passwords from 10 addresses, even for the right one, with Retry-After', async () => {
    const { email } = await signUpVerified(platform);
    await failTimes(email, 10);
    const locked = await signInFromNewAddress(email, PASSWORD);
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    const retryAfter = Number(locked.headers.get('retry-after'));
    // 15 minutes from the first failure, a few seconds of which have passed
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
  });

  it('answers an unknown address exactly like a known one, so the lock tells nothing about accounts', async () => {
    const unknown = uniqueEmail('niemand');
    await failTimes(unknown, 10);
    const locked = await signInFromNewAddress(unknown, PASSWORD);
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });

  it('forgets the failures after a successful sign-in', async () => {
    const { email } = await signUpVerified(platform);
    await failTimes(email, 9);
    expect((await signInFromNewAddress(email, PASSWORD)).status).toBe(200);
    await failTimes(email, 9);
    expect((await signInFromNewAddress(email, PASSWORD)).status).toBe(200);
  });

  it('opens again when the 15 minutes are over', async () => {
    const { email } = await signUpVerified(platform);
    await failTimes(email, 10);
    expect(await signInLockSeconds({ db: platform.db, email, now: Date.now() + 14 * 60 * 1000 })).toBeGreaterThan(0);
    expect(await signInLockSeconds({ db: platform.db, email, now: Date.now() + 15 * 60 * 1000 + 1000 })).toBe(0);
  });
});

describe('Retry-After on the per-address limit', () => {
  it('comes with better-auth’s own 429 (11 sign-ins from one address in a minute)', async () => {
    const client = platform.client();
    let response: Response | undefined;
    for (let i = 0; i < 11; i++)
      response = await client.request('POST', '/api/auth/sign-in/email', { email: uniqueEmail(), password: 'x' });
    expect(response!.status).toBe(429);
    expect(Number(response!.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

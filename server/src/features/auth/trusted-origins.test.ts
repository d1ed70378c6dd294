// Which page addresses may sign in: with APP_URL unset every loopback name of the port (a newcomer
// opening http://127.0.0.1:3000 signs in like one on localhost); a foreign page is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../env';
import { createOrPromoteAdmin } from '../../accounts/admin-accounts';
import { startTestPlatform, type TestPlatform } from '../../test/test-app';

const email = 'origin-admin@example.org';
const password = 'geheim-origin-123';
let platform: TestPlatform;

beforeAll(async () => {
  // the origins the server derives itself when only PORT=3000 is configured
  platform = await startTestPlatform({ trustedOrigins: readEnv({ PORT: '3000' }).TRUSTED_ORIGINS });
  await createOrPromoteAdmin(platform.db, platform.auth, { email, password });
});
afterAll(() => platform.close());

const signInFrom = (origin: string) => platform.client().request('POST', '/api/auth/sign-in/email', { email, password }, origin);

describe('signing in with APP_URL unset', () => {
  it.each(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])('works from a page at %s', async (origin) => {
    expect((await signInFrom(origin)).status).toBe(200);
  });

  it('is refused from another port or site, with the code the sign-in page turns into a German message', async () => {
    for (const origin of ['http://localhost:8080', 'https://evil.example.org']) {
      const response = await signInFrom(origin);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ error: { code: 'UNTRUSTED_ORIGIN' } });
    }
  });
});

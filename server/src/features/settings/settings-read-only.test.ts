import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Settings } from '@common/schemas/settings';
import { userDetails, userOnboarding } from '../../db/schema';
import { signUpVerified } from '../../test/factories';
import { startTestPlatform, type TestPlatform } from '../../test/test-app';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

describe('GET /api/settings is read-only', () => {
  it('reads missing rows as the defaults without creating them; the first save creates the row', async () => {
    const { client, userId } = await signUpVerified(platform);
    await platform.db.delete(userDetails).where(eq(userDetails.userId, userId));
    await platform.db.delete(userOnboarding).where(eq(userOnboarding.userId, userId));

    const settings = await client.json<Settings>('GET', '/api/settings');
    expect(settings.status).toBe(200);
    expect(settings.body.details).toMatchObject({ firstName: '', middleName: null, lastName: '' });
    expect(settings.body.hobbies).toEqual([]);
    expect(await platform.db.select().from(userDetails).where(eq(userDetails.userId, userId))).toEqual([]);
    expect(await platform.db.select().from(userOnboarding).where(eq(userOnboarding.userId, userId))).toEqual([]);

    expect((await client.json('PUT', '/api/settings/hobbies', { hobbies: ['Laufen'] })).status).toBe(200);
    const [onboarding] = await platform.db.select().from(userOnboarding).where(eq(userOnboarding.userId, userId));
    expect(onboarding).toMatchObject({ hobbies: ['Laufen'], city: '' });
    expect((await client.json<Settings>('GET', '/api/settings')).body.hobbies).toEqual(['Laufen']);
  });
});

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

describe('settings', () => {
  it('creates missing rows with the spec defaults on first load', async () => {
    const { client, userId, email } = await signUpVerified(platform);
    await platform.db.delete(userDetails).where(eq(userDetails.userId, userId));
    await platform.db.delete(userOnboarding).where(eq(userOnboarding.userId, userId));
    const response = await client.json<Settings>('GET', '/api/settings');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      email,
      details: { firstName: '', middleName: null, lastName: '', birthDate: null, street: '', postalCode: '', city: '' },
      living: {
        city: '',
        livingSituation: null,
        relationshipStatus: null,
        childrenCount: 0,
        hasSiblings: false,
        siblingsInfo: '',
        parentsInfo: '',
      },
      education: { education: null, highestDegree: null, occupation: '' },
      hobbies: [],
      mpuReasons: ['alcohol'],
      language: 'de',
      desiredRetention: 90,
      dailyGoal: 20,
      reminders: { frequency: 'off', hour: 18, weekday: 1 },
    });
  });

  it('a learner changes their MPU reasons and account language; /api/me and the greeting name follow', async () => {
    const { client } = await signUpVerified(platform, { mpuReason: 'drugs' });
    const reasons = await client.json('PUT', '/api/settings/mpu-reasons', { mpuReasons: ['criminal', 'points', 'criminal'] });
    expect(reasons.status).toBe(200);
    expect((await client.json('PUT', '/api/settings/language', { language: 'tr' })).status).toBe(200);
    await client.json('PUT', '/api/settings/personal', { firstName: 'Lena', middleName: null, lastName: 'Kaya', birthDate: null });
    const settings = (await client.json<Settings>('GET', '/api/settings')).body;
    expect(settings).toMatchObject({ mpuReasons: ['criminal', 'points'], language: 'tr', details: { birthDate: null } });
    const me = await client.json<{ mpuReasons: string[]; language: string; user: { firstName: string } }>('GET', '/api/me');
    expect(me.body).toMatchObject({ mpuReasons: ['criminal', 'points'], language: 'tr', user: { firstName: 'Lena' } });

    // no reason at all, an unknown one, an unknown language: refused, nothing changes
    const none = await client.json('PUT', '/api/settings/mpu-reasons', { mpuReasons: [] });
    expect(none).toMatchObject({ status: 400, body: { error: { fields: { mpuReasons: 'REQUIRED' } } } });
    expect((await client.json('PUT', '/api/settings/mpu-reasons', { mpuReasons: ['speeding'] })).status).toBe(400);
    const language = await client.json('PUT', '/api/settings/language', { language: 'fr' });
    expect(language).toMatchObject({ status: 400, body: { error: { fields: { language: 'INVALID_LANGUAGE' } } } });
    expect((await client.json<Settings>('GET', '/api/settings')).body).toMatchObject({
      mpuReasons: ['criminal', 'points'],
      language: 'tr',
    });
  });

  it('saves the first name alone (the tour asks for it); the other personal details stay', async () => {
    const { client, userId } = await signUpVerified(platform);
    await client.json('PUT', '/api/settings/personal', { firstName: '', middleName: 'Maria', lastName: 'Kaya', birthDate: '1988-02-03' });
    expect(await client.json('PUT', '/api/settings/first-name', { firstName: ' Elif ' })).toEqual({ status: 200, body: { success: true } });
    const details = (await client.json<Settings>('GET', '/api/settings')).body.details;
    expect(details).toEqual({
      firstName: 'Elif',
      middleName: 'Maria',
      lastName: 'Kaya',
      birthDate: '1988-02-03',
      street: '',
      postalCode: '',
      city: '',
    });
    const me = await client.json<{ user: { firstName: string } }>('GET', '/api/me');
    expect(me.body.user.firstName).toBe('Elif');

    // without a personal row yet (an account from before the rows were made on sign-up)
    await platform.db.delete(userDetails).where(eq(userDetails.userId, userId));
    expect((await client.json('PUT', '/api/settings/first-name', { firstName: 'Elif' })).status).toBe(200);
    expect((await client.json<Settings>('GET', '/api/settings')).body.details).toEqual({
      firstName: 'Elif',
      middleName: null,
      lastName: '',
      birthDate: null,
      street: '',
      postalCode: '',
      city: '',
    });

    // refused, nothing changes: too long, missing, another field along
    const tooLong = await client.json('PUT', '/api/settings/first-name', { firstName: 'A'.repeat(101) });
    expect(tooLong).toMatchObject({ status: 400, body: { error: { fields: { firstName: 'TOO_LONG' } } } });
    const missing = await client.json('PUT', '/api/settings/first-name', {});
    expect(missing).toMatchObject({ status: 400, body: { error: { fields: { firstName: 'REQUIRED' } } } });
    const more = await client.json('PUT', '/api/settings/first-name', { firstName: 'Eva', lastName: 'Nein' });
    expect(more).toMatchObject({ status: 400, body: { error: { fields: { _: 'UNKNOWN_FIELD' } } } });
    expect((await client.json<Settings>('GET', '/api/settings')).body.details).toMatchObject({ firstName: 'Elif', lastName: '' });
  });

  it('saves each section on its own; a reload shows the saved values', async () => {
    const { client } = await signUpVerified(platform);
    expect(
      (
        await client.json('PUT', '/api/settings/personal', {
          firstName: ' Lea ',
          middleName: null,
          lastName: 'Öztürk',
          birthDate: '1990-04-12',
          street: ' Hauptstraße 5 ',
          postalCode: '50667',
          city: 'Köln',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await client.json('PUT', '/api/settings/living', {
          city: 'Köln',
          livingSituation: 'partner',
          relationshipStatus: 'married',
          childrenCount: 2,
          hasSiblings: true,
          siblingsInfo: 'Ein Bruder',
          parentsInfo: 'Leben in Bonn',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await client.json('PUT', '/api/settings/education', {
          education: 'realschule',
          highestDegree: 'realschule',
          occupation: 'Elektrikerin',
        })
      ).status,
    ).toBe(200);
    const hobbies = await client.json<{ hobbies: string[] }>('PUT', '/api/settings/hobbies', {
      hobbies: ['Laufen', '  ', 'laufen', ' Lesen '],
    });
    expect(hobbies.body.hobbies).toEqual(['Laufen', 'Lesen']);

    const settings = (await client.json<Settings>('GET', '/api/settings')).body;
    expect(settings.details).toEqual({
      firstName: 'Lea',
      middleName: null,
      lastName: 'Öztürk',
      birthDate: '1990-04-12',
      street: 'Hauptstraße 5',
      postalCode: '50667',
      city: 'Köln',
    });
    // a form that does not send the address (the tour's name form, an older page) leaves it as it is
    await client.json('PUT', '/api/settings/personal', { firstName: 'Lea', middleName: null, lastName: 'Öztürk', birthDate: null });
    expect((await client.json<Settings>('GET', '/api/settings')).body.details).toMatchObject({ street: 'Hauptstraße 5', city: 'Köln' });
    expect(settings.living).toMatchObject({
      city: 'Köln',
      livingSituation: 'partner',
      childrenCount: 2,
      hasSiblings: true,
      siblingsInfo: 'Ein Bruder',
    });
    expect(settings.education).toEqual({ education: 'realschule', highestDegree: 'realschule', occupation: 'Elektrikerin' });
    expect(settings.hobbies).toEqual(['Laufen', 'Lesen']);
  });

  it('children count: the API takes whole numbers only (the form turns typed text into one); siblings info goes with the checkbox', async () => {
    const { client } = await signUpVerified(platform);
    const living = {
      city: '',
      livingSituation: null,
      relationshipStatus: null,
      hasSiblings: false,
      siblingsInfo: 'vergessen',
      parentsInfo: '',
    };
    expect((await client.json('PUT', '/api/settings/living', { ...living, childrenCount: 3 })).status).toBe(200);
    const saved = (await client.json<Settings>('GET', '/api/settings')).body.living;
    expect(saved).toMatchObject({ childrenCount: 3, siblingsInfo: '' });
    for (const childrenCount of ['keine', '2', 2.5, null]) {
      const refused = await client.json('PUT', '/api/settings/living', { ...living, childrenCount });
      expect(refused, String(childrenCount)).toMatchObject({
        status: 400,
        body: { error: { fields: { childrenCount: 'INVALID_NUMBER' } } },
      });
    }
    expect((await client.json<Settings>('GET', '/api/settings')).body.living.childrenCount).toBe(3);
    const negative = await client.json('PUT', '/api/settings/living', { ...living, childrenCount: -1 });
    expect(negative).toMatchObject({ status: 400, body: { error: { fields: { childrenCount: 'NEGATIVE' } } } });
  });

  it('refuses values outside the closed sets and bad dates, changing nothing', async () => {
    const { client } = await signUpVerified(platform);
    const bad = await client.json('PUT', '/api/settings/education', { education: 'harvard', highestDegree: 'none', occupation: '' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { fields: { education: expect.any(String) } } });
    // not ISO, before 1900, year 0, tomorrow (written out: 2999 stays in the future)
    for (const birthDate of ['31.12.1990', '1899-12-31', '0000-01-01', '2999-01-01']) {
      const date = await client.json('PUT', '/api/settings/personal', { firstName: 'A', lastName: 'B', birthDate });
      expect(date, birthDate).toMatchObject({ status: 400, body: { error: { fields: { birthDate: 'INVALID_DATE' } } } });
    }
    const settings = (await client.json<Settings>('GET', '/api/settings')).body;
    expect(settings.education.education).toBeNull();
    expect(settings.details.firstName).toBe('');
  });

  it('needs a session', async () => {
    expect((await platform.client().get('/api/settings')).status).toBe(401);
  });
});

// The starter videos as the two sides of the platform read them after the seed: the admin's Video
// Management marks each as starter content to replace (an own video not), while the learner's
// library carries no such mark and no note for the operator, and every starter video plays a file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VideoManagement } from '@common/schemas/video-management';
import type { VideoLibrary } from '@common/schemas/videos';
import { signInAdmin, signUpVerified } from '../../test/factories';
import { startTestPlatform, type TestPlatform } from '../../test/test-app';
import { seedDemoContent } from './seed-demo-content';

let platform: TestPlatform;
let admin: Awaited<ReturnType<typeof signInAdmin>>;

beforeAll(async () => {
  platform = await startTestPlatform();
  admin = await signInAdmin(platform);
  await seedDemoContent({ db: platform.db, media: platform.media });
});
afterAll(() => platform.close());

describe('starter videos', () => {
  it("are marked for the admin, and an admin's own video in a starter section is not", async () => {
    const before = await admin.client.json<VideoManagement>('GET', '/api/admin/videos');
    const sectionId = before.body.sections[0]!.id;
    const own = await admin.client.json('POST', '/api/admin/videos', {
      sectionId,
      title: 'Begrüßung durch unser Team',
      url: 'https://www.youtube.com/watch?v=begruessung',
      mpuTypes: ['alcohol'],
    });
    expect(own.status).toBe(201);
    expect(own.body).toMatchObject({ title: 'Begrüßung durch unser Team', isStarterContent: false });

    const list = await admin.client.json<VideoManagement>('GET', '/api/admin/videos');
    const marks = list.body.sections.flatMap((section) => section.videos.map((video) => [video.title, video.isStarterContent]));
    expect(marks.filter(([, isStarter]) => isStarter)).toHaveLength(10);
    expect(marks.filter(([, isStarter]) => !isStarter)).toEqual([['Begrüßung durch unser Team', false]]);
  });

  it('reach a learner without the mark or an operator note, each with its own clip', async () => {
    const learner = await signUpVerified(platform, { mpuReason: 'drugs' });
    const library = await learner.client.json<VideoLibrary>('GET', '/api/videos?language=de');
    expect(library.status).toBe(200);
    const text = JSON.stringify(library.body);
    expect(text).not.toContain('isStarterContent');
    expect(text).not.toMatch(/Platzhalter|Aufzeichnung zu diesem Thema|example\.org/);
    // the drug reason's scope: the 5 videos for every reason, 'Drogen-MPU' and 'Rückfallprophylaxe' (the admin's own is for alcohol)
    const shown = library.body.sections.flatMap((section) => section.videos);
    expect(shown).toHaveLength(7);
    for (const video of shown) expect(video.file, video.title).toMatchObject({ type: 'video/webm' });
  });
});

// The Video Management tab against a real database: sections and videos created at the end, edited,
// reordered in one transaction (a renumber that fails half-way leaves the old order), deleted with
// their files; a learner replaying every call is refused and nothing changes.
import { Readable } from 'node:stream';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoProgress, videoQuizzes, videoSections, videos } from '../../db/schema';
import { signInAdmin, signUpVerified } from '../../test/factories';
import { startTestPlatform, type TestPlatform } from '../../test/test-app';

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

let platform: TestPlatform;
let admin: Awaited<ReturnType<typeof signInAdmin>>;

beforeAll(async () => {
  platform = await startTestPlatform();
  admin = await signInAdmin(platform);
});
afterAll(() => platform.close());

interface Section {
  id: string;
  title: string;
  description: string;
  order: number;
  videos: Array<{ id: string; title: string; order: number; sectionId: string; quizCount: number }>;
}

const sectionOrder = async () =>
  (await platform.db.select().from(videoSections).orderBy(asc(videoSections.order))).map((s) => `${s.order}:${s.title}`);
const videoOrder = async (sectionId: string) =>
  (await platform.db.select().from(videos).where(eq(videos.sectionId, sectionId)).orderBy(asc(videos.order))).map(
    (v) => `${v.order}:${v.title}`,
  );

async function createSection(title: string) {
  const response = await admin.client.json<{ id: string; order: number }>('POST', '/api/admin/videos/sections', { title, description: '' });
  expect(response.status).toBe(201);
  return response.body;
}

async function createVideo(sectionId: string, title: string, extra: Record<string, unknown> = {}) {
  const response = await admin.client.json<{ id: string; order: number; mpuTypes: string[]; country: string[] }>(
    'POST',
    '/api/admin/videos',
    {
      sectionId,
      title,
      url: `https://www.youtube.com/watch?v=${title.padEnd(11, 'x').slice(0, 11)}`,
      ...extra,
    },
  );
  expect(response.status).toBe(201);
  return response.body;
}

describe('creating', () => {
  it('puts a new section after the last and a new video after the last of its section (1-based)', async () => {
    const first = await createSection('Grundlagen');
    const second = await createSection('Alkohol');
    expect([first.order, second.order]).toEqual([1, 2]);
    const a = await createVideo(first.id, 'Ablauf');
    const b = await createVideo(first.id, 'Gutachten');
    const c = await createVideo(second.id, 'Promille');
    expect([a.order, b.order, c.order]).toEqual([1, 2, 1]);
  });

  it("saves ['alcohol'] when no MPU type is picked and ['DE'] when no country", async () => {
    const { id } = await createSection('Ohne Typ');
    const video = await createVideo(id, 'Ohne Angaben', { mpuTypes: [], country: [] });
    expect(video.mpuTypes).toEqual(['alcohol']);
    expect(video.country).toEqual(['DE']);
  });

  it('refuses empty fields with field errors and writes nothing', async () => {
    const { id } = await createSection('Leer');
    const before = await videoOrder(id);
    const noTitle = await admin.client.json<{ error: { fields: Record<string, string> } }>('POST', '/api/admin/videos', {
      sectionId: id,
      title: '   ',
      url: '',
    });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.error.fields).toMatchObject({ title: 'REQUIRED', url: 'REQUIRED' });
    const noSectionTitle = await admin.client.json('POST', '/api/admin/videos/sections', { title: '' });
    expect(noSectionTitle.status).toBe(400);
    expect(await videoOrder(id)).toEqual(before);
  });

  it('answers 404 for a video in a section that does not exist', async () => {
    const response = await admin.client.json('POST', '/api/admin/videos', {
      sectionId: NO_SUCH_ID,
      title: 'Verwaist',
      url: 'https://vimeo.com/1',
    });
    expect(response.status).toBe(404);
  });

  it('lists every section with every video, whatever its language or types', async () => {
    const { id } = await createSection('Mehrsprachig');
    const turkish = await createVideo(id, 'Türkçe', { language: 'tr', mpuTypes: ['drugs'] });
    await createVideo(id, 'English', { language: 'en', mpuTypes: ['points'] });
    await platform.db.insert(videoQuizzes).values([
      { videoId: turkish.id, question: 'Bir?', options: ['a', 'b'], correctAnswers: ['a'], order: 1 },
      { videoId: turkish.id, question: 'İki?', options: ['a', 'b'], correctAnswers: ['b'], order: 2 },
    ]);
    const list = await admin.client.json<{ sections: Section[] }>('GET', '/api/admin/videos');
    expect(list.status).toBe(200);
    const section = list.body.sections.find((s) => s.id === id)!;
    expect(section.videos.map((v) => [v.title, v.quizCount])).toEqual([
      ['Türkçe', 2],
      ['English', 0],
    ]);
  });
});

describe('editing', () => {
  it("saves the modal's fields", async () => {
    const { id: sectionId } = await createSection('Bearbeiten');
    const { id } = await createVideo(sectionId, 'Alt');
    const saved = await admin.client.json<{ title: string; url: string; language: string; mpuTypes: string[] }>(
      'PUT',
      `/api/admin/videos/${id}`,
      {
        title: 'Neu',
        description: 'Beschreibung',
        url: 'https://vimeo.com/76979871',
        language: 'en',
        country: ['DE', 'AT'],
        mpuTypes: ['drugs', 'alcohol'],
      },
    );
    expect(saved.status).toBe(200);
    const [row] = await platform.db.select().from(videos).where(eq(videos.id, id));
    expect(row).toMatchObject({
      title: 'Neu',
      description: 'Beschreibung',
      url: 'https://vimeo.com/76979871',
      language: 'en',
      country: ['DE', 'AT'],
      mpuTypes: ['drugs', 'alcohol'],
    });
  });

  it('switching an uploaded video to a link removes its file from storage', async () => {
    const { id: sectionId } = await createSection('Datei zu Link');
    const { id } = await createVideo(sectionId, 'Eigenes Video');
    await platform.media.put('videos/test/clip.webm', Readable.from([Buffer.from('clip')]), { contentType: 'video/webm', size: 4 });
    await platform.db
      .update(videos)
      .set({ url: '', fileKey: 'videos/test/clip.webm', fileType: 'video/webm', fileSize: 4 })
      .where(eq(videos.id, id));

    const saved = await admin.client.json<{ file: unknown }>('PUT', `/api/admin/videos/${id}`, {
      title: 'Eigenes Video',
      url: 'https://vimeo.com/1',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.file).toBeNull();
    expect(await platform.media.stat('videos/test/clip.webm')).toBeNull();
  });
});

describe('ordering', () => {
  it('renumbers the sections from 1 in the order sent', async () => {
    const before = await platform.db.select().from(videoSections).orderBy(asc(videoSections.order));
    const reversed = [...before].reverse().map((s) => s.id);
    const response = await admin.client.json('PUT', '/api/admin/videos/sections/order', { sectionIds: reversed });
    expect(response.status).toBe(200);
    const after = await platform.db.select().from(videoSections).orderBy(asc(videoSections.order));
    expect(after.map((s) => s.id)).toEqual(reversed);
    expect(after.map((s) => s.order)).toEqual(before.map((_, index) => index + 1));
  });

  it('refuses a section list that leaves a section out (409) and keeps the order', async () => {
    const before = await sectionOrder();
    const all = await platform.db.select().from(videoSections).orderBy(asc(videoSections.order));
    const response = await admin.client.json<{ error: { code: string } }>('PUT', '/api/admin/videos/sections/order', {
      sectionIds: all.slice(1).map((s) => s.id),
    });
    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe('ORDER_STALE');
    expect(await sectionOrder()).toEqual(before);
  });

  it('moves a video into another section and renumbers both', async () => {
    const from = await createSection('Von');
    const to = await createSection('Nach');
    const v1 = await createVideo(from.id, 'Eins');
    const v2 = await createVideo(from.id, 'Zwei');
    const v3 = await createVideo(from.id, 'Drei');
    const w1 = await createVideo(to.id, 'Vier');
    const response = await admin.client.json('PUT', '/api/admin/videos/order', {
      sections: [
        { sectionId: from.id, videoIds: [v3.id, v1.id] },
        { sectionId: to.id, videoIds: [w1.id, v2.id] },
      ],
    });
    expect(response.status).toBe(200);
    expect(await videoOrder(from.id)).toEqual(['1:Drei', '2:Eins']);
    expect(await videoOrder(to.id)).toEqual(['1:Vier', '2:Zwei']);
  });

  it('refuses a list that would leave a video of the section unlisted (409), nothing moves', async () => {
    const section = await createSection('Veraltet');
    const a = await createVideo(section.id, 'A');
    await createVideo(section.id, 'B');
    const response = await admin.client.json('PUT', '/api/admin/videos/order', { sections: [{ sectionId: section.id, videoIds: [a.id] }] });
    expect(response.status).toBe(409);
    expect(await videoOrder(section.id)).toEqual(['1:A', '2:B']);
  });

  it('a renumber that fails half-way leaves the old order (one transaction)', async () => {
    const section = await createSection('Atomar');
    const a = await createVideo(section.id, 'A');
    const b = await createVideo(section.id, 'B');
    const c = await createVideo(section.id, 'C');
    // the database refuses the update of A, sent last: C and B were already renumbered by then
    await platform.db.execute(
      sql.raw(`create function refuse_video_update() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`),
    );
    await platform.db.execute(
      sql.raw(
        `create trigger refuse_a before update on videos for each row when (old.id = '${a.id}') execute function refuse_video_update()`,
      ),
    );
    try {
      const response = await admin.client.json('PUT', '/api/admin/videos/order', {
        sections: [{ sectionId: section.id, videoIds: [c.id, b.id, a.id] }],
      });
      expect(response.status).toBe(500);
    } finally {
      await platform.db.execute(sql.raw('drop trigger refuse_a on videos'));
      await platform.db.execute(sql.raw('drop function refuse_video_update()'));
    }
    expect(await videoOrder(section.id)).toEqual(['1:A', '2:B', '3:C']);
  });

  it('answers 404 for an unknown video and changes nothing', async () => {
    const section = await createSection('Unbekannt');
    const a = await createVideo(section.id, 'A');
    const response = await admin.client.json('PUT', '/api/admin/videos/order', {
      sections: [{ sectionId: section.id, videoIds: [NO_SUCH_ID, a.id] }],
    });
    expect(response.status).toBe(404);
    expect(await videoOrder(section.id)).toEqual(['1:A']);
  });
});

describe('deleting', () => {
  it('a section goes with its videos, their quiz questions, progress and files', async () => {
    const section = await createSection('Weg damit');
    const video = await createVideo(section.id, 'Mit Datei');
    await platform.media.put('videos/gone/clip.mp4', Readable.from([Buffer.from('mp4!')]), { contentType: 'video/mp4', size: 4 });
    await platform.db
      .update(videos)
      .set({ fileKey: 'videos/gone/clip.mp4', fileType: 'video/mp4', fileSize: 4 })
      .where(eq(videos.id, video.id));
    await platform.db
      .insert(videoQuizzes)
      .values({ videoId: video.id, question: 'F?', options: ['a', 'b'], correctAnswers: ['a'], order: 1 });
    const learner = await signUpVerified(platform, { mpuReason: 'alcohol' });
    await platform.db.insert(videoProgress).values({ userId: learner.userId, videoId: video.id, completed: true });

    const response = await admin.client.json('DELETE', `/api/admin/videos/sections/${section.id}`);
    expect(response.status).toBe(200);
    expect(await platform.db.select().from(videos).where(eq(videos.id, video.id))).toEqual([]);
    expect(await platform.db.select().from(videoQuizzes).where(eq(videoQuizzes.videoId, video.id))).toEqual([]);
    expect(await platform.db.select().from(videoProgress).where(eq(videoProgress.videoId, video.id))).toEqual([]);
    expect(await platform.media.stat('videos/gone/clip.mp4')).toBeNull();
    expect((await admin.client.json('DELETE', `/api/admin/videos/sections/${section.id}`)).status).toBe(404);
  });

  it('a video goes with its file; the others of its section keep their place', async () => {
    const section = await createSection('Einzeln');
    await createVideo(section.id, 'Bleibt');
    const video = await createVideo(section.id, 'Geht');
    await platform.media.put('videos/one/clip.webm', Readable.from([Buffer.from('webm')]), { contentType: 'video/webm', size: 4 });
    await platform.db
      .update(videos)
      .set({ fileKey: 'videos/one/clip.webm', fileType: 'video/webm', fileSize: 4 })
      .where(eq(videos.id, video.id));

    expect((await admin.client.json('DELETE', `/api/admin/videos/${video.id}`)).status).toBe(200);
    expect(await videoOrder(section.id)).toEqual(['1:Bleibt']);
    expect(await platform.media.stat('videos/one/clip.webm')).toBeNull();
  });
});

describe('a learner replaying the management calls', () => {
  it('gets 403 for each, and nothing changes', async () => {
    const section = await createSection('Geschützt');
    const video = await createVideo(section.id, 'Geschützt');
    const { client } = await signUpVerified(platform, { mpuReason: 'alcohol' });
    const before = { sections: await sectionOrder(), videos: await platform.db.select().from(videos).orderBy(asc(videos.id)) };
    const calls = [
      client.json('GET', '/api/admin/videos'),
      client.json('POST', '/api/admin/videos/sections', { title: 'Gekapert' }),
      client.json('DELETE', `/api/admin/videos/sections/${section.id}`),
      client.json('PUT', '/api/admin/videos/sections/order', { sectionIds: [section.id] }),
      client.json('POST', '/api/admin/videos', { sectionId: section.id, title: 'Gekapert', url: 'https://vimeo.com/1' }),
      client.json('PUT', `/api/admin/videos/${video.id}`, { title: 'Gekapert', url: 'https://vimeo.com/1' }),
      client.json('DELETE', `/api/admin/videos/${video.id}`),
      client.json('PUT', '/api/admin/videos/order', { sections: [{ sectionId: section.id, videoIds: [] }] }),
    ];
    for (const response of await Promise.all(calls)) expect(response.status).toBe(403);
    expect({ sections: await sectionOrder(), videos: await platform.db.select().from(videos).orderBy(asc(videos.id)) }).toEqual(before);
  });
});

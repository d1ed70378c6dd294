// The Video Management tab: every section with every video, create/edit/delete, and the drag-and-drop
// order. Deletes answer with the uploaded files that went with the rows, for the route to remove.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { MpuReason } from '@common/domain';
import { nextTranslations, type ContentFields, type StoredTranslations } from '@common/domain/content-language';
import type { AdminVideoSection } from '@common/schemas/video-admin';
import type { ManagedSection, ManagedVideo, SectionOrder, VideoOrder } from '@common/schemas/video-management';
import type { Database, DatabaseOrTransaction } from '../../db/client';
import { videoSections, videos } from '../../db/schema';
import { isStarterVideo } from '../../cli/demo-content/starter-rows';
import { ApiError } from '../../middleware/errors';
import { toAdminTranslations, type TranslationsInput } from '../../admin-translations';
import { createVideo, createVideoSection, videoFileOf, videoListColumns } from './videos.service';

const videoNotFound = () => new ApiError(404, 'VIDEO_NOT_FOUND', 'No such video.');
const sectionNotFound = () => new ApiError(404, 'SECTION_NOT_FOUND', 'No such section.');
const orderStale = () => new ApiError(409, 'ORDER_STALE', 'The order was changed meanwhile; reload and try again.');

/** One order change at a time, so two admins dragging at once cannot interleave their renumbering. */
const lockOrder = (tx: DatabaseOrTransaction) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('video-order'))`);

export interface VideoFields {
  title: string;
  description: string;
  source: 'url' | 'file';
  url: string;
  language: 'de' | 'en' | 'tr';
  country: string[];
  mpuTypes: MpuReason[];
  translations?: TranslationsInput<ContentFields['video']>;
}

type ManagedVideoRow = Omit<ManagedVideo, 'file' | 'isStarterContent' | 'translations'> & {
  fileKey: string | null;
  fileType: string | null;
  fileSize: number | null;
  translations: StoredTranslations<ContentFields['video']>;
};

function toManagedVideo({ fileKey, fileType, fileSize, translations, ...video }: ManagedVideoRow): ManagedVideo {
  return {
    ...video,
    file: videoFileOf({ fileKey, fileType, fileSize }),
    isStarterContent: isStarterVideo(video),
    translations: toAdminTranslations({ title: video.title, description: video.description }, translations),
  };
}

const managedVideoColumns = { ...videoListColumns, translations: videos.translations };

async function managedVideo(db: DatabaseOrTransaction, id: string): Promise<ManagedVideo> {
  const [row] = await db.select(managedVideoColumns).from(videos).where(eq(videos.id, id));
  if (!row) throw videoNotFound();
  return toManagedVideo(row);
}

export async function listManagedSections(db: Database): Promise<ManagedSection[]> {
  const [sections, rows] = await Promise.all([
    db.select().from(videoSections).orderBy(asc(videoSections.order), asc(videoSections.id)),
    db.select(managedVideoColumns).from(videos).orderBy(asc(videos.order), asc(videos.id)),
  ]);
  return sections.map(({ id, title, description, order, translations }) => ({
    id,
    title,
    description,
    order,
    translations: toAdminTranslations({ title, description }, translations),
    videos: rows.filter((video) => video.sectionId === id).map(toManagedVideo),
  }));
}

export async function addSection(
  db: Database,
  input: { title: string; description: string; translations?: TranslationsInput<ContentFields['videoSection']> },
): Promise<AdminVideoSection> {
  const { id, order } = await createVideoSection({ db, section: input });
  const [row] = await db.select({ translations: videoSections.translations }).from(videoSections).where(eq(videoSections.id, id));
  return {
    id,
    order,
    title: input.title,
    description: input.description,
    translations: toAdminTranslations({ title: input.title, description: input.description }, row?.translations),
  };
}

/** The section goes with its videos (cascade); answers the keys of their uploaded files. */
export async function deleteSection(db: Database, id: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const files = await tx
      .select({ key: videos.fileKey })
      .from(videos)
      .where(and(eq(videos.sectionId, id), sql`${videos.fileKey} is not null`));
    const deleted = await tx.delete(videoSections).where(eq(videoSections.id, id)).returning({ id: videoSections.id });
    if (deleted.length === 0) throw sectionNotFound();
    return files.map((file) => file.key!);
  });
}

/** Renumbers every section 1, 2, 3, … in the given order; the list must name exactly the sections there are. */
export async function reorderSections(db: Database, { sectionIds }: SectionOrder): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOrder(tx);
    const existing = await tx.select({ id: videoSections.id }).from(videoSections);
    const listed = new Set(sectionIds);
    if (existing.length !== listed.size || existing.some((section) => !listed.has(section.id))) throw orderStale();
    for (const [index, id] of sectionIds.entries()) {
      await tx
        .update(videoSections)
        .set({ order: index + 1 })
        .where(eq(videoSections.id, id));
    }
  });
}

export async function addVideo(db: Database, input: VideoFields & { sectionId: string }): Promise<ManagedVideo> {
  const [section] = await db.select({ id: videoSections.id }).from(videoSections).where(eq(videoSections.id, input.sectionId));
  if (!section) throw sectionNotFound();
  const { id } = await createVideo({ db, video: input });
  return managedVideo(db, id);
}

/**
 * Saves the edit modal. Switching a file video to a link drops its file: the answer names the key to
 * remove. Switching to 'file' keeps any file it has (the upload replaces it).
 */
export async function updateVideo(
  db: Database,
  id: string,
  input: VideoFields,
): Promise<{ video: ManagedVideo; droppedFile: string | null }> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ fileKey: videos.fileKey, translations: videos.translations })
      .from(videos)
      .where(eq(videos.id, id))
      .for('update');
    if (!current) throw videoNotFound();
    const dropFile = input.source === 'url' && current.fileKey !== null;
    const german = { title: input.title, description: input.description };
    await tx
      .update(videos)
      .set({
        ...german,
        translations: nextTranslations({ german, stored: current.translations, submitted: input.translations }),
        url: input.url,
        language: input.language,
        country: input.country,
        mpuTypes: input.mpuTypes,
        ...(dropFile ? { fileKey: null, fileType: null, fileSize: null } : {}),
      })
      .where(eq(videos.id, id));
    return { video: await managedVideo(tx, id), droppedFile: dropFile ? current.fileKey : null };
  });
}

/** Answers the key of the video's uploaded file, if it had one. */
export async function deleteVideo(db: Database, id: string): Promise<string | null> {
  const [deleted] = await db.delete(videos).where(eq(videos.id, id)).returning({ fileKey: videos.fileKey });
  if (!deleted) throw videoNotFound();
  return deleted.fileKey;
}

/**
 * Gives each listed section exactly the listed videos, numbered from 1 (a video listed under another
 * section than its own moves there). A listed section that would keep a video not in its list means
 * the admin's page is out of date: nothing changes.
 */
export async function reorderVideos(db: Database, { sections }: VideoOrder): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOrder(tx);
    const sectionIds = sections.map((section) => section.sectionId);
    const videoIds = sections.flatMap((section) => section.videoIds);
    const foundSections = await tx.select({ id: videoSections.id }).from(videoSections).where(inArray(videoSections.id, sectionIds));
    if (foundSections.length !== sectionIds.length) throw sectionNotFound();
    const found = videoIds.length > 0 ? await tx.select({ id: videos.id }).from(videos).where(inArray(videos.id, videoIds)) : [];
    if (found.length !== videoIds.length) throw videoNotFound();
    const listed = new Set(videoIds);
    const inTouchedSections = await tx.select({ id: videos.id }).from(videos).where(inArray(videos.sectionId, sectionIds));
    if (inTouchedSections.some((video) => !listed.has(video.id))) throw orderStale();
    for (const section of sections) {
      for (const [index, id] of section.videoIds.entries()) {
        await tx
          .update(videos)
          .set({ sectionId: section.sectionId, order: index + 1 })
          .where(eq(videos.id, id));
      }
    }
  });
}

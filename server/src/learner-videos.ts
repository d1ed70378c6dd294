// The video figures of the overview, the statistics and the integration API, by the library's rule
// (common/src/domain/learner-videos.ts: scope, interface language with German as the fallback, and
// only videos that can play). The per-mask counters of migration 0012 know neither a video's language
// nor whether it can play, so the rule counts in the server over every video's facts and the
// learner's done marks (at most one row per video). The facts are the same for every learner and
// change rarely: each process keeps the latest it read, and a request reads only their version.
import { sql, type SQL } from 'drizzle-orm';
import type { Language } from '@common/domain';
import { selectLearnerVideos, type VideoLanguage } from '@common/domain/learner-videos';
import type { ContentScope } from './content-scope';
import type { Database } from './db/client';
import { perDatabase } from './db/per-database';

/** A video's facts as the statements read them: id, language, MPU types, url, whether it has a file. */
export type VideoFactsRow = [id: string, language: VideoLanguage, mpuTypes: string[], url: string, hasFile: boolean];

/**
 * The version of the videos table's rows: their number and the sum of the transactions that wrote
 * them (xmin). An insert or a delete changes the number; an update writes a new row version with a
 * newer transaction than the one it replaces, which raises the sum, so a version does not come back
 * (short of transaction ids wrapping around after billions of transactions). Cheaper per request
 * than reading the facts: nothing to build, send or parse (docs/performance.md, 2026-11-26).
 */
export const videoFactsVersion = sql<string>`(select count(*)::text || '/' || coalesce(sum(v.xmin::text::bigint), 0)::text from videos v)`;

const videoFactsQuery = sql`select coalesce(json_agg(json_build_array(v.id, v.language, v.mpu_types, v.url,
  v.file_key is not null)), '[]'::json) as videos from videos v`;

interface HeldFacts {
  version: string;
  videos: Promise<VideoFactsRow[]>;
}

const heldFacts = perDatabase((): { latest?: HeldFacts } => ({}));

/**
 * Every video's facts, at least as new as `version` (what the request's own statement saw): the ones
 * this process holds when their version matches, else read again (and held).
 */
export function videoFactsAt(db: Database, version: string): Promise<VideoFactsRow[]> {
  const held = heldFacts(db);
  if (held.latest?.version !== version) {
    // read after the request's statement, so never older than what it saw
    const videos = db.execute(videoFactsQuery).then((result) => (result.rows[0] as { videos: VideoFactsRow[] }).videos);
    held.latest = { version, videos };
    // a failed read is not kept: the next request reads again
    videos.catch(() => {
      if (held.latest?.videos === videos) held.latest = undefined;
    });
  }
  return held.latest!.videos;
}

/** Every video's facts now (the integration API, which reads no version first). */
export async function currentVideoFacts(db: Database): Promise<VideoFactsRow[]> {
  const result = await db.execute(videoFactsQuery);
  return (result.rows[0] as { videos: VideoFactsRow[] }).videos;
}

/** The ids of the videos a user marked done, as a JSON array (read through video_progress's primary key). */
export const videosDoneBy = (userId: SQL | string) =>
  sql<string[]>`(select coalesce(json_agg(vp.video_id), '[]'::json) from video_progress vp where vp.user_id = ${userId} and vp.completed)`;

export interface LearnerVideoCounts {
  /** The videos the library shows the learner that can play. */
  total: number;
  /** Of those, the ones marked done. */
  completed: number;
  /** The ids of the videos counted in `total`. */
  countedIds: string[];
}

export function countLearnerVideos({
  videos,
  done,
  scope,
  language,
}: {
  videos: readonly VideoFactsRow[];
  done: readonly string[];
  scope: ContentScope;
  language: Language;
}): LearnerVideoCounts {
  const facts = videos.map(([id, videoLanguage, mpuTypes, url, hasFile]) => ({ id, language: videoLanguage, mpuTypes, url, hasFile }));
  const countedIds = selectLearnerVideos(facts, { scope, language }).counted.map((video) => video.id);
  const isDone = new Set(done);
  return { total: countedIds.length, completed: countedIds.filter((id) => isDone.has(id)).length, countedIds };
}

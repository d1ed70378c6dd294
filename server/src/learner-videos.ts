// The video figures of the overview, the statistics and the integration API, by the library's rule
// (common/src/domain/learner-videos.ts: scope, interface language with German as the fallback, and
// only videos that can play). The per-mask counters of migration 0012 know neither a video's language
// nor whether it can play, so the statements read every video's facts (content is small) and the
// learner's done marks (at most one row per video), and the rule picks.
import { sql, type SQL } from 'drizzle-orm';
import type { Language } from '@common/domain';
import { selectLearnerVideos, type VideoLanguage } from '@common/domain/learner-videos';
import type { ContentScope } from './content-scope';

/** A video's facts as the statements read them: id, language, MPU types, url, whether it has a file. */
export type VideoFactsRow = [id: string, language: VideoLanguage, mpuTypes: string[], url: string, hasFile: boolean];

/** Every video's facts, as a JSON array of VideoFactsRow (a scalar subquery). */
export const allVideoFacts = sql<VideoFactsRow[]>`(select coalesce(json_agg(json_build_array(v.id, v.language, v.mpu_types, v.url,
  v.file_key is not null)), '[]'::json) from videos v)`;

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

// Which videos a learner sees in the library, and which of them count toward readiness and the
// overview's "X von Y": one rule for the library, the overview, the statistics and the integration
// API (docs/decisions/075-honest-totals.md).
import type { Language } from './value-sets';
import { VIDEO_LANGUAGES } from './value-sets';
import { canPlayVideo } from './video-hosts';

export type VideoLanguage = (typeof VIDEO_LANGUAGES)[number];

/** Whom content is for: everything (admins, learners without reasons) or the content sharing a reason. */
export interface VideoScope {
  everything: boolean;
  reasons: readonly string[];
}

/** What the rule needs to know of a video. */
export interface VideoFacts {
  language: VideoLanguage;
  mpuTypes: readonly string[];
  url: string;
  /** An uploaded file plays instead of the url. */
  hasFile: boolean;
}

export interface LearnerVideos<T> {
  /** The language of the first videos shown: the interface language, or German when there are none in it. */
  language: VideoLanguage;
  /** What the library lists, in the order given. */
  shown: T[];
  /** The shown videos that can play: what readiness and "X von Y" count and what can be marked done. */
  counted: T[];
  /** Languages other than the interface language and German with videos for this learner (the empty library names them). */
  otherLanguages: VideoLanguage[];
}

/** Videos without types are for 'everything' only (admins, learners without reasons). */
export function isVideoInScope(scope: VideoScope, mpuTypes: readonly string[]): boolean {
  return scope.everything || mpuTypes.some((type) => scope.reasons.includes(type));
}

/** A video whose file upload has not finished has neither an address nor a file: nobody but the admin sees it. */
function isListed(video: VideoFacts): boolean {
  return video.url !== '' || video.hasFile;
}

/**
 * The videos in the learner's scope: those in the interface language first, then the German ones (labelled
 * 'Deutsch' in the library; with none in the interface language the library says the videos are in German).
 * Of those, the playable ones count.
 */
export function selectLearnerVideos<T extends VideoFacts>(
  videos: readonly T[],
  viewer: { scope: VideoScope; language: Language },
): LearnerVideos<T> {
  const available = videos.filter((video) => isListed(video) && isVideoInScope(viewer.scope, video.mpuTypes));
  const language: VideoLanguage = available.some((video) => video.language === viewer.language) ? viewer.language : 'de';
  // the interface language's videos first, then the German ones (most MPU material is German; the library labels them)
  const shown = [
    ...available.filter((video) => video.language === viewer.language),
    ...(viewer.language === 'de' ? [] : available.filter((video) => video.language === 'de')),
  ];
  const others = new Set(available.map((video) => video.language).filter((other) => other !== viewer.language && other !== 'de'));
  return {
    language,
    shown,
    counted: shown.filter(canPlayVideo),
    otherLanguages: VIDEO_LANGUAGES.filter((other) => others.has(other)),
  };
}

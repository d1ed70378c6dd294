import { describe, expect, it } from 'vitest';
import { countInScope, countingViewerOf, mpuMaskOf, progressCountsFor, type ProgressFacts } from './progress-counts';

/** A per-mask array of 32 with the given counts at the given masks. */
function perMask(entries: Record<number, number>): number[] {
  return Array.from({ length: 32 }, (_, mask) => entries[mask] ?? 0);
}

describe('progress counters in a viewer scope', () => {
  it('gives each MPU reason its bit and ignores unknown types and repeats', () => {
    expect(mpuMaskOf([])).toBe(0);
    expect(mpuMaskOf(['alcohol'])).toBe(1);
    expect(mpuMaskOf(['drugs', 'alcohol', 'drugs'])).toBe(3);
    expect(mpuMaskOf(['points', 'criminal', 'medizinalcannabis', 'speeding'])).toBe(28);
  });

  // 5 untyped, 4 alcohol (1), 3 drugs (2), 2 alcohol+drugs (3), 1 points (4)
  const counts = perMask({ 0: 5, 1: 4, 2: 3, 3: 2, 4: 1 });

  it('counts content sharing a reason with the learner', () => {
    expect(countInScope(counts, { everything: false, reasons: ['alcohol'] }, false)).toBe(6);
    expect(countInScope(counts, { everything: false, reasons: ['drugs', 'points'] }, false)).toBe(6);
    expect(countInScope(counts, { everything: false, reasons: ['criminal'] }, false)).toBe(0);
  });

  it('counts untyped quiz categories for everyone, other untyped content only for everything', () => {
    expect(countInScope(counts, { everything: false, reasons: ['alcohol'] }, true)).toBe(11);
    expect(countInScope(counts, { everything: true, reasons: [] }, false)).toBe(15);
    expect(countInScope(counts, { everything: true, reasons: [] }, true)).toBe(15);
  });

  const YOUTUBE = 'https://youtu.be/dQw4w9WgXcQ';
  const progress: ProgressFacts = {
    counters: null,
    totals: { questions: perMask({ 0: 1, 2: 7 }), chapters: 9 },
    videos: [
      ['v1', 'de', ['drugs'], YOUTUBE, false],
      ['v2', 'de', ['drugs'], 'https://example.org/v', false],
      ['v3', 'de', ['alcohol'], YOUTUBE, false],
      ['v4', 'en', ['drugs'], '', true],
    ],
    videosDone: ['v1', 'v2', 'v3'],
  };
  const drugsLearner = { role: 'user' as const, mpuReasons: ['drugs'], mpuReason: null };

  it('a learner without a counter row has answered nothing yet; the videos are those of the library that play', () => {
    const viewer = countingViewerOf({ ...drugsLearner, permissions: { courses: true } }, 'de');
    expect(progressCountsFor(progress, viewer)).toEqual({
      counts: {
        videosTotal: 1,
        videosCompleted: 1,
        questionsTotal: 8,
        questionsCorrect: 0,
        chaptersTotal: 9,
        chaptersCompleted: 0,
        attempts: 0,
        incorrectAttempts: 0,
      },
      countedVideoIds: ['v1'],
    });
    // in English: the English video first, then the German one
    expect(
      progressCountsFor(progress, countingViewerOf({ ...drugsLearner, permissions: { courses: true } }, 'en')).countedVideoIds,
    ).toEqual(['v4', 'v1']);
  });

  it('counts nothing behind a page the learner cannot open', () => {
    const withoutCourses = countingViewerOf({ ...drugsLearner, permissions: { courses: false } }, 'de');
    expect(progressCountsFor(progress, withoutCourses).counts).toMatchObject({ videosTotal: 1, questionsTotal: 0, chaptersTotal: 0 });
    const withoutVideos = countingViewerOf({ ...drugsLearner, permissions: { courses: true, videos: false } }, 'de');
    expect(progressCountsFor(progress, withoutVideos)).toMatchObject({
      counts: { videosTotal: 0, videosCompleted: 0, questionsTotal: 8 },
      countedVideoIds: [],
    });
    // admins open every page
    const admin = countingViewerOf({ ...drugsLearner, role: 'admin', permissions: { courses: false, videos: false } }, 'de');
    expect(progressCountsFor(progress, admin).counts).toMatchObject({ videosTotal: 2, questionsTotal: 8, chaptersTotal: 9 });
  });
});

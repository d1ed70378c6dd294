// The onboarding tour's steps (docs/spec-notes.md, Onboarding tour) and when it starts
// (section 4: once per user, when the seen flag is absent). Pure, so it is unit-tested.
import type { ParseKeys } from 'i18next';
import type { Role } from '@common/domain/page-keys';

/** A key of the tour namespace, checked against its German file (as lib/i18n's TranslationKey). */
type TourKey = `tour:${ParseKeys<'tour'>}`;

/** One step per menu entry, in the order the menu shows them. */
export const TOUR_STEP_IDS = [
  'dashboard',
  'statistics',
  'courses',
  'videos',
  'lexicon',
  'news',
  'book-session',
  'ai-assistant',
  'exam-trainer',
  'performance-trainer',
  'abstinence',
  'my-story',
  'counsellor',
  'settings',
  'admin',
] as const;
export type TourStepId = (typeof TOUR_STEP_IDS)[number];

/** What a step carries besides its texts (joyride's `data`). */
export interface TourStepData {
  /** A learner's first step: asks for the first name (optional), saved to Persönliche Daten. */
  asksFirstName?: boolean;
}

/** Only learners are asked: the first step's name field is part of their first hour. */
export function asksFirstNameOnFirstStep(role: Role): boolean {
  return role !== 'admin';
}

export interface TourStepText {
  titleKey: TourKey;
  contentKey: TourKey;
}

export const TOUR_STEP_TEXTS: Record<TourStepId, TourStepText> = {
  dashboard: { titleKey: 'tour:steps.dashboard.title', contentKey: 'tour:steps.dashboard.content' },
  statistics: { titleKey: 'tour:steps.statistics.title', contentKey: 'tour:steps.statistics.content' },
  courses: { titleKey: 'tour:steps.courses.title', contentKey: 'tour:steps.courses.content' },
  videos: { titleKey: 'tour:steps.videos.title', contentKey: 'tour:steps.videos.content' },
  lexicon: { titleKey: 'tour:steps.lexicon.title', contentKey: 'tour:steps.lexicon.content' },
  news: { titleKey: 'tour:steps.news.title', contentKey: 'tour:steps.news.content' },
  'book-session': { titleKey: 'tour:steps.bookSession.title', contentKey: 'tour:steps.bookSession.content' },
  'ai-assistant': { titleKey: 'tour:steps.aiAssistant.title', contentKey: 'tour:steps.aiAssistant.content' },
  'exam-trainer': { titleKey: 'tour:steps.examTrainer.title', contentKey: 'tour:steps.examTrainer.content' },
  'performance-trainer': { titleKey: 'tour:steps.performanceTrainer.title', contentKey: 'tour:steps.performanceTrainer.content' },
  abstinence: { titleKey: 'tour:steps.abstinence.title', contentKey: 'tour:steps.abstinence.content' },
  'my-story': { titleKey: 'tour:steps.myStory.title', contentKey: 'tour:steps.myStory.content' },
  counsellor: { titleKey: 'tour:steps.counsellor.title', contentKey: 'tour:steps.counsellor.content' },
  settings: { titleKey: 'tour:steps.settings.title', contentKey: 'tour:steps.settings.content' },
  admin: { titleKey: 'tour:steps.admin.title', contentKey: 'tour:steps.admin.content' },
};

/** The `data-tour` value of a menu entry: the last segment of its path ('/dashboard' → 'dashboard'). */
export function getTourTargetId(menuPath: string): string {
  return menuPath.replace(/\/+$/, '').split('/').pop() ?? menuPath;
}

export function getTourTargetSelector(id: TourStepId): string {
  return `[data-tour="${id}"]`;
}

/** The steps whose target is on the page: entries the menu hides for this user are skipped. */
export function selectTourSteps(hasTarget: (selector: string) => boolean): TourStepId[] {
  return TOUR_STEP_IDS.filter((id) => hasTarget(getTourTargetSelector(id)));
}

export interface TourStartInput {
  /** The overview (/dashboard) is shown: the tour belongs to the first dashboard visit. */
  isOverview: boolean;
  /** Settings asked for the tour again ('Tour erneut starten'). */
  isRequested: boolean;
  /** The server's flag: finished or skipped on any device. */
  tourSeen: boolean;
  /** This browser's flag for the user. */
  hasLocalFlag: boolean;
  /** The tour already ended for this visit of the page. */
  hasEnded: boolean;
  /** An administrator: the learner tour does not start by itself (docs/decisions/074-access-for-new-accounts.md). */
  isAdmin?: boolean;
}

export function shouldRunTour({ isOverview, isRequested, tourSeen, hasLocalFlag, hasEnded, isAdmin = false }: TourStartInput): boolean {
  if (!isOverview || hasEnded) return false;
  return isRequested || (!isAdmin && !tourSeen && !hasLocalFlag);
}

/** localStorage key of the browser's seen flag, one per user (several people may share a browser). */
export function getTourFlagKey(userId: string): string {
  return `mpu:tour-seen:${userId}`;
}

import { describe, expect, it } from 'vitest';
import { MENU_ENTRIES } from '@common/domain/navigation';
import {
  asksFirstNameOnFirstStep,
  getTourFlagKey,
  getTourTargetId,
  getTourTargetSelector,
  selectTourSteps,
  shouldRunTour,
  TOUR_STEP_IDS,
} from './tour-steps';

describe('tour targets', () => {
  it('has exactly one step for every menu entry, in the menu order', () => {
    expect(MENU_ENTRIES.map((entry) => getTourTargetId(entry.path))).toEqual([...TOUR_STEP_IDS]);
  });

  it('derives the target id from the path', () => {
    expect(getTourTargetId('/dashboard')).toBe('dashboard');
    expect(getTourTargetId('/dashboard/book-session')).toBe('book-session');
    expect(getTourTargetId('/dashboard/settings/')).toBe('settings');
    expect(getTourTargetSelector('ai-assistant')).toBe('[data-tour="ai-assistant"]');
  });
});

describe('selectTourSteps', () => {
  const onPage =
    (...ids: string[]) =>
    (selector: string) =>
      ids.some((id) => selector === `[data-tour="${id}"]`);

  it('skips every step whose target is missing (a new learner sees four menu entries)', () => {
    expect(selectTourSteps(onPage('dashboard', 'videos', 'lexicon', 'settings'))).toEqual(['dashboard', 'videos', 'lexicon', 'settings']);
  });

  it('keeps the role-gated steps when the menu shows them', () => {
    expect(selectTourSteps(() => true)).toEqual([...TOUR_STEP_IDS]);
    expect(selectTourSteps(onPage('settings', 'dashboard', 'ai-assistant'))).toEqual(['dashboard', 'ai-assistant', 'settings']);
  });

  it('is empty when no target is on the page', () => {
    expect(selectTourSteps(() => false)).toEqual([]);
  });
});

describe('shouldRunTour', () => {
  const firstVisit = { isOverview: true, isRequested: false, tourSeen: false, hasLocalFlag: false, hasEnded: false };

  it('starts on the first visit of the overview', () => {
    expect(shouldRunTour(firstVisit)).toBe(true);
  });

  it('does not start again once seen, on this device or another one', () => {
    expect(shouldRunTour({ ...firstVisit, tourSeen: true })).toBe(false);
    expect(shouldRunTour({ ...firstVisit, hasLocalFlag: true })).toBe(false);
    expect(shouldRunTour({ ...firstVisit, hasEnded: true })).toBe(false);
  });

  it('starts only on the overview', () => {
    expect(shouldRunTour({ ...firstVisit, isOverview: false })).toBe(false);
    expect(shouldRunTour({ ...firstVisit, isOverview: false, isRequested: true })).toBe(false);
  });

  it('starts again when settings ask for it, until it ends', () => {
    const seen = { ...firstVisit, tourSeen: true, hasLocalFlag: true };
    expect(shouldRunTour({ ...seen, isRequested: true })).toBe(true);
    expect(shouldRunTour({ ...seen, isRequested: true, hasEnded: true })).toBe(false);
  });

  it('does not start the learner tour by itself for an administrator, who may still ask for it in the settings', () => {
    expect(shouldRunTour({ ...firstVisit, isAdmin: true })).toBe(false);
    expect(shouldRunTour({ ...firstVisit, isAdmin: true, isRequested: true })).toBe(true);
  });

  it('keeps one flag per user', () => {
    expect(getTourFlagKey('u1')).not.toBe(getTourFlagKey('u2'));
  });
});

describe('asksFirstNameOnFirstStep', () => {
  it('asks a learner for the first name, not an administrator', () => {
    expect(asksFirstNameOnFirstStep('user')).toBe(true);
    expect(asksFirstNameOnFirstStep('admin')).toBe(false);
  });
});

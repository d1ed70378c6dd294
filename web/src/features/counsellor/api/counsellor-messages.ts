// Error codes of the counsellor API to sentences; anything unknown gets the action's general text.
import { ApiError } from '../../../lib/api-client';
import type { TranslationKey } from '../../../lib/i18n';

export type CounsellorAction = 'cancel' | 'outcome' | 'saveSettings';

type Key = TranslationKey<'counsellor'>;

const FAILED: Record<CounsellorAction, Key> = {
  cancel: 'counsellor:errors.cancel',
  outcome: 'counsellor:errors.outcome',
  saveSettings: 'counsellor:errors.saveSettings',
};

/** The account has the role but no linked counsellor profile (or lost it): the pages say whom to ask. */
export function isNotACounsellor(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'NOT_A_COUNSELLOR' || error.status === 403);
}

export function getCounsellorErrorKey(error: unknown, action: CounsellorAction): Key {
  if (!(error instanceof ApiError) || error.isNetworkError) return FAILED[action];
  if (isNotACounsellor(error)) return 'counsellor:notACounsellor';
  if (error.code === 'ALREADY_CANCELLED') return 'counsellor:errors.alreadyCancelled';
  if (error.code === 'ALREADY_STARTED') return 'counsellor:errors.alreadyStarted';
  if (error.code === 'NOT_STARTED') return 'counsellor:errors.notStarted';
  if (error.code === 'CANCELLED') return 'counsellor:errors.cancelledOutcome';
  if (error.status === 404) return 'counsellor:errors.notFound';
  if (action === 'saveSettings' && error.code === 'VALIDATION_ERROR') return 'counsellor:errors.invalidSettings';
  return FAILED[action];
}

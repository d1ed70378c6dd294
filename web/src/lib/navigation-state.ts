// Navigation states one screen hands to another, kept in lib so that no feature imports another.

/** Settings → 'Tour erneut starten': the shell starts the onboarding tour on /dashboard again. */
export const TOUR_REQUEST_STATE = { startTour: true } as const;

export function isTourRequest(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { startTour?: unknown }).startTour === true;
}

/** After the account was deleted the sign-in page says so. */
export const ACCOUNT_DELETED_STATE = { accountDeleted: true } as const;

export function isAccountDeletedNotice(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { accountDeleted?: unknown }).accountDeleted === true;
}

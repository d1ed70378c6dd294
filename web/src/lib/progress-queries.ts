// Cached answers that a learner's own progress changes (an answered question moves the dashboard
// and the quiz hub), so the feature that records progress can refresh them without importing the
// features that show them.
import type { QueryClient } from '@tanstack/react-query';

export const DASHBOARD_QUERY_KEY = ['dashboard'] as const;
export const QUIZ_QUERY_KEY = ['quiz'] as const;
/** How many questions are due for repetition today (the overview's "Wiederholen" recommendation). */
export const REVIEW_DUE_QUERY_KEY = [...QUIZ_QUERY_KEY, 'review-due'] as const;

export function invalidateProgress(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: [...QUIZ_QUERY_KEY, 'hub'] }),
    queryClient.invalidateQueries({ queryKey: REVIEW_DUE_QUERY_KEY }),
  ]);
}

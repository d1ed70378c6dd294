// GET /api/quiz/review-due: the questions due for repetition today, for the overview's recommendation.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';
import { REVIEW_DUE_QUERY_KEY } from '../../../lib/progress-queries';

export const reviewDueQueryOptions = queryOptions({
  queryKey: REVIEW_DUE_QUERY_KEY,
  queryFn: ({ signal }) => callApi(api.quiz['review-due'].$get, {}, { signal }),
});

/** Only asked when the learner may open the exam questions (page 'courses'). */
export const useReviewDue = (enabled: boolean) => useQuery({ ...reviewDueQueryOptions, enabled });

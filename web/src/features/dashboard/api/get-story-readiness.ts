// GET /api/my-story/readiness: the overview's line about the learner's own MPU story (issue 37).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';

export const storyReadinessQueryOptions = queryOptions({
  // under the story page's key ['my-story'], so a save there refreshes the line
  queryKey: ['my-story', 'readiness'],
  queryFn: ({ signal }) => callApi(api['my-story'].readiness.$get, {}, { signal }),
});

/** Only asked when the learner may open the page 'my-story'. */
export const useStoryReadiness = (enabled: boolean) => useQuery({ ...storyReadinessQueryOptions, enabled });

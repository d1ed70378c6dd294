// GET /api/booking/instructors: the counsellors to choose from (also the admin tab's list).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';

export const INSTRUCTORS_QUERY_KEY = ['booking', 'instructors'] as const;

export const instructorsQueryOptions = () =>
  queryOptions({
    queryKey: INSTRUCTORS_QUERY_KEY,
    queryFn: ({ signal }) => callApi(api.booking.instructors.$get, {}, { signal }),
  });

export function useInstructors() {
  return useQuery(instructorsQueryOptions());
}

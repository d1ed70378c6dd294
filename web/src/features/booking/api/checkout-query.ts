// GET /api/booking/checkout: what the booking form needs before 'Buchen' (invoice, address, what can be shared).
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';

export const CHECKOUT_QUERY_KEY = ['booking', 'checkout'] as const;

export const checkoutQueryOptions = () =>
  queryOptions({
    queryKey: CHECKOUT_QUERY_KEY,
    queryFn: ({ signal }) => callApi(api.booking.checkout.$get, {}, { signal }),
  });

export function useCheckout() {
  return useQuery(checkoutQueryOptions());
}

export function invalidateCheckout(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: CHECKOUT_QUERY_KEY });
}

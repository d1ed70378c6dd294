import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';

export const ADMIN_USERS_QUERY_KEY = ['admin', 'users'] as const;

export interface ListUsersInput {
  search: string;
  page: number;
}

/** GET /api/admin/users; the server's default page size (ADMIN_USERS_PAGE_SIZE), the answer says which it used. */
export function listUsers({ search, page }: ListUsersInput, signal?: AbortSignal) {
  return callApi(api.admin.users.$get, { query: { search, page: String(page) } }, { signal });
}

/** One page of the list as the server answers it. */
export type UserListPage = Awaited<ReturnType<typeof listUsers>>;
type ListedUser = UserListPage['items'][number];

export const listUsersQueryOptions = (input: ListUsersInput) =>
  queryOptions({
    queryKey: [...ADMIN_USERS_QUERY_KEY, input],
    queryFn: ({ signal }) => listUsers(input, signal),
    // the old page stays on screen while the next search or page loads
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export function useUsers(input: ListUsersInput) {
  return useQuery(listUsersQueryOptions(input));
}

/** Applies a saved change to every cached list page at once, before the refetch confirms it. */
export function patchCachedUser(queryClient: QueryClient, userId: string, patch: Partial<ListedUser>) {
  queryClient.setQueriesData<UserListPage>({ queryKey: ADMIN_USERS_QUERY_KEY }, (list) =>
    list ? { ...list, items: list.items.map((user) => (user.id === userId ? { ...user, ...patch } : user)) } : list,
  );
}

export function invalidateUsers(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY });
}

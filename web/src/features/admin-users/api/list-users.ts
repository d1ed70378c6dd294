import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
// types only: the schema module would pull zod into the page chunk
import type { AdminUser, AdminUserList } from '@common/schemas/admin-users';
import { apiFetch } from '../../../lib/api-client';

export const ADMIN_USERS_QUERY_KEY = ['admin', 'users'] as const;

export interface ListUsersInput {
  search: string;
  page: number;
}

export function listUsers({ search, page }: ListUsersInput, signal?: AbortSignal) {
  // the server's default page size (ADMIN_USERS_PAGE_SIZE); the answer says which it used
  const params = new URLSearchParams({ search, page: String(page) });
  return apiFetch<AdminUserList>(`/api/admin/users?${params}`, { signal });
}

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
export function patchCachedUser(queryClient: QueryClient, userId: string, patch: Partial<AdminUser>) {
  queryClient.setQueriesData<AdminUserList>({ queryKey: ADMIN_USERS_QUERY_KEY }, (list) =>
    list ? { ...list, items: list.items.map((user) => (user.id === userId ? { ...user, ...patch } : user)) } : list,
  );
}

export function invalidateUsers(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateAdminUser } from '@common/schemas/admin-users';
import { api, callApi } from '../../../lib/api-client';
import { invalidateUsers } from './list-users';

/** The server confirms the address (an admin vouches for it) and writes the default rows. */
export function createUser(input: CreateAdminUser) {
  return callApi(api.admin.users.$post, { json: input });
}

export type CreateUserResult = Awaited<ReturnType<typeof createUser>>;

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createUser, onSuccess: () => invalidateUsers(queryClient) });
}

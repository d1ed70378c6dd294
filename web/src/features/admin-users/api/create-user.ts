import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateAdminUser } from '@common/schemas/admin-users';
import { apiFetch } from '../../../lib/api-client';
import { invalidateUsers } from './list-users';

export interface CreateUserResult {
  success: true;
  message: string;
  userId: string;
}

/** The server confirms the address (an admin vouches for it) and writes the default rows. */
export function createUser(input: CreateAdminUser) {
  return apiFetch<CreateUserResult>('/api/admin/users', { method: 'POST', body: input });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createUser, onSuccess: () => invalidateUsers(queryClient) });
}

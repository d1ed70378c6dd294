import { useMutation } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';

export interface ResetUserPasswordInput {
  userId: string;
  newPassword: string;
}

/** Sets a new password and ends all of the user's sessions; answers with the user's email. */
export function resetUserPassword({ userId, newPassword }: ResetUserPasswordInput) {
  return callApi(api.admin.users[':id'].password.$post, { param: { id: userId }, json: { newPassword } });
}

export function useResetUserPassword() {
  return useMutation({ mutationFn: resetUserPassword });
}

import { useMutation } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';

/** POST /api/me/delete: removes every personal row after checking the password; the server clears the session cookie. */
export function deleteAccount(password: string) {
  return callApi(api.me.delete.$post, { json: { password } });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}

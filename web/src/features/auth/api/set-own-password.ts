import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient, unwrapAuthResult } from '../../../lib/auth-client';
import { ME_QUERY_KEY } from '../../../lib/session';

/**
 * The first sign-in with a generated password: better-auth's change-password (the server then clears
 * the account's flag and keeps this session only); the viewer is asked again, so the guard lets the
 * administrator in.
 */
export function useSetOwnPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ currentPassword, newPassword }: { currentPassword: string; newPassword: string }) =>
      unwrapAuthResult(authClient.changePassword({ currentPassword, newPassword, revokeOtherSessions: true })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}

import { useMutation } from '@tanstack/react-query';
import { authClient, unwrapAuthResult } from '../../../lib/auth-client';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/** better-auth's POST /api/auth/change-password; every other session of the user ends (a stolen one too). */
export function changePassword({ currentPassword, newPassword }: ChangePasswordInput) {
  return unwrapAuthResult(authClient.changePassword({ currentPassword, newPassword, revokeOtherSessions: true }));
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

import { useMutation } from '@tanstack/react-query';
import { authClient, unwrapAuthResult } from '../../../lib/auth-client';

/**
 * better-auth's POST /api/auth/change-email: a confirmation link goes to the new address; the
 * address changes only when that link (it lands on /auth/callback) is followed.
 */
export function changeEmail(newEmail: string) {
  return unwrapAuthResult(authClient.changeEmail({ newEmail, callbackURL: '/dashboard/settings' }));
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}

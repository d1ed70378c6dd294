import { useMutation } from '@tanstack/react-query';
import { authClient, unwrapAuthResult } from '../../../lib/auth-client';

/**
 * better-auth's POST /api/auth/change-email: a confirmation link goes to the new address; the
 * address changes only when that link (it lands on /auth/callback) is followed.
 */
export function changeEmail({ newEmail, currentPassword }: { newEmail: string; currentPassword: string }) {
  // currentPassword is the platform's addition, checked by a hook before better-auth's endpoint (server/src/auth.ts)
  const body = { newEmail, callbackURL: '/dashboard/settings', currentPassword };
  return unwrapAuthResult(authClient.changeEmail(body));
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}

import { useMutation } from '@tanstack/react-query';
import { authClient, unwrapAuthResult } from '../../../lib/auth-client';

/** The server answers the same way for unknown addresses (no account enumeration). */
export function requestPasswordReset(email: string) {
  return unwrapAuthResult(authClient.requestPasswordReset({ email, redirectTo: '/reset-password-confirm' }));
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

import { useMutation } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrapAuthResult } from './auth-request';

/** The server answers the same way for unknown addresses (no account enumeration). */
export function requestPasswordReset(email: string) {
  return unwrapAuthResult(authClient.requestPasswordReset({ email, redirectTo: '/reset-password-confirm' }));
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

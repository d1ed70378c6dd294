import { useMutation } from '@tanstack/react-query';
import { authClient, unwrapAuthResult } from '../../../lib/auth-client';

export function sendVerificationEmail(email: string) {
  return unwrapAuthResult(authClient.sendVerificationEmail({ email, callbackURL: '/auth/callback' }));
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}

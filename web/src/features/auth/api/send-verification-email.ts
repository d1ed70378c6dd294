import { useMutation } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrapAuthResult } from './auth-request';

export function sendVerificationEmail(email: string) {
  return unwrapAuthResult(authClient.sendVerificationEmail({ email, callbackURL: '/auth/callback' }));
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}

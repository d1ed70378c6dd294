import { useMutation } from '@tanstack/react-query';
import { loadAuthClient } from './sign-in';

export async function sendVerificationEmail(email: string) {
  const { authClient, unwrapAuthResult } = await loadAuthClient();
  return unwrapAuthResult(authClient.sendVerificationEmail({ email, callbackURL: '/auth/callback' }));
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}

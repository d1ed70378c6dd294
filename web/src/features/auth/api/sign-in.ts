import { useMutation } from '@tanstack/react-query';
import { authClient, unwrapAuthResult } from '../../../lib/auth-client';

export interface SignInInput {
  email: string;
  password: string;
}

export function signIn({ email, password }: SignInInput) {
  return unwrapAuthResult(authClient.signIn.email({ email, password }));
}

export function useSignIn() {
  // wrong credentials answer 401, which is not a lost session
  return useMutation({ mutationFn: signIn, meta: { ignoresUnauthorized: true } });
}

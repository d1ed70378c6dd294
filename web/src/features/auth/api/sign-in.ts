import { useMutation } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrapAuthResult } from './auth-request';

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

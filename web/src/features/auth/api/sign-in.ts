import { useMutation } from '@tanstack/react-query';

// better-auth's client loads when the reader starts on the form, not with the page: the sign-in page
// paints sooner and a visitor who only reads never downloads it
export const loadAuthClient = () => import('../../../lib/auth-client');

export interface SignInInput {
  email: string;
  password: string;
}

export async function signIn({ email, password }: SignInInput) {
  const { authClient, unwrapAuthResult } = await loadAuthClient();
  return unwrapAuthResult(authClient.signIn.email({ email, password }));
}

export function useSignIn() {
  // wrong credentials answer 401, which is not a lost session
  return useMutation({ mutationFn: signIn, meta: { ignoresUnauthorized: true } });
}

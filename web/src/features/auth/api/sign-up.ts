import { useMutation } from '@tanstack/react-query';
import type { REGISTRATION_REASONS } from '@common/domain/mpu-reasons';
import { authClient } from '../../../lib/auth-client';
import { unwrapAuthResult } from './auth-request';

export interface SignUpInput {
  email: string;
  password: string;
  mpuReason: (typeof REGISTRATION_REASONS)[number];
}

type SignUpBody = Parameters<typeof authClient.signUp.email>[0];

export function signUp({ email, password, mpuReason }: SignUpInput) {
  // better-auth needs a name; the e-mail's local part is a neutral default the user never sees.
  // mpuReason is read by the server's sign-up hook (400 MPU_REASON_REQUIRED without it).
  const body = { email, password, name: email.split('@')[0] || email, mpuReason, callbackURL: '/auth/callback' };
  return unwrapAuthResult(authClient.signUp.email(body as SignUpBody));
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}

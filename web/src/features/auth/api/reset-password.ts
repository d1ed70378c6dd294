import { useMutation } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrapAuthResult } from './auth-request';

export interface ResetPasswordInput {
  token: string;
  newPassword: string;
}

export function resetPassword({ token, newPassword }: ResetPasswordInput) {
  return unwrapAuthResult(authClient.resetPassword({ token, newPassword }));
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

import { useMutation } from '@tanstack/react-query';
import { authClient, unwrapAuthResult } from '../../../lib/auth-client';

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

import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * better-auth's POST /api/auth/change-email: a confirmation link goes to the new address; the
 * address changes only when that link (it lands on /auth/callback) is followed.
 */
export function changeEmail(newEmail: string) {
  return apiFetch<{ status: boolean }>('/api/auth/change-email', {
    method: 'POST',
    body: { newEmail, callbackURL: '/dashboard/settings' },
  });
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}

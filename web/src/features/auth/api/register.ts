import { useMutation } from '@tanstack/react-query';
import type { RegisterInput } from '@common/schemas/register';
import { api, callApi } from '../../../lib/api-client';

/**
 * POST /api/register: one transaction creates the account, the profile with the reason, the default
 * permissions and rows, and stores the health-data consent with its time; the confirmation mail follows.
 */
export function registerLearner(input: RegisterInput) {
  return callApi(api.register.$post, { json: input });
}

export function useRegister() {
  return useMutation({ mutationFn: registerLearner });
}

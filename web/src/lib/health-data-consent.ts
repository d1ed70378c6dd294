// The signed-in learner's health-data consent (GDPR Art. 9(2)(a)): asked once after the first
// sign-in of an account an administrator created (the shell), changed in Einstellungen → Ihre MPU.
// Only with it does the CRM receive the MPU reasons.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HealthDataConsentUpdate, Me } from '@common/schemas/me';
import { api, callApi } from './api-client';
import { ME_QUERY_KEY } from './session';

export type HealthDataConsentDecision = HealthDataConsentUpdate['decision'];

/** PUT /api/me/health-data-consent: the user's own answer; the server stores it with the time. */
export function recordHealthDataConsent(decision: HealthDataConsentDecision) {
  return callApi(api.me['health-data-consent'].$put, { json: { decision } });
}

export function useRecordHealthDataConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordHealthDataConsent,
    onSuccess: (_result, decision) => {
      queryClient.setQueryData<Me>(ME_QUERY_KEY, (me) => me && { ...me, healthDataConsent: decision });
    },
  });
}

/** The shell asks learners (administrators are no CRM learners) who have not answered yet. */
export function shouldAskHealthDataConsent(me: Pick<Me, 'role' | 'healthDataConsent'> | undefined): boolean {
  return me?.role === 'user' && me.healthDataConsent === 'unanswered';
}

// The health-data consent's state (GDPR Art. 9(2)(a)) from the two profile columns, once in SQL for
// the session lookup and once for a profile row already read.
import { sql, type SQL } from 'drizzle-orm';
import type { HealthDataConsentState } from '@common/schemas/me';
import { profiles } from '../db/schema';

export const healthDataConsentState: SQL<HealthDataConsentState> = sql<HealthDataConsentState>`case
  when ${profiles.healthDataConsentAt} is not null then 'given'
  when ${profiles.healthDataConsentDeclinedAt} is not null then 'declined'
  else 'unanswered' end`;

export function getHealthDataConsentState(profile: {
  healthDataConsentAt: Date | null;
  healthDataConsentDeclinedAt: Date | null;
}): HealthDataConsentState {
  if (profile.healthDataConsentAt) return 'given';
  return profile.healthDataConsentDeclinedAt ? 'declined' : 'unanswered';
}

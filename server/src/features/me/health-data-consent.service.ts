// The signed-in learner's own answer to the health-data consent (GDPR Art. 9(2)(a), Art. 7(3)):
// given, or declined (which also withdraws one given before). Only the user of the session is ever
// changed; there is no way to name another.
import { eq, sql } from 'drizzle-orm';
import type { HealthDataConsentUpdate } from '@common/schemas/me';
import type { Database } from '../../db/client';
import { profiles, user } from '../../db/schema';

export async function recordHealthDataConsent({
  db,
  userId,
  decision,
}: {
  db: Database;
  userId: string;
  decision: HealthDataConsentUpdate['decision'];
}): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(profiles)
      .set(
        decision === 'given'
          ? { healthDataConsentAt: now, healthDataConsentDeclinedAt: null }
          : { healthDataConsentAt: null, healthDataConsentDeclinedAt: now },
      )
      .where(eq(profiles.id, userId));
    // the reasons appear in or vanish from the CRM's learner: its updated_since sync must see the change,
    // so the change is dated by the database's clock in microseconds, as the sync's cursor is (a time of
    // this process, cut to milliseconds, could lie before a cursor taken in the same millisecond)
    await tx
      .update(user)
      .set({ updatedAt: sql`now()` })
      .where(eq(user.id, userId));
  });
}

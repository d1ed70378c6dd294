import { PAGE_KEYS_WITH_ROWS, isMpuReason, type Language, type Role } from '@common/domain';
import type { DatabaseOrTransaction } from '../db/client';
import { profiles, userDetails, userMedical, userOnboarding, userPermissions } from '../db/schema';
import { readNewAccountPermissions } from './new-account-permissions';

/**
 * Creates the rows every account has: profile, the page permissions a new account gets (the
 * operator's 'Freigaben für neue Konten', else the specification's defaults) and the empty personal
 * rows the settings page edits. Idempotent, so a repeated call never duplicates or overwrites.
 * Runs in its own transaction, or inside the caller's when given one.
 */
export async function provisionUser(
  db: DatabaseOrTransaction,
  options: {
    userId: string;
    email: string;
    role?: Role;
    mpuReasons?: readonly string[];
    language?: Language;
    healthDataConsentAt?: Date;
  },
): Promise<void> {
  const { userId, email, role = 'user', language = 'de', healthDataConsentAt } = options;
  const reasons = (options.mpuReasons ?? []).filter(isMpuReason);
  await db.transaction(async (tx) => {
    await tx
      .insert(profiles)
      .values({ id: userId, email, role, mpuReasons: reasons, mpuReason: reasons[0] ?? null, language, healthDataConsentAt })
      .onConflictDoNothing();
    const { permissions } = await readNewAccountPermissions(tx);
    await tx
      .insert(userPermissions)
      .values(PAGE_KEYS_WITH_ROWS.map((page) => ({ userId, page, allowed: permissions[page] })))
      .onConflictDoNothing();
    await tx.insert(userDetails).values({ userId }).onConflictDoNothing();
    await tx.insert(userOnboarding).values({ userId }).onConflictDoNothing();
    await tx.insert(userMedical).values({ userId }).onConflictDoNothing();
  });
}

import { eq } from 'drizzle-orm';
import { isPageKey, type PageKey } from '@common/domain';
import type { Database } from '../db/client';
import { profiles, userPermissions } from '../db/schema';
import type { Viewer } from '../middleware/context';
import { getHealthDataConsentState } from './health-data-consent';
import { provisionUser } from './provision-user';

/** Role, reasons and permission rows of a signed-in user; a user without a profile row gets one with role user. */
export async function loadViewer(db: Database, user: { id: string; email: string; name: string }): Promise<Viewer> {
  let [profile] = await db.select().from(profiles).where(eq(profiles.id, user.id));
  if (!profile) {
    await provisionUser(db, { userId: user.id, email: user.email });
    [profile] = await db.select().from(profiles).where(eq(profiles.id, user.id));
  }
  const rows = await db
    .select({ page: userPermissions.page, allowed: userPermissions.allowed })
    .from(userPermissions)
    .where(eq(userPermissions.userId, user.id));
  const permissions: Partial<Record<PageKey, boolean>> = {};
  for (const row of rows) if (isPageKey(row.page)) permissions[row.page] = row.allowed;
  return {
    userId: user.id,
    email: user.email,
    name: user.name,
    role: profile!.role,
    mpuReason: profile!.mpuReason,
    mpuReasons: profile!.mpuReasons,
    tourSeen: profile!.tourSeenAt !== null,
    mustChangePassword: profile!.mustChangePassword,
    healthDataConsent: getHealthDataConsentState(profile!),
    language: profile!.language,
    // a user provisioned on this request has not saved personal details yet
    firstName: '',
    permissions,
  };
}

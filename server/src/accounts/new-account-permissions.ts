import {
  listOpenNewAccountPages,
  PAGE_KEYS_WITH_ROWS,
  resolveNewAccountPermissions,
  type NewAccountPermissions,
  type PageKey,
} from '@common/domain';
import type { DatabaseOrTransaction } from '../db/client';
import { newAccountPermissions } from '../db/schema';
import { AREA_NAMES } from '../mail/templates';

/**
 * What a new account gets ('Freigaben für neue Konten', docs/decisions/074-access-for-new-accounts.md):
 * the operator's stored choice per page, the specification's default where there is none. Read at
 * every account creation, inside the creating transaction when given one.
 */
export async function readNewAccountPermissions(db: DatabaseOrTransaction): Promise<{
  permissions: NewAccountPermissions;
  isCustomized: boolean;
  updatedAt: Date | null;
}> {
  const rows = await db.select().from(newAccountPermissions);
  const stored: Partial<Record<PageKey, boolean>> = {};
  let updatedAt: Date | null = null;
  for (const row of rows) {
    stored[row.page] = row.allowed;
    if (!updatedAt || row.updatedAt > updatedAt) updatedAt = row.updatedAt;
  }
  return { permissions: resolveNewAccountPermissions(stored), isCustomized: rows.length > 0, updatedAt };
}

/**
 * The start banner's lines on what a new learner gets and where the operator changes it (the first
 * start asks nothing: docs/decisions/074-access-for-new-accounts.md).
 */
export function describeNewAccountAccess(permissions: NewAccountPermissions, appUrl: string): string[] {
  const names = (pages: readonly PageKey[]) => pages.map((page) => AREA_NAMES[page].de).join(', ');
  const open = listOpenNewAccountPages(permissions);
  const locked = PAGE_KEYS_WITH_ROWS.filter((page) => !permissions[page]);
  return [
    `Neue Lernkonten erhalten: ${open.length > 0 ? names(open) : 'keinen Bereich'}.`,
    ...(locked.length > 0 ? [`  Gesperrt, bis Sie oder die Lernenden sie freischalten lassen: ${names(locked)}.`] : []),
    `  Ändern: Admin-Konsole → Benutzerverwaltung → Freigaben für neue Konten (${appUrl}/dashboard/admin#freigaben-neue-konten)`,
  ];
}

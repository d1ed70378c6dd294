import { count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import {
  PAGE_KEYS,
  getEffectivePermissions,
  getEffectiveReasons,
  isPageKey,
  type AdminAuditAction,
  type PageKey,
  type Role,
} from '@common/domain';
import type { AdminUser, AdminUserList, AdminUserListQuery, UpdateAdminUser, UpdatePermissions } from '@common/schemas/admin-users';
import type { Database, Transaction as Tx } from '../../db/client';
import { escapeLike } from '../../db/escape-like';
import { abstinenceProgrammes, adminAuditLog, profiles, user, userPermissions } from '../../db/schema';
import { ApiError } from '../../middleware/errors';
import { insertCredentialUser, replacePassword } from '../../accounts/credential-user';
import { deleteAbstinenceFiles, deleteAbstinenceEntries } from '../../accounts/abstinence-files';
import type { MediaStorage } from '../../media/media-storage';
import type { Logger } from 'pino';

interface Actor {
  userId: string;
  email: string;
}

/** `%` and `_` typed into the search box are literal characters, not wildcards. */

export async function listUsers({ db, query }: { db: Database; query: AdminUserListQuery }): Promise<AdminUserList> {
  const search = query.search.trim();
  const where = search ? ilike(profiles.email, `%${escapeLike(search)}%`) : undefined;
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(profiles)
      .where(where)
      .orderBy(desc(profiles.createdAt), desc(profiles.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(profiles).where(where),
  ]);
  const ids = rows.map((r) => r.id);
  const [permissionRows, programmeRows] = ids.length
    ? await Promise.all([
        db.select().from(userPermissions).where(inArray(userPermissions.userId, ids)),
        // only that a programme exists: its entries are the learner's alone
        db.select({ userId: abstinenceProgrammes.userId }).from(abstinenceProgrammes).where(inArray(abstinenceProgrammes.userId, ids)),
      ])
    : [[], []];
  const withProgramme = new Set(programmeRows.map((row) => row.userId));
  const items = rows.map((profile): AdminUser => {
    const stored: Partial<Record<PageKey, boolean>> = {};
    for (const row of permissionRows) if (row.userId === profile.id && isPageKey(row.page)) stored[row.page] = row.allowed;
    return {
      id: profile.id,
      email: profile.email,
      role: profile.role,
      mpuReasons: getEffectiveReasons(profile),
      createdAt: profile.createdAt.toISOString(),
      // the editor shows what the user gets; admins bypass, so show the stored rows' meaning for users
      permissions: getEffectivePermissions('user', stored, getEffectiveReasons(profile)),
      hasAbstinenceProgramme: withProgramme.has(profile.id),
    };
  });
  return { items, total: Number(total), page: query.page, pageSize: query.pageSize };
}

async function findTarget(tx: Tx, userId: string) {
  // One admin change at a time: two admins demoting each other would otherwise lock their two
  // profile rows in opposite orders (the target here, every admin below) and deadlock.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('admin-user-changes'))`);
  const [target] = await tx.select().from(profiles).where(eq(profiles.id, userId)).for('update');
  if (!target) throw new ApiError(404, 'USER_NOT_FOUND', 'No such user.');
  return target;
}

async function assertAnotherAdminRemains(tx: Tx, targetId: string) {
  const admins = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.role, 'admin')).for('update');
  if (!admins.some((a) => a.id !== targetId)) {
    throw new ApiError(409, 'LAST_ADMIN', 'The last administrator cannot be removed or demoted.');
  }
}

async function recordAdminAction(
  tx: Tx,
  entry: { actor: Actor; action: AdminAuditAction; targetId: string; targetEmail: string; changes?: Record<string, unknown> },
) {
  await tx.insert(adminAuditLog).values({
    actorId: entry.actor.userId,
    actorEmail: entry.actor.email,
    action: entry.action,
    targetId: entry.targetId,
    targetEmail: entry.targetEmail,
    changes: entry.changes ?? {},
  });
}

async function setRoleInTx(tx: Tx, userId: string, role: Role) {
  await tx.update(profiles).set({ role }).where(eq(profiles.id, userId));
}

export async function updateUser({
  db,
  actor,
  userId,
  changes,
}: {
  db: Database;
  actor: Actor;
  userId: string;
  changes: UpdateAdminUser;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const target = await findTarget(tx, userId);
    if (target.role === 'admin' && changes.role !== 'admin') {
      if (userId === actor.userId) throw new ApiError(409, 'CANNOT_DEMOTE_SELF', 'You cannot remove your own administrator role.');
      await assertAnotherAdminRemains(tx, userId);
    }
    if (target.role !== changes.role) await setRoleInTx(tx, userId, changes.role);
    await tx
      .update(profiles)
      .set({ mpuReasons: changes.mpuReasons, mpuReason: changes.mpuReasons[0] ?? null })
      .where(eq(profiles.id, userId));
    // the integration API's updated_since reads the account's change time
    await tx
      .update(user)
      .set({ updatedAt: sql`now()` })
      .where(eq(user.id, userId));
    await recordAdminAction(tx, {
      actor,
      action: 'user.update',
      targetId: userId,
      targetEmail: target.email,
      changes: {
        role: { from: target.role, to: changes.role },
        mpuReasons: { from: getEffectiveReasons(target), to: changes.mpuReasons },
      },
    });
  });
}

export async function setPermissions({
  db,
  actor,
  userId,
  permissions,
}: {
  db: Database;
  actor: Actor;
  userId: string;
  permissions: UpdatePermissions['permissions'];
}): Promise<void> {
  await db.transaction(async (tx) => {
    const target = await findTarget(tx, userId);
    const rows = PAGE_KEYS.map((page) => ({ userId, page, allowed: permissions[page] }));
    await tx
      .insert(userPermissions)
      .values(rows)
      .onConflictDoUpdate({ target: [userPermissions.userId, userPermissions.page], set: { allowed: sql`excluded.allowed` } });
    await recordAdminAction(tx, {
      actor,
      action: 'user.permissions',
      targetId: userId,
      targetEmail: target.email,
      changes: { permissions },
    });
  });
}

export async function createUser({
  db,
  actor,
  email,
  passwordHash,
  role,
  mpuReasons,
}: {
  db: Database;
  actor: Actor;
  email: string;
  passwordHash: string;
  role: Role;
  mpuReasons: string[];
}): Promise<{ userId: string }> {
  return db.transaction(async (tx) => {
    const normalized = email.trim().toLowerCase();
    const [existing] = await tx.select({ id: user.id }).from(user).where(eq(user.email, normalized));
    if (existing)
      throw new ApiError(409, 'USER_ALREADY_EXISTS', 'A user with this email already exists.', { email: 'USER_ALREADY_EXISTS' });
    // an admin vouches for the address, so the account is confirmed
    const userId = await insertCredentialUser(tx, { email: normalized, passwordHash, role, mpuReasons });
    await recordAdminAction(tx, { actor, action: 'user.create', targetId: userId, targetEmail: normalized, changes: { role, mpuReasons } });
    return { userId };
  });
}

export async function resetPassword({
  db,
  actor,
  userId,
  passwordHash,
}: {
  db: Database;
  actor: Actor;
  userId: string;
  passwordHash: string;
}): Promise<{ email: string }> {
  return db.transaction(async (tx) => {
    const target = await findTarget(tx, userId);
    await replacePassword(tx, userId, passwordHash);
    await recordAdminAction(tx, { actor, action: 'user.password_reset', targetId: userId, targetEmail: target.email });
    return { email: target.email };
  });
}

export async function deleteUser({
  db,
  media,
  logger,
  actor,
  userId,
}: {
  db: Database;
  media: MediaStorage;
  logger: Logger;
  actor: Actor;
  userId: string;
}): Promise<{ email: string }> {
  const { email, attachmentKeys } = await db.transaction(async (tx) => {
    const target = await findTarget(tx, userId);
    if (userId === actor.userId) throw new ApiError(409, 'CANNOT_DELETE_SELF', 'You cannot delete your own account here.');
    if (target.role === 'admin') await assertAnotherAdminRemains(tx, userId);
    await recordAdminAction(tx, {
      actor,
      action: 'user.delete',
      targetId: userId,
      targetEmail: target.email,
      changes: { role: target.role },
    });
    const keys = await deleteAbstinenceEntries(tx, userId);
    // cascades to profile, sessions, accounts, permissions and every personal row
    await tx.delete(user).where(eq(user.id, userId));
    return { email: target.email, attachmentKeys: keys };
  });
  // the abstinence tracker's files are not rows (decision 066)
  await deleteAbstinenceFiles(media, attachmentKeys, logger);
  return { email };
}

export async function listAuditLog({ db, targetId }: { db: Database; targetId?: string }) {
  return db
    .select()
    .from(adminAuditLog)
    .where(targetId ? eq(adminAuditLog.targetId, targetId) : undefined)
    .orderBy(desc(adminAuditLog.createdAt))
    .limit(100);
}

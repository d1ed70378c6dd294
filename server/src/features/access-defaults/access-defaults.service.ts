// 'Freigaben für neue Konten' (docs/decisions/074-access-for-new-accounts.md): the operator's choice of
// what a new account gets, and 'auch für bestehende Konten übernehmen' for the learners who have
// accounts already. Both are audited; the apply changes exactly the accounts the confirmation named.
import { sql, type SQL } from 'drizzle-orm';
import { ADMIN_GRANTED_PAGES, PAGE_KEYS_WITH_ROWS, type NewAccountPermissions, type PageKey } from '@common/domain';
import type { AccessDefaults, AccessDefaultsPreview, ApplyAccessDefaults } from '@common/schemas/access-defaults';
import { readNewAccountPermissions } from '../../accounts/new-account-permissions';
import type { Database, Transaction } from '../../db/client';
import { adminAuditLog, newAccountPermissions } from '../../db/schema';
import { ApiError } from '../../middleware/errors';

interface Actor {
  userId: string;
  email: string;
}

/** The audit log's target for changes that concern no single account. */
export const ACCESS_DEFAULTS_AUDIT_TARGET = 'access-defaults';

/** One change of the defaults or one apply at a time: a count must not move between counting and writing. */
const lockDefaults = (tx: Transaction) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('access-defaults'))`);

export async function getAccessDefaults({ db }: { db: Database }): Promise<AccessDefaults> {
  const { permissions, isCustomized, updatedAt } = await readNewAccountPermissions(db);
  return { permissions, isCustomized, updatedAt: updatedAt?.toISOString() ?? null };
}

export async function saveAccessDefaults({
  db,
  actor,
  permissions,
}: {
  db: Database;
  actor: Actor;
  permissions: NewAccountPermissions;
}): Promise<AccessDefaults> {
  await db.transaction(async (tx) => {
    await lockDefaults(tx);
    const before = await readNewAccountPermissions(tx);
    const now = new Date();
    await tx
      .insert(newAccountPermissions)
      .values(PAGE_KEYS_WITH_ROWS.map((page) => ({ page, allowed: permissions[page], updatedAt: now, updatedBy: actor.userId })))
      .onConflictDoUpdate({
        target: newAccountPermissions.page,
        set: { allowed: sql`excluded.allowed`, updatedAt: sql`excluded.updated_at`, updatedBy: sql`excluded.updated_by` },
      });
    await tx.insert(adminAuditLog).values({
      actorId: actor.userId,
      actorEmail: actor.email,
      action: 'access_defaults.update',
      targetId: ACCESS_DEFAULTS_AUDIT_TARGET,
      targetEmail: '',
      changes: { from: before.permissions, to: permissions },
    });
  });
  return getAccessDefaults({ db });
}

/**
 * The learners (role user; admins bypass page permissions) for whom some page would open or close:
 * the stored row, or the meaning of a missing one (open, except the pages an admin grants), differs
 * from the defaults. A learner whose rows say the same already is left alone.
 */
function affectedLearners(permissions: NewAccountPermissions): SQL {
  const defaults = sql.join(
    PAGE_KEYS_WITH_ROWS.map(
      (page) =>
        sql`(${page}::page_key, ${permissions[page]}::boolean, ${!(ADMIN_GRANTED_PAGES as readonly PageKey[]).includes(page)}::boolean)`,
    ),
    sql`, `,
  );
  return sql`
    select p.id as user_id, p.email
    from profiles p
    where p.role = 'user'
      and exists (
        select 1
        from (values ${defaults}) as d(page, allowed, without_row)
        left join user_permissions up on up.user_id = p.id and up.page = d.page
        where coalesce(up.allowed, d.without_row) <> d.allowed
      )`;
}

async function countAffected(db: Database | Transaction, permissions: NewAccountPermissions): Promise<number> {
  const result = await db.execute<{ accounts: number }>(sql`select count(*)::int as accounts from (${affectedLearners(permissions)}) a`);
  return Number(result.rows[0]?.accounts ?? 0);
}

export async function previewApplyAccessDefaults({ db }: { db: Database }): Promise<AccessDefaultsPreview> {
  const { permissions } = await readNewAccountPermissions(db);
  return { permissions, accounts: await countAffected(db, permissions) };
}

const isSame = (a: NewAccountPermissions, b: NewAccountPermissions) => PAGE_KEYS_WITH_ROWS.every((page) => a[page] === b[page]);

/**
 * Writes the saved defaults into the permission rows of every affected learner, in one transaction,
 * with one audit entry per account (its history stays complete) and one for the whole apply. The
 * request names the defaults and the number of accounts the confirmation showed; when either is no
 * longer true, nothing is written.
 */
export async function applyAccessDefaults({
  db,
  actor,
  confirmed,
}: {
  db: Database;
  actor: Actor;
  confirmed: ApplyAccessDefaults;
}): Promise<{ accounts: number }> {
  return db.transaction(async (tx) => {
    await lockDefaults(tx);
    const { permissions } = await readNewAccountPermissions(tx);
    if (!isSame(permissions, confirmed.permissions)) {
      throw new ApiError(409, 'ACCESS_DEFAULTS_CHANGED', 'The defaults were changed meanwhile; nothing was applied.');
    }
    // the learners' profiles are locked (as the permissions dialog locks them), so the count cannot move before the write
    const affected = await tx.execute<{ user_id: string; email: string }>(
      sql`${affectedLearners(permissions)} order by p.id for update of p`,
    );
    const accounts = affected.rows.length;
    if (accounts !== confirmed.accounts) {
      throw new ApiError(409, 'ACCESS_DEFAULTS_COUNT_CHANGED', `${accounts} accounts would change now; nothing was applied.`);
    }
    if (accounts > 0) {
      // the accounts as one JSON parameter: thousands of learners would overrun the parameter limit as single values
      const learners = sql`jsonb_to_recordset(${JSON.stringify(affected.rows)}::jsonb) as a(user_id text, email text)`;
      const rows = PAGE_KEYS_WITH_ROWS.map((page) => sql`(${page}::page_key, ${permissions[page]}::boolean)`);
      await tx.execute(sql`
        insert into user_permissions (user_id, page, allowed)
        select a.user_id, d.page, d.allowed
        from ${learners}
        cross join (values ${sql.join(rows, sql`, `)}) as d(page, allowed)
        on conflict (user_id, page) do update set allowed = excluded.allowed`);
      // one entry per account, so each learner's history names the change
      await tx.execute(sql`
        insert into admin_audit_log (actor_id, actor_email, action, target_id, target_email, changes)
        select ${actor.userId}, ${actor.email}, 'user.permissions', a.user_id, a.email,
               ${JSON.stringify({ permissions, accessDefaults: 'applied' })}::jsonb
        from ${learners}`);
    }
    await tx.insert(adminAuditLog).values({
      actorId: actor.userId,
      actorEmail: actor.email,
      action: 'access_defaults.apply',
      targetId: ACCESS_DEFAULTS_AUDIT_TARGET,
      targetEmail: '',
      changes: { permissions, accounts },
    });
    return { accounts };
  });
}

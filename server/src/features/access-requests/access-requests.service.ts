// 'Freischaltung anfragen' (docs/ARCHITECTURE.md, difference 9). A grant writes the page permission
// and the audit entry in the request's transaction; mails go out afterwards and never undo it.
import { and, asc, eq, sql } from 'drizzle-orm';
import { getEffectiveReasons, isPageAllowed, listRequestablePages, PAGE_KEYS, type Language, type PageKey } from '@common/domain';
import type { LockedAreasRequestResult, MyAccessRequest, OpenAccessRequest } from '@common/schemas/access-requests';
import type { Database } from '../../db/client';
import { accessRequests, adminAuditLog, profiles, user, userPermissions } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { AREA_NAMES, listAreaNames, renderLinkMail } from '../../mail/templates';
import type { Viewer } from '../../middleware/context';
import { ApiError } from '../../middleware/errors';
import type { Logger } from 'pino';

/** Where each area starts, for the mail to the learner. */
const AREA_PATHS: Record<PageKey, string> = {
  courses: '/dashboard/courses',
  videos: '/dashboard/videos',
  lexicon: '/dashboard/lexicon',
  news: '/dashboard/news',
  'book-session': '/dashboard/book-session',
  'ai-assistant': '/dashboard/ai-assistant',
  'exam-trainer': '/dashboard/exam-trainer',
  'performance-trainer': '/dashboard/performance-trainer',
  abstinence: '/dashboard/abstinence',
  'my-story': '/dashboard/my-story',
};

interface MailDeps {
  mailer: Mailer;
  logger: Logger;
  appUrl: string;
}

export async function listMyAccessRequests({ db, userId }: { db: Database; userId: string }): Promise<MyAccessRequest[]> {
  const rows = await db
    .select({ page: accessRequests.page, status: accessRequests.status, requestedAt: accessRequests.requestedAt })
    .from(accessRequests)
    .where(eq(accessRequests.userId, userId))
    .orderBy(asc(accessRequests.page));
  return rows.map((row) => ({ ...row, requestedAt: row.requestedAt.toISOString() }));
}

/** Opens (or re-opens after a refusal) the learner's request; an open one is answered as it is, without a second mail. */
export async function requestAccess({
  db,
  viewer,
  page,
  ...mail
}: MailDeps & { db: Database; viewer: Viewer; page: PageKey }): Promise<MyAccessRequest> {
  if (isPageAllowed(viewer.role, viewer.permissions, page, getEffectiveReasons(viewer)))
    throw new ApiError(409, 'PAGE_ALREADY_ALLOWED', 'This area is open already.');
  const [existing] = await db
    .select()
    .from(accessRequests)
    .where(and(eq(accessRequests.userId, viewer.userId), eq(accessRequests.page, page)));
  if (existing?.status === 'open') return { page, status: 'open', requestedAt: existing.requestedAt.toISOString() };
  const [row] = await db
    .insert(accessRequests)
    .values({ userId: viewer.userId, page })
    .onConflictDoUpdate({
      target: [accessRequests.userId, accessRequests.page],
      set: { status: 'open', requestedAt: sql`now()`, decidedAt: null, decidedBy: null },
    })
    .returning();
  await mailAdmins({ db, ...mail, email: viewer.email, page });
  return { page, status: 'open', requestedAt: row!.requestedAt.toISOString() };
}

/**
 * 'Freischaltung für alle gesperrten Bereiche anfragen': one request for every area locked for the
 * learner that is not asked for already (a refused one is asked again), in one transaction, and one
 * mail per admin naming them all. Nothing locked or everything asked already: nothing changes.
 */
export async function requestLockedAreas({
  db,
  viewer,
  ...mail
}: MailDeps & { db: Database; viewer: Viewer }): Promise<LockedAreasRequestResult> {
  const requested = await db.transaction(async (tx) => {
    const open = await tx
      .select({ page: accessRequests.page })
      .from(accessRequests)
      .where(and(eq(accessRequests.userId, viewer.userId), eq(accessRequests.status, 'open')));
    const pages =
      viewer.role === 'admin'
        ? []
        : listRequestablePages(
            viewer.permissions,
            getEffectiveReasons(viewer),
            open.map((row) => row.page),
          );
    if (pages.length === 0) return [];
    await tx
      .insert(accessRequests)
      .values(pages.map((page) => ({ userId: viewer.userId, page })))
      .onConflictDoUpdate({
        target: [accessRequests.userId, accessRequests.page],
        set: { status: 'open', requestedAt: sql`now()`, decidedAt: null, decidedBy: null },
      });
    return pages;
  });
  if (requested.length > 0) await mailAdmins({ db, ...mail, email: viewer.email, pages: requested });
  return { requested, requests: await listMyAccessRequests({ db, userId: viewer.userId }) };
}

async function mailAdmins({
  db,
  mailer,
  logger,
  appUrl,
  email,
  ...asked
}: MailDeps & { db: Database; email: string } & ({ page: PageKey } | { pages: PageKey[] })) {
  const pages = 'page' in asked ? [asked.page] : asked.pages;
  const admins = await db.select({ email: profiles.email, language: profiles.language }).from(profiles).where(eq(profiles.role, 'admin'));
  for (const admin of admins) {
    const [kind, values] =
      pages.length === 1
        ? (['accessRequested', { email, area: AREA_NAMES[pages[0]!][admin.language] }] as const)
        : (['accessRequestedMany', { email, areas: listAreaNames(pages, admin.language) }] as const);
    try {
      await mailer.send(renderLinkMail(kind, admin.language, admin.email, `${appUrl}/dashboard/admin`, values));
    } catch (error) {
      logger.error({ err: error, kind }, 'sending mail failed');
    }
  }
}

export async function listOpenAccessRequests({ db }: { db: Database }): Promise<OpenAccessRequest[]> {
  const rows = await db
    .select({
      id: accessRequests.id,
      userId: accessRequests.userId,
      email: user.email,
      page: accessRequests.page,
      requestedAt: accessRequests.requestedAt,
    })
    .from(accessRequests)
    .innerJoin(user, eq(user.id, accessRequests.userId))
    // a page an admin opened in the permissions dialog meanwhile needs no decision
    .where(
      and(
        eq(accessRequests.status, 'open'),
        sql`not exists (select 1 from user_permissions up where up.user_id = ${accessRequests.userId} and up.page = ${accessRequests.page} and up.allowed)`,
      ),
    )
    .orderBy(asc(accessRequests.requestedAt));
  return rows.map((row) => ({ ...row, requestedAt: row.requestedAt.toISOString() }));
}

/** 'Freischalten' or 'Ablehnen' of an open request; 404 when it is not open (decided already, or no such id). */
export async function decideAccessRequest({
  db,
  actor,
  id,
  decision,
  ...mail
}: MailDeps & { db: Database; actor: Viewer; id: string; decision: 'granted' | 'refused' }) {
  const decided = await db.transaction(async (tx) => {
    const [request] = await tx
      .update(accessRequests)
      .set({ status: decision, decidedAt: sql`now()`, decidedBy: actor.userId })
      .where(and(eq(accessRequests.id, id), eq(accessRequests.status, 'open')))
      .returning();
    if (!request) throw new ApiError(404, 'ACCESS_REQUEST_NOT_FOUND', 'No open request with this id.');
    const [learner] = await tx
      .select({ email: profiles.email, language: profiles.language })
      .from(profiles)
      .where(eq(profiles.id, request.userId));
    if (decision === 'granted') {
      await tx
        .insert(userPermissions)
        .values({ userId: request.userId, page: request.page, allowed: true })
        .onConflictDoUpdate({ target: [userPermissions.userId, userPermissions.page], set: { allowed: true } });
    }
    await tx.insert(adminAuditLog).values({
      actorId: actor.userId,
      actorEmail: actor.email,
      action: 'user.permissions',
      targetId: request.userId,
      targetEmail: learner?.email ?? '',
      changes: decision === 'granted' ? { [request.page]: true, accessRequest: decision } : { page: request.page, accessRequest: decision },
    });
    return { page: request.page, learner };
  });
  if (decision === 'granted' && decided.learner) await mailGrant({ ...mail, page: decided.page, learner: decided.learner });
}

/**
 * 'Alle freischalten': every open request of one learner granted at once, in one transaction, with
 * one audit entry naming the areas and one mail to the learner. 404 when the learner has none open.
 */
export async function grantAllAccessRequests({
  db,
  actor,
  userId,
  ...mail
}: MailDeps & { db: Database; actor: Viewer; userId: string }): Promise<PageKey[]> {
  const decided = await db.transaction(async (tx) => {
    const granted = await tx
      .update(accessRequests)
      .set({ status: 'granted', decidedAt: sql`now()`, decidedBy: actor.userId })
      .where(and(eq(accessRequests.userId, userId), eq(accessRequests.status, 'open')))
      .returning({ page: accessRequests.page });
    if (granted.length === 0) throw new ApiError(404, 'ACCESS_REQUEST_NOT_FOUND', 'This learner has no open request.');
    const pages = PAGE_KEYS.filter((page) => granted.some((row) => row.page === page));
    await tx
      .insert(userPermissions)
      .values(pages.map((page) => ({ userId, page, allowed: true })))
      .onConflictDoUpdate({ target: [userPermissions.userId, userPermissions.page], set: { allowed: true } });
    const [learner] = await tx.select({ email: profiles.email, language: profiles.language }).from(profiles).where(eq(profiles.id, userId));
    await tx.insert(adminAuditLog).values({
      actorId: actor.userId,
      actorEmail: actor.email,
      action: 'user.permissions',
      targetId: userId,
      targetEmail: learner?.email ?? '',
      changes: { ...Object.fromEntries(pages.map((page) => [page, true])), accessRequest: 'granted' },
    });
    return { pages, learner };
  });
  if (decided.learner) {
    if (decided.pages.length === 1) await mailGrant({ ...mail, page: decided.pages[0]!, learner: decided.learner });
    else await mailGrantMany({ ...mail, pages: decided.pages, learner: decided.learner });
  }
  return decided.pages;
}

async function mailGrantMany({
  mailer,
  logger,
  appUrl,
  pages,
  learner,
}: MailDeps & { pages: PageKey[]; learner: { email: string; language: Language } }) {
  try {
    const values = { areas: listAreaNames(pages, learner.language) };
    await mailer.send(renderLinkMail('accessGrantedMany', learner.language, learner.email, `${appUrl}/dashboard`, values));
  } catch (error) {
    logger.error({ err: error, kind: 'accessGrantedMany' }, 'sending mail failed');
  }
}

async function mailGrant({
  mailer,
  logger,
  appUrl,
  page,
  learner,
}: MailDeps & { page: PageKey; learner: { email: string; language: Language } }) {
  try {
    const values = { area: AREA_NAMES[page][learner.language] };
    await mailer.send(renderLinkMail('accessGranted', learner.language, learner.email, `${appUrl}${AREA_PATHS[page]}`, values));
  } catch (error) {
    logger.error({ err: error, kind: 'accessGranted' }, 'sending mail failed');
  }
}

// "Meine MPU-Geschichte" (issue 37): health and offence data, stored only after the learner's explicit
// consent and only ever shown to that learner. Every lookup is by the viewer's own user id, so a
// version of someone else is simply not found (404), for learners and administrators alike.
import { and, desc, eq, sql } from 'drizzle-orm';
import { getBerlinToday } from '@common/schemas/api-keys';
import { STORY_ARTICLES, type StoryArticleSlug } from '@common/domain/my-story';
import type { KnowledgeArticle } from '@common/schemas/knowledge';
import { StorySchema, type MyStoryState, type MyStoryVersion, type MyStoryVersionSummary, type Story } from '@common/schemas/my-story';
import type { Database } from '../../db/client';
import { knowledgeArticles, myStories, myStoryConsents, myStoryVersions } from '../../db/schema';
import { ApiError } from '../../middleware/errors';
import type { Language } from '@common/domain/value-sets';
import { articleWithVersionsColumns, toReaderArticle } from '../../knowledge-articles';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const consentRequired = () =>
  new ApiError(409, 'CONSENT_REQUIRED', 'Consent to storing health and offence data is needed before anything is stored.');
const versionNotFound = () => new ApiError(404, 'VERSION_NOT_FOUND', 'No such version.');

/** A stored document as the current schema reads it: older documents gain the fields added since. */
export const readStoryDocument = (document: unknown): Story => StorySchema.parse(document ?? {});

export async function findConsent(db: Database | Transaction, userId: string) {
  const [consent] = await db.select().from(myStoryConsents).where(eq(myStoryConsents.userId, userId));
  return consent;
}

/** Without consent nothing is stored: no story. With it, the saved story or an empty one at revision 0. */
export async function getMyStoryState({ db, userId }: { db: Database | Transaction; userId: string }): Promise<MyStoryState> {
  const consent = await findConsent(db, userId);
  if (!consent) return { consentedAt: null, story: null, revision: 0, updatedAt: null };
  const [row] = await db.select().from(myStories).where(eq(myStories.userId, userId));
  return {
    consentedAt: consent.consentedAt.toISOString(),
    story: row ? readStoryDocument(row.document) : StorySchema.parse({}),
    revision: row?.revision ?? 0,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

export async function giveConsent({ db, userId }: { db: Database; userId: string }): Promise<MyStoryState> {
  await db.insert(myStoryConsents).values({ userId }).onConflictDoNothing();
  return getMyStoryState({ db, userId });
}

/**
 * Every row the story keeps about the learner besides the consent. Rows of other features that
 * hang on the consent row (the exam trainer's saved "Mein Gespräch" transcripts) go with it by cascade.
 */
export async function deleteMyStoryData(tx: Transaction, userId: string) {
  await tx.delete(myStoryVersions).where(eq(myStoryVersions.userId, userId));
  await tx.delete(myStories).where(eq(myStories.userId, userId));
}

/** GDPR Art. 7(3): withdrawing is as easy as consenting, and deletes the story and every version at once. */
export async function withdrawConsent({ db, userId }: { db: Database; userId: string }): Promise<MyStoryState> {
  await db.transaction(async (tx) => {
    // the consent first: a save running now holds its row (saveStory) and is waited for, so the
    // deletes below see what it wrote; a save starting now finds no consent
    await tx.delete(myStoryConsents).where(eq(myStoryConsents.userId, userId));
    await deleteMyStoryData(tx, userId);
  });
  return getMyStoryState({ db, userId });
}

export type SaveStoryResult = { saved: true; state: MyStoryState } | { saved: false; state: MyStoryState };

/**
 * Saves the story if it is still at `baseRevision` (another tab may have saved in between: then
 * nothing is written and the newer state comes back). The day's version (Europe/Berlin) is written
 * in the same transaction: the first save of a day adds one, later saves that day replace it.
 */
export async function saveStory({
  db,
  userId,
  story,
  baseRevision,
  now = new Date(),
}: {
  db: Database;
  userId: string;
  story: Story;
  baseRevision: number;
  now?: Date;
}): Promise<SaveStoryResult> {
  return db.transaction(async (tx) => {
    // held until the save commits, so a withdrawal cannot pass between the check and the writes
    const [consent] = await tx.select().from(myStoryConsents).where(eq(myStoryConsents.userId, userId)).for('update');
    if (!consent) throw consentRequired();
    const revision = baseRevision + 1;
    const written =
      baseRevision === 0
        ? await tx
            .insert(myStories)
            .values({ userId, document: story, revision, updatedAt: now })
            .onConflictDoNothing()
            .returning({ revision: myStories.revision })
        : await tx
            .update(myStories)
            .set({ document: story, revision, updatedAt: now })
            .where(and(eq(myStories.userId, userId), eq(myStories.revision, baseRevision)))
            .returning({ revision: myStories.revision });
    if (written.length === 0) return { saved: false as const, state: await getMyStoryState({ db: tx, userId }) };
    await tx
      .insert(myStoryVersions)
      .values({ userId, savedOn: getBerlinToday(now), document: story, updatedAt: now })
      .onConflictDoUpdate({
        target: [myStoryVersions.userId, myStoryVersions.savedOn],
        set: { document: sql`excluded.document`, updatedAt: sql`excluded.updated_at` },
      });
    return { saved: true as const, state: await getMyStoryState({ db: tx, userId }) };
  });
}

/** Newest first. */
export async function listVersions({ db, userId }: { db: Database; userId: string }): Promise<MyStoryVersionSummary[]> {
  const rows = await db
    .select({ id: myStoryVersions.id, savedOn: myStoryVersions.savedOn, updatedAt: myStoryVersions.updatedAt })
    .from(myStoryVersions)
    .where(eq(myStoryVersions.userId, userId))
    .orderBy(desc(myStoryVersions.savedOn));
  return rows.map((row) => ({ id: row.id, savedOn: row.savedOn, updatedAt: row.updatedAt.toISOString() }));
}

export async function getVersion({ db, userId, versionId }: { db: Database; userId: string; versionId: string }): Promise<MyStoryVersion> {
  const [row] = await db
    .select()
    .from(myStoryVersions)
    .where(and(eq(myStoryVersions.id, versionId), eq(myStoryVersions.userId, userId)));
  if (!row) throw versionNotFound();
  return { id: row.id, savedOn: row.savedOn, updatedAt: row.updatedAt.toISOString(), story: readStoryDocument(row.document) };
}

/** An article a finding links (the starter article of that exact title), whatever the learner's content scope. */
export async function getStoryArticle({
  db,
  slug,
  language = 'de',
}: {
  db: Database;
  slug: StoryArticleSlug;
  language?: Language;
}): Promise<KnowledgeArticle> {
  const [row] = await db
    .select(articleWithVersionsColumns)
    .from(knowledgeArticles)
    .where(eq(knowledgeArticles.title, STORY_ARTICLES[slug]));
  if (!row) throw new ApiError(404, 'ARTICLE_NOT_FOUND', 'No such article.');
  return toReaderArticle(row, language);
}

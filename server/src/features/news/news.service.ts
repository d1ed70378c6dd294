// The news shown on /dashboard/news and their admin editor; the demo seed writes them with createNewsItem.
import { desc, eq } from 'drizzle-orm';
import { nextTranslations, type ContentFields, type StoredTranslations } from '@common/domain/content-language';
import type { NewsAdminItem, NewsItem } from '@common/schemas/news';
import type { DatabaseOrTransaction } from '../../db/client';
import { news } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { ApiError } from '../../middleware/errors';
import { toAdminTranslations, type TranslationsInput } from '../../admin-translations';
import type { Language } from '@common/domain/value-sets';
import { shownTexts } from '../../content-language';

const newsNotFound = () => new ApiError(404, 'NEWS_NOT_FOUND', 'No such news item.');
const titleExists = () => new ApiError(409, 'TITLE_EXISTS', 'A news item with this title exists.', { title: 'TITLE_EXISTS' });

const itemColumns = { id: news.id, title: news.title, publishedOn: news.publishedOn, body: news.body, published: news.published };

export interface NewNewsItem {
  title: string;
  body: string;
  /** YYYY-MM-DD */
  publishedOn: string;
  /** Default true. */
  published?: boolean;
  /** The Turkish and English versions (the seed's are current; an admin's keep their fingerprint when unchanged). */
  translations?: TranslationsInput<ContentFields['news']>;
}

const adminItemColumns = { ...itemColumns, translations: news.translations };

function toAdminItem({ translations, ...row }: NewsItem & { translations: StoredTranslations<ContentFields['news']> }): NewsAdminItem {
  return { ...row, translations: toAdminTranslations({ title: row.title, body: row.body }, translations) };
}

/** Titles are unique: an existing title is reported and left as it is. */
export async function createNewsItem({
  db,
  item,
}: {
  db: DatabaseOrTransaction;
  item: NewNewsItem;
}): Promise<{ status: 'created'; id: string } | { status: 'exists' }> {
  const german = { title: item.title.trim(), body: item.body.trim() };
  const [created] = await db
    .insert(news)
    .values({
      ...german,
      publishedOn: item.publishedOn,
      published: item.published ?? true,
      translations: nextTranslations({ german, stored: undefined, submitted: item.translations }),
    })
    .onConflictDoNothing({ target: news.title })
    .returning({ id: news.id });
  return created ? { status: 'created', id: created.id } : { status: 'exists' };
}

/**
 * Newest first; unpublished items only when `includeUnpublished` (admins, who edit them on the page). Each with what a
 * reader is shown (`shown`): title and text in the reader's language where a current version exists.
 */
export async function listNews({
  db,
  includeUnpublished,
  language = 'de',
}: {
  db: DatabaseOrTransaction;
  includeUnpublished: boolean;
  language?: Language;
}): Promise<NewsItem[]> {
  const rows = await db
    .select(adminItemColumns)
    .from(news)
    .where(includeUnpublished ? undefined : eq(news.published, true))
    .orderBy(desc(news.publishedOn), desc(news.createdAt), desc(news.id));
  return rows.map(({ translations, ...item }) => ({
    ...item,
    shown: shownTexts({ title: item.title, body: item.body }, translations, language),
  }));
}

/** The admin's view: every item, published or not, newest first, with its Turkish and English versions. */
export async function listNewsForAdmin({ db }: { db: DatabaseOrTransaction }): Promise<NewsAdminItem[]> {
  const rows = await db.select(adminItemColumns).from(news).orderBy(desc(news.publishedOn), desc(news.createdAt), desc(news.id));
  return rows.map(toAdminItem);
}

async function newsItem(db: DatabaseOrTransaction, id: string): Promise<NewsAdminItem> {
  const [row] = await db.select(adminItemColumns).from(news).where(eq(news.id, id));
  if (!row) throw newsNotFound();
  return toAdminItem(row);
}

type NewsItemInput = Required<Omit<NewNewsItem, 'translations'>> & Pick<NewNewsItem, 'translations'>;

/** 'Neuigkeit erstellen'; a title that exists answers 409 TITLE_EXISTS. */
export async function addNewsItem({ db, input }: { db: DatabaseOrTransaction; input: NewsItemInput }): Promise<NewsAdminItem> {
  const result = await createNewsItem({ db, item: input });
  if (result.status === 'exists') throw titleExists();
  return newsItem(db, result.id);
}

export async function updateNewsItem({
  db,
  id,
  input,
}: {
  db: DatabaseOrTransaction;
  id: string;
  input: NewsItemInput;
}): Promise<NewsAdminItem> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ translations: news.translations }).from(news).where(eq(news.id, id)).for('update');
    if (!current) throw newsNotFound();
    const german = { title: input.title, body: input.body };
    const [updated] = await tx
      .update(news)
      .set({
        ...german,
        publishedOn: input.publishedOn,
        published: input.published,
        translations: nextTranslations({ german, stored: current.translations, submitted: input.translations }),
      })
      .where(eq(news.id, id))
      .returning(adminItemColumns)
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw titleExists();
        throw error;
      });
    return toAdminItem(updated!);
  });
}

/** 'Veröffentlichen' / 'Veröffentlichung zurücknehmen'. */
export async function setNewsPublished({
  db,
  id,
  published,
}: {
  db: DatabaseOrTransaction;
  id: string;
  published: boolean;
}): Promise<NewsItem> {
  const [updated] = await db.update(news).set({ published }).where(eq(news.id, id)).returning(itemColumns);
  if (!updated) throw newsNotFound();
  return updated;
}

export async function deleteNewsItem({ db, id }: { db: DatabaseOrTransaction; id: string }): Promise<void> {
  const deleted = await db.delete(news).where(eq(news.id, id)).returning({ id: news.id });
  if (deleted.length === 0) throw newsNotFound();
}

// The news shown on /dashboard/news and their admin editor; the demo seed writes them with createNewsItem.
import { desc, eq } from 'drizzle-orm';
import type { NewsItem } from '@common/schemas/news';
import type { DatabaseOrTransaction } from '../../db/client';
import { news } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { ApiError } from '../../middleware/errors';

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
}

/** Titles are unique: an existing title is reported and left as it is. */
export async function createNewsItem({
  db,
  item,
}: {
  db: DatabaseOrTransaction;
  item: NewNewsItem;
}): Promise<{ status: 'created'; id: string } | { status: 'exists' }> {
  const [created] = await db
    .insert(news)
    .values({ title: item.title.trim(), body: item.body.trim(), publishedOn: item.publishedOn, published: item.published ?? true })
    .onConflictDoNothing({ target: news.title })
    .returning({ id: news.id });
  return created ? { status: 'created', id: created.id } : { status: 'exists' };
}

/** Newest first; unpublished items only when `includeUnpublished` (admins, who edit them on the page). */
export async function listNews({
  db,
  includeUnpublished,
}: {
  db: DatabaseOrTransaction;
  includeUnpublished: boolean;
}): Promise<NewsItem[]> {
  return db
    .select(itemColumns)
    .from(news)
    .where(includeUnpublished ? undefined : eq(news.published, true))
    .orderBy(desc(news.publishedOn), desc(news.createdAt), desc(news.id));
}

async function newsItem(db: DatabaseOrTransaction, id: string): Promise<NewsItem> {
  const [row] = await db.select(itemColumns).from(news).where(eq(news.id, id));
  if (!row) throw newsNotFound();
  return row;
}

/** 'Neuigkeit erstellen'; a title that exists answers 409 TITLE_EXISTS. */
export async function addNewsItem({ db, input }: { db: DatabaseOrTransaction; input: Required<NewNewsItem> }): Promise<NewsItem> {
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
  input: Required<NewNewsItem>;
}): Promise<NewsItem> {
  const [updated] = await db
    .update(news)
    .set({ title: input.title, body: input.body, publishedOn: input.publishedOn, published: input.published })
    .where(eq(news.id, id))
    .returning(itemColumns)
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw titleExists();
      throw error;
    });
  if (!updated) throw newsNotFound();
  return updated;
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

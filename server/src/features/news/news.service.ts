// Writes of the news shown on the dashboard; the demo seed uses them too.
import type { DatabaseOrTransaction } from '../../db/client';
import { news } from '../../db/schema';

export interface NewNewsItem {
  title: string;
  body: string;
  /** YYYY-MM-DD */
  publishedOn: string;
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
    .values({ title: item.title.trim(), body: item.body.trim(), publishedOn: item.publishedOn })
    .onConflictDoNothing({ target: news.title })
    .returning({ id: news.id });
  return created ? { status: 'created', id: created.id } : { status: 'exists' };
}

// The news page (/dashboard/news): the items learners read, newest first, and the admin's small
// editor (title, Markdown text, date, published). The teaser is derived on the web from the text.
import { z } from 'zod';
import { ContentLanguageSchema } from './content-language';
import { translatedRequiredText } from './admin-translations';
import { adminTranslationsSchema, translationsInputSchema } from './content-language';

export const NEWS_TITLE_MAX_LENGTH = 200;
export const NEWS_BODY_MAX_LENGTH = 20_000;
/** The date picker's range: a date outside it is a typing slip, not a plan. */
export const NEWS_DATE_MIN = '2000-01-01';
export const NEWS_DATE_MAX = '2100-12-31';

const requiredText = (max: number) => z.string().trim().min(1, 'REQUIRED').max(max, 'TOO_LONG');

/** YYYY-MM-DD that names a real calendar day (2026-02-30 does not). */
export function isValidNewsDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    value >= NEWS_DATE_MIN &&
    value <= NEWS_DATE_MAX
  );
}

export const NewsInputSchema = z.object({
  title: requiredText(NEWS_TITLE_MAX_LENGTH),
  /** Markdown; rendered without raw HTML. */
  body: requiredText(NEWS_BODY_MAX_LENGTH),
  /** The date shown above the item and its place in the list. */
  publishedOn: z.string().trim().min(1, 'REQUIRED').refine(isValidNewsDate, 'DATE'),
  /** Unpublished items are shown to admins only. */
  published: z.boolean().default(true),
  translations: translationsInputSchema({
    title: translatedRequiredText(NEWS_TITLE_MAX_LENGTH),
    body: translatedRequiredText(NEWS_BODY_MAX_LENGTH),
  }),
});
export type NewsInput = z.input<typeof NewsInputSchema>;

export const NewsPublishedSchema = z.object({ published: z.boolean() });
export type NewsPublished = z.infer<typeof NewsPublishedSchema>;

export const NewsIdParamSchema = z.object({ id: z.uuid() });

export const NewsItemSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    /** YYYY-MM-DD */
    publishedOn: z.string(),
    /** Markdown */
    body: z.string(),
    /** false only in an admin's list. */
    published: z.boolean(),
    /** What a reader sees: title and text in the reader's language where a current version exists (the fields above stay German). */
    shown: z.object({ title: z.string(), body: z.string(), contentLanguage: ContentLanguageSchema }).optional(),
  })
  .meta({ id: 'NewsItem' });
export type NewsItem = z.infer<typeof NewsItemSchema>;

/** Newest first (date, then the later entered one). */
export const NewsListSchema = z.object({ items: z.array(NewsItemSchema) }).meta({ id: 'NewsList' });
export type NewsList = z.infer<typeof NewsListSchema>;

/** The translatable fields of a news item (ContentFields['news']). */
export const newsTranslationShape = { title: z.string(), body: z.string() };

/** A news item in the admin's editor: the German fields and its Turkish and English versions with their status. */
export const NewsAdminItemSchema = NewsItemSchema.pick({ id: true, title: true, publishedOn: true, body: true, published: true })
  .extend({ translations: adminTranslationsSchema(newsTranslationShape) })
  .meta({ id: 'NewsAdminItem' });
export type NewsAdminItem = z.infer<typeof NewsAdminItemSchema>;

/** Every news item, published or not, newest first, with its versions. */
export const NewsAdminListSchema = z.object({ items: z.array(NewsAdminItemSchema) }).meta({ id: 'NewsAdminList' });
export type NewsAdminList = z.infer<typeof NewsAdminListSchema>;

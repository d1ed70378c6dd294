// Column builders the content tables share.
import { sql } from 'drizzle-orm';
import { customType, jsonb, text, timestamp } from 'drizzle-orm/pg-core';
import type { ContentFields, StoredTranslations } from '@common/domain/content-language';

export const tz = { withTimezone: true } as const;
export const createdAt = () => timestamp('created_at', tz).notNull().defaultNow();
export const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);
/** The MPU reasons a piece of content is for; the spec's default is alcohol. */
export const mpuTypes = () =>
  text('mpu_types')
    .array()
    .notNull()
    .default(sql`'{alcohol}'::text[]`);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/**
 * A German full-text index of a row's texts, kept by the database (the assistant's offline answers
 * search it). Weight A for titles, B for the rest.
 */
export const germanSearch = (title: string, ...rest: string[]) =>
  tsvector('search').generatedAlwaysAs(
    sql.raw(
      [
        `setweight(to_tsvector('german', coalesce("${title}", '')), 'A')`,
        ...rest.map((c) => `setweight(to_tsvector('german', coalesce("${c}", '')), 'B')`),
      ].join(' || '),
    ),
  );

/** The Turkish and English versions of a content row (common/src/domain/content-language.ts); German is the row's own columns. */
export const translations = <K extends keyof ContentFields>() =>
  jsonb('translations')
    .$type<StoredTranslations<ContentFields[K]>>()
    .notNull()
    .default(sql`'{}'::jsonb`);

/**
 * The Turkish and English versions of the same texts, indexed without a language's stemming ('simple'): the
 * assistant's offline answers find a Turkish or English question in them as well as in the German `search`.
 */
export const translatedSearch = (title: string, ...rest: string[]) =>
  tsvector('search_translated').generatedAlwaysAs(
    sql.raw(
      ['tr', 'en']
        .flatMap((language) => [
          `setweight(to_tsvector('simple', coalesce("translations"->'${language}'->>'${title}', '')), 'A')`,
          ...rest.map((c) => `setweight(to_tsvector('simple', coalesce("translations"->'${language}'->>'${c}', '')), 'B')`),
        ])
        .join(' || '),
    ),
  );

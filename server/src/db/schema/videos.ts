import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, mpuTypes, textList, translations } from './columns';
import { mpuTypesWithinSet, videoLanguageEnum } from './enums';

export const videoSections = pgTable('video_sections', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  order: integer('order').notNull(),
  translations: translations<'videoSection'>(),
  createdAt: createdAt(),
});

export const videos = pgTable(
  'videos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => videoSections.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    url: text('url').notNull(),
    order: integer('order').notNull(),
    language: videoLanguageEnum('language').notNull().default('de'),
    country: text('country')
      .array()
      .notNull()
      .default(sql`'{DE}'::text[]`),
    mpuTypes: mpuTypes(),
    translations: translations<'video'>(),
    /** An uploaded file (server/src/media) played instead of `url`: its storage key, type and size. */
    fileKey: text('file_key'),
    fileType: text('file_type'),
    fileSize: bigint('file_size', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('videos_mpu_types_check', mpuTypesWithinSet(t.mpuTypes)),
    check('videos_file_type_check', sql`${t.fileType} is null or ${t.fileType} in ('video/mp4', 'video/webm')`),
    index('videos_section_order_idx').on(t.sectionId, t.order),
    index('videos_mpu_types_idx').using('gin', t.mpuTypes),
  ],
);

export const videoQuizzes = pgTable(
  'video_quizzes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    options: textList('options'),
    correctAnswers: textList('correct_answers'),
    order: integer('order').notNull(),
    translations: translations<'choice'>(),
  },
  (t) => [index('video_quizzes_video_idx').on(t.videoId, t.order)],
);

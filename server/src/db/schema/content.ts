import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { BOOKING_PRICE_CENTS, BOOKING_SLOTS } from '@common/domain';
import { user } from './auth';
import { difficultyEnum, glossaryCategoryEnum, mpuTypesWithinSet, videoLanguageEnum } from './enums';

const tz = { withTimezone: true } as const;
const createdAt = () => timestamp('created_at', tz).notNull().defaultNow();
const textList = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);
const mpuTypes = () => text('mpu_types').array().notNull().default(sql`'{alcohol}'::text[]`);

export const videoSections = pgTable('video_sections', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  order: integer('order').notNull(),
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
    country: text('country').array().notNull().default(sql`'{DE}'::text[]`),
    mpuTypes: mpuTypes(),
    createdAt: createdAt(),
  },
  (t) => [
    check('videos_mpu_types_check', mpuTypesWithinSet(t.mpuTypes)),
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
  },
  (t) => [index('video_quizzes_video_idx').on(t.videoId, t.order)],
);

export const quizCategories = pgTable(
  'quiz_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    description: text('description').notNull().default(''),
    mpuTypes: mpuTypes(),
    createdAt: createdAt(),
  },
  (t) => [
    check('quiz_categories_mpu_types_check', mpuTypesWithinSet(t.mpuTypes)),
    index('quiz_categories_mpu_types_idx').using('gin', t.mpuTypes),
  ],
);

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => quizCategories.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    options: textList('options'),
    /** Option texts, not indexes (spec). */
    correctAnswers: textList('correct_answers'),
    explanation: text('explanation').notNull().default(''),
    difficulty: difficultyEnum('difficulty').notNull().default('easy'),
    createdAt: createdAt(),
  },
  (t) => [index('quiz_questions_category_idx').on(t.categoryId)],
);

export const courses = pgTable('courses', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  createdAt: createdAt(),
});

export const chapters = pgTable(
  'chapters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    order: integer('order').notNull(),
  },
  (t) => [index('chapters_course_order_idx').on(t.courseId, t.order)],
);

/** Chapter quizzes: one question, one correct answer. */
export const quizzes = pgTable(
  'quizzes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chapterId: uuid('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    options: textList('options'),
    correctAnswer: text('correct_answer').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('quizzes_chapter_idx').on(t.chapterId, t.createdAt)],
);

export const lexicon = pgTable('lexicon', {
  id: uuid('id').primaryKey().defaultRandom(),
  term: text('term').notNull().unique(),
  definition: text('definition').notNull(),
  category: glossaryCategoryEnum('category').notNull(),
  related: textList('related'),
  createdAt: createdAt(),
});

export const news = pgTable('news', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull().unique(),
  body: text('body').notNull(),
  publishedOn: date('published_on').notNull().default(sql`CURRENT_DATE`),
  createdAt: createdAt(),
});

export const instructors = pgTable('instructors', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  title: text('title').notNull(),
  specialization: text('specialization').notNull(),
  experience: text('experience').notNull(),
  image: text('image').notNull().default(''),
});

/** Integration keys for the CRM; only a hash of the key is stored (ARCHITECTURE.md, difference 2). */
export const apiKeys = pgTable('api_keys', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  keyHash: text('key_hash').notNull().unique(),
  keyLastFour: text('key_last_four').notNull(),
  expiresAt: timestamp('expires_at', tz),
  isActive: boolean('is_active').notNull().default(true),
  createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

const slotList = sql.raw(`ARRAY[${BOOKING_SLOTS.map((s) => `'${s}'`).join(', ')}]::text[]`);

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    instructorId: text('instructor_id')
      .notNull()
      .references(() => instructors.id, { onDelete: 'restrict' }),
    date: date('date').notNull(),
    slot: text('slot').notNull(),
    priceCents: integer('price_cents').notNull().default(BOOKING_PRICE_CENTS),
    createdAt: createdAt(),
  },
  (t) => [
    unique('bookings_instructor_date_slot_unique').on(t.instructorId, t.date, t.slot),
    check('bookings_slot_check', sql`${t.slot} = ANY (${slotList})`),
    index('bookings_user_idx').on(t.userId),
  ],
);

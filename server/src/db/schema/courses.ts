import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, germanSearch, textList, translatedSearch, translations } from './columns';

export const courses = pgTable('courses', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  translations: translations<'course'>(),
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
    translations: translations<'chapter'>(),
    search: germanSearch('title', 'content'),
    searchTranslated: translatedSearch('title', 'content'),
  },
  (t) => [
    index('chapters_course_order_idx').on(t.courseId, t.order),
    index('chapters_search_idx').using('gin', t.search),
    index('chapters_search_translated_idx').using('gin', t.searchTranslated),
  ],
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
    translations: translations<'choice'>(),
    createdAt: createdAt(),
  },
  (t) => [index('quizzes_chapter_idx').on(t.chapterId, t.createdAt)],
);

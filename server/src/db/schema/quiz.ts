// The exam quiz: question categories and their questions.
import { check, date, index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, germanSearch, mpuTypes, textList, translatedSearch, translations } from './columns';
import { difficultyEnum, mpuTypesWithinSet } from './enums';

export const quizCategories = pgTable(
  'quiz_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    description: text('description').notNull().default(''),
    mpuTypes: mpuTypes(),
    translations: translations<'category'>(),
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
    /** The category's MPU types as a mask, kept by the database (migration 0012) for the progress counters. */
    mpuMask: smallint('mpu_mask').notNull().default(0),
    /** The rule the answer rests on ('§ 13 S. 1 Nr. 2 c FeV'), shown with the explanation. */
    legalBasis: text('legal_basis').notNull().default(''),
    /** Rechtsstand: the day the fact was last checked against the law. */
    checkedOn: date('checked_on', { mode: 'string' }),
    translations: translations<'examQuestion'>(),
    createdAt: createdAt(),
    search: germanSearch('question', 'explanation'),
    searchTranslated: translatedSearch('question', 'explanation'),
  },
  (t) => [
    index('quiz_questions_category_idx').on(t.categoryId),
    index('quiz_questions_search_idx').using('gin', t.search),
    index('quiz_questions_search_translated_idx').using('gin', t.searchTranslated),
  ],
);

import { boolean, index, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAt, textList, tz } from './columns';
import { chapters, courses, quizzes } from './courses';
import { quizQuestions } from './quiz';
import { videoQuizzes, videos } from './videos';

const userRef = () =>
  text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });

export const videoProgress = pgTable(
  'video_progress',
  {
    userId: userRef(),
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    completed: boolean('completed').notNull().default(false),
    updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
  },
  // the second index serves the cascade when a video is deleted
  (t) => [primaryKey({ columns: [t.userId, t.videoId] }), index('video_progress_video_idx').on(t.videoId)],
);

export const videoQuizAttempts = pgTable(
  'video_quiz_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => videoQuizzes.id, { onDelete: 'cascade' }),
    selectedAnswers: textList('selected_answers'),
    isCorrect: boolean('is_correct').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('video_quiz_attempts_user_quiz_idx').on(t.userId, t.quizId), index('video_quiz_attempts_quiz_idx').on(t.quizId)],
);

export const quizUserAttempts = pgTable(
  'quiz_user_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    selectedAnswers: textList('selected_answers'),
    isCorrect: boolean('is_correct').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // the dashboard aggregates one user's attempts; the quiz hub lists the latest ones
    index('quiz_user_attempts_user_question_idx').on(t.userId, t.questionId, t.isCorrect),
    index('quiz_user_attempts_user_created_idx').on(t.userId, t.createdAt),
    // deleting a question (or 'Alle löschen') cascades to its attempts: without it every delete reads them all
    index('quiz_user_attempts_question_idx').on(t.questionId),
  ],
);

export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    answer: text('answer').notNull(),
    isCorrect: boolean('is_correct').notNull(),
    createdAt: createdAt(),
  },
  // a chapter quiz question locks after the first answer: one attempt per user and question
  (t) => [unique('quiz_attempts_user_quiz_unique').on(t.userId, t.quizId)],
);

/** Chapter completion per user. */
export const userProgress = pgTable(
  'user_progress',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    chapterId: uuid('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    completed: boolean('completed').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [unique('user_progress_user_chapter_unique').on(t.userId, t.chapterId)],
);

/**
 * Where a learner is in a course: the chapter opened last, so the course reopens there on any
 * device (docs/decisions/080-one-chapter-at-a-time.md). A deleted chapter takes its row with it and
 * the course opens at the first chapter not completed.
 */
export const coursePositions = pgTable(
  'course_positions',
  {
    userId: userRef(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    chapterId: uuid('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
  },
  // the second and third index serve the cascades when a course or a chapter is deleted
  (t) => [
    primaryKey({ columns: [t.userId, t.courseId] }),
    index('course_positions_course_idx').on(t.courseId),
    index('course_positions_chapter_idx').on(t.chapterId),
  ],
);

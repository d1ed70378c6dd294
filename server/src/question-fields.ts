import { sql } from 'drizzle-orm';
import { quizCategories, quizQuestions } from './db/schema';

/** A question as the learner gets it before answering: without its correct answers and explanation. */
export const questionFields = {
  id: quizQuestions.id,
  categoryId: quizQuestions.categoryId,
  categoryName: quizCategories.name,
  question: quizQuestions.question,
  options: quizQuestions.options,
  difficulty: quizQuestions.difficulty,
  // how many are right is no secret: the learner sees radio buttons for one, checkboxes for several
  multiple: sql<boolean>`cardinality(${quizQuestions.correctAnswers}) > 1`.as('multiple'),
};

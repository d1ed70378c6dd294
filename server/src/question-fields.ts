import { quizCategories, quizQuestions } from './db/schema';

/** A question as the learner gets it before answering: without its correct answers and explanation. */
export const questionFields = {
  id: quizQuestions.id,
  categoryId: quizQuestions.categoryId,
  categoryName: quizCategories.name,
  question: quizQuestions.question,
  options: quizQuestions.options,
  difficulty: quizQuestions.difficulty,
};

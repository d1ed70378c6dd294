// Error codes of the exam-admin API to the texts of docs/spec-notes.md, Error catalogue ('Fehler beim Erstellen
// der Frage', …). Known codes get their own sentence; anything else the action's 'Fehler beim …' text.
import { ApiError } from '../../../lib/api-client';
import type { TranslationKey } from '../../../lib/i18n';

export type ExamAdminAction =
  'createCategory' | 'updateCategory' | 'deleteCategory' | 'createQuestion' | 'updateQuestion' | 'deleteQuestion' | 'deleteAll';

type Key = TranslationKey<'exam-admin'>;

const FAILED: Record<ExamAdminAction, Key> = {
  createCategory: 'exam-admin:errors.createCategory',
  updateCategory: 'exam-admin:errors.updateCategory',
  deleteCategory: 'exam-admin:errors.deleteCategory',
  createQuestion: 'exam-admin:errors.createQuestion',
  updateQuestion: 'exam-admin:errors.updateQuestion',
  deleteQuestion: 'exam-admin:errors.deleteQuestion',
  deleteAll: 'exam-admin:errors.deleteAll',
};

/** The question form's field codes (ExamQuestionInputSchema) in the order the form checks them. */
function questionFieldKey(fields: Record<string, string>): Key | undefined {
  // the chosen category was deleted meanwhile
  if (fields.categoryId === 'NOT_FOUND') return 'exam-admin:errors.categoryNotFound';
  // a Turkish or English version without its question, or with another number of options (OPTION_COUNT)
  if (Object.keys(fields).some((field) => field.startsWith('translations.'))) return 'exam-admin:errors.translationIncomplete';
  if (fields.checkedOn) return 'exam-admin:errors.invalidDate';
  if (Object.values(fields).includes('REQUIRED') || fields.categoryId) return 'exam-admin:errors.requiredFields';
  if (fields.options === 'TOO_FEW_OPTIONS') return 'exam-admin:errors.tooFewOptions';
  if (fields.options === 'DUPLICATE') return 'exam-admin:errors.duplicateOptions';
  if (fields.correctAnswers === 'NOT_AN_OPTION') return 'exam-admin:errors.notAnOption';
  if (Object.values(fields).includes('TOO_LONG')) return 'exam-admin:errors.tooLong';
  return undefined;
}

/** The category form's field codes (ExamCategoryInputSchema). */
function categoryFieldKey(fields: Record<string, string>): Key | undefined {
  if (Object.keys(fields).some((field) => field.startsWith('translations.'))) return 'exam-admin:errors.categoryTranslationIncomplete';
  if (Object.values(fields).includes('REQUIRED')) return 'exam-admin:errors.requiredAll';
  if (fields.name === 'FORMULA') return 'exam-admin:errors.categoryNameFormula';
  if (Object.values(fields).includes('TOO_LONG')) return 'exam-admin:errors.categoryTooLong';
  return undefined;
}

export function getExamAdminErrorKey(error: unknown, action: ExamAdminAction): Key {
  if (!(error instanceof ApiError) || error.isNetworkError) return FAILED[action];
  if (error.code === 'CATEGORY_EXISTS') return 'exam-admin:errors.categoryExists';
  if (error.code === 'CATEGORY_NOT_FOUND') return 'exam-admin:errors.categoryNotFound';
  if (error.code === 'QUESTION_NOT_FOUND') return 'exam-admin:errors.questionNotFound';
  if (error.code === 'VALIDATION_ERROR' && error.fields) {
    if (action === 'createQuestion' || action === 'updateQuestion') return questionFieldKey(error.fields) ?? FAILED[action];
    if (action === 'createCategory' || action === 'updateCategory') return categoryFieldKey(error.fields) ?? FAILED[action];
  }
  return FAILED[action];
}

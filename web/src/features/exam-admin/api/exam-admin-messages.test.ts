import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { getExamAdminErrorKey } from './exam-admin-messages';

const error = (status: number, code: string, fields?: Record<string, string>) => new ApiError(status, code, code, fields);

describe('getExamAdminErrorKey', () => {
  it('names known refusals', () => {
    expect(getExamAdminErrorKey(error(409, 'CATEGORY_EXISTS'), 'createCategory')).toBe('exam-admin:errors.categoryExists');
    expect(getExamAdminErrorKey(error(404, 'QUESTION_NOT_FOUND'), 'deleteQuestion')).toBe('exam-admin:errors.questionNotFound');
    expect(getExamAdminErrorKey(error(404, 'CATEGORY_NOT_FOUND'), 'deleteCategory')).toBe('exam-admin:errors.categoryNotFound');
  });

  it("maps the question form's field codes", () => {
    const v = (fields: Record<string, string>) => getExamAdminErrorKey(error(400, 'VALIDATION_ERROR', fields), 'createQuestion');
    expect(v({ question: 'REQUIRED' })).toBe('exam-admin:errors.requiredFields');
    expect(v({ options: 'TOO_FEW_OPTIONS' })).toBe('exam-admin:errors.tooFewOptions');
    expect(v({ options: 'DUPLICATE' })).toBe('exam-admin:errors.duplicateOptions');
    expect(v({ correctAnswers: 'NOT_AN_OPTION' })).toBe('exam-admin:errors.notAnOption');
    expect(v({ categoryId: 'NOT_FOUND' })).toBe('exam-admin:errors.categoryNotFound');
    expect(getExamAdminErrorKey(error(400, 'VALIDATION_ERROR', { name: 'REQUIRED' }), 'updateCategory')).toBe(
      'exam-admin:errors.requiredAll',
    );
  });

  it('names a text over its limit and a category name that starts like a formula', () => {
    const v = (fields: Record<string, string>) => getExamAdminErrorKey(error(400, 'VALIDATION_ERROR', fields), 'updateQuestion');
    expect(v({ question: 'TOO_LONG' })).toBe('exam-admin:errors.tooLong');
    expect(v({ 'options.2': 'TOO_LONG' })).toBe('exam-admin:errors.tooLong');
    expect(v({ explanation: 'TOO_LONG' })).toBe('exam-admin:errors.tooLong');
    const c = (fields: Record<string, string>) => getExamAdminErrorKey(error(400, 'VALIDATION_ERROR', fields), 'createCategory');
    expect(c({ name: 'FORMULA' })).toBe('exam-admin:errors.categoryNameFormula');
    expect(c({ name: 'TOO_LONG' })).toBe('exam-admin:errors.categoryTooLong');
  });

  it("falls back to the action's 'Fehler beim …' text", () => {
    expect(getExamAdminErrorKey(error(500, 'INTERNAL_ERROR'), 'deleteAll')).toBe('exam-admin:errors.deleteAll');
    expect(getExamAdminErrorKey(error(0, 'NETWORK_ERROR'), 'createQuestion')).toBe('exam-admin:errors.createQuestion');
    expect(getExamAdminErrorKey(new TypeError('x'), 'updateQuestion')).toBe('exam-admin:errors.updateQuestion');
  });
});

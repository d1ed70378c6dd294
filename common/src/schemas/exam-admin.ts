// The exam-question admin (/dashboard/admin/quiz): categories, questions, delete all, CSV import.
import { z } from 'zod';
import { DIFFICULTIES, MPU_REASONS } from '../domain';
import { startsLikeFormula } from '../domain/csv-cells';
import { checkTranslatedOptions, dropBlankTranslatedOptions, translatedRequiredText, translatedText } from './admin-translations';
import { adminTranslationsSchema, translationsInputSchema } from './content-language';
import { QuizCategorySummarySchema } from './quiz';

export const EXAM_QUESTIONS_PAGE_SIZE = 20;
/** The largest CSV file the import accepts. */
export const QUESTION_CSV_MAX_BYTES = 5 * 1024 * 1024;
/**
 * The most questions one CSV file may hold (blank rows not counted): a 10,000-row file is about 3.4 MB and
 * imports in a few seconds; a larger bank is split into several files. The import stops reading at the next row.
 */
export const QUESTION_CSV_MAX_ROWS = 10_000;
export const QUESTION_MAX_LENGTH = 2000;
export const EXPLANATION_MAX_LENGTH = 5000;
export const CATEGORY_NAME_MAX_LENGTH = 200;
export const QUESTION_OPTION_COUNT = 4;
export const LEGAL_BASIS_MAX_LENGTH = 500;
export const CATEGORY_DESCRIPTION_MAX_LENGTH = 1000;

const requiredText = (max: number) => z.string().trim().min(1, 'REQUIRED').max(max, 'TOO_LONG');
const MpuTypeListSchema = z
  .array(z.enum(MPU_REASONS))
  .max(MPU_REASONS.length)
  .refine((list) => new Set(list).size === list.length, 'DUPLICATE');

/** The translatable fields of a category (ContentFields['category']). */
export const categoryTranslationShape = { name: z.string(), description: z.string() };
/** The translatable fields of an exam question (ContentFields['examQuestion']); options in the German order. */
export const questionTranslationShape = { question: z.string(), options: z.array(z.string()), explanation: z.string() };

/** A category in the admin: the summary and its Turkish and English versions with their status. */
export const ExamCategorySchema = QuizCategorySummarySchema.extend({
  translations: adminTranslationsSchema(categoryTranslationShape),
}).meta({
  id: 'ExamCategory',
});
export type ExamCategory = z.infer<typeof ExamCategorySchema>;

export const ExamCategoryListSchema = z.object({ categories: z.array(ExamCategorySchema) }).meta({ id: 'ExamCategoryList' });
export type ExamCategoryList = z.infer<typeof ExamCategoryListSchema>;

/**
 * The editor, the API and the CSV import all take a category name through this rule. A name that starts like a
 * spreadsheet formula is refused: it would end up in the first column of every CSV written from the questions.
 */
export const ExamCategoryNameSchema = requiredText(CATEGORY_NAME_MAX_LENGTH).refine((name) => !startsLikeFormula(name), 'FORMULA');

export const ExamCategoryInputSchema = z.object({
  name: ExamCategoryNameSchema,
  description: requiredText(CATEGORY_DESCRIPTION_MAX_LENGTH),
  /** Empty saves ['alcohol'] (spec). */
  mpuTypes: MpuTypeListSchema,
  translations: translationsInputSchema({
    name: translatedRequiredText(CATEGORY_NAME_MAX_LENGTH),
    description: translatedText(CATEGORY_DESCRIPTION_MAX_LENGTH),
  }),
});
export type ExamCategoryInput = z.infer<typeof ExamCategoryInputSchema>;

export const ExamIdParamSchema = z.object({ id: z.uuid() });

export const ExamQuestionSchema = z
  .object({
    id: z.string(),
    categoryId: z.string(),
    question: z.string(),
    options: z.array(z.string()),
    correctAnswers: z.array(z.string()),
    explanation: z.string(),
    difficulty: z.enum(DIFFICULTIES),
    /** The rule the answer rests on ('§ 13 S. 1 Nr. 2 c FeV'); '' when none is named. */
    legalBasis: z.string(),
    /** Rechtsstand: the day the fact was last checked (YYYY-MM-DD), or null. */
    checkedOn: z.string().nullable(),
    translations: adminTranslationsSchema(questionTranslationShape),
    createdAt: z.string(),
  })
  .meta({ id: 'ExamQuestion' });
export type ExamQuestion = z.infer<typeof ExamQuestionSchema>;

export const ExamQuestionListQuerySchema = z.object({
  categoryId: z.uuid().optional(),
  /** Case-insensitive substring of the question text. */
  search: z.string().max(200).default(''),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(EXAM_QUESTIONS_PAGE_SIZE),
});
export type ExamQuestionListQuery = z.infer<typeof ExamQuestionListQuerySchema>;

export const ExamQuestionListSchema = z
  .object({
    items: z.array(ExamQuestionSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'ExamQuestionList' });
export type ExamQuestionList = z.infer<typeof ExamQuestionListSchema>;

/** A question's texts and answers, whoever writes them: the admin form, the API and the CSV import (one row). */
const questionContentShape = {
  question: requiredText(QUESTION_MAX_LENGTH),
  /** Options A–D as typed; blank ones are dropped after the length check, so an issue's index is the letter. */
  options: z.array(z.string().trim().max(QUESTION_MAX_LENGTH, 'TOO_LONG')).max(QUESTION_OPTION_COUNT),
  correctAnswers: z.array(z.string().trim()).max(QUESTION_OPTION_COUNT),
  explanation: z.string().trim().max(EXPLANATION_MAX_LENGTH, 'TOO_LONG').default(''),
  difficulty: z.enum(DIFFICULTIES).default('easy'),
  legalBasis: z.string().trim().max(LEGAL_BASIS_MAX_LENGTH, 'TOO_LONG').default(''),
  checkedOn: z.iso.date('INVALID_DATE').nullable().default(null),
  /** Options in the German order, blank ones dropped like the German ones; as many as the German (OPTION_COUNT). */
  translations: translationsInputSchema({
    question: translatedRequiredText(QUESTION_MAX_LENGTH),
    options: z.array(z.string().trim().max(QUESTION_MAX_LENGTH, 'TOO_LONG')).max(QUESTION_OPTION_COUNT),
    explanation: translatedText(EXPLANATION_MAX_LENGTH).default(''),
  }),
};

const dropBlankOptions = <T extends { options: string[]; translations?: unknown }>(input: T): T =>
  dropBlankTranslatedOptions({
    ...input,
    options: input.options.filter((option) => option.length > 0),
  } as T & Parameters<typeof dropBlankTranslatedOptions>[0]);

function checkAnswers(
  input: { options: string[]; correctAnswers: string[]; translations?: Parameters<typeof checkTranslatedOptions>[0]['translations'] },
  ctx: z.RefinementCtx,
) {
  if (input.options.length < 2) ctx.addIssue({ code: 'custom', message: 'TOO_FEW_OPTIONS', path: ['options'] });
  if (new Set(input.options).size !== input.options.length) ctx.addIssue({ code: 'custom', message: 'DUPLICATE', path: ['options'] });
  if (input.correctAnswers.length === 0) ctx.addIssue({ code: 'custom', message: 'REQUIRED', path: ['correctAnswers'] });
  else if (input.correctAnswers.some((answer) => !input.options.includes(answer)))
    ctx.addIssue({ code: 'custom', message: 'NOT_AN_OPTION', path: ['correctAnswers'] });
  checkTranslatedOptions(input, ctx);
}

/** The question without its category: what the CSV import checks for each row before it knows the category's id. */
export const ExamQuestionContentSchema = z.object(questionContentShape).transform(dropBlankOptions).superRefine(checkAnswers);

/**
 * A question from the admin form: options A–D as typed (blank ones are dropped), the correct
 * ones as option texts.
 */
export const ExamQuestionInputSchema = z
  .object({ categoryId: z.uuid('REQUIRED'), ...questionContentShape })
  .transform(dropBlankOptions)
  .superRefine(checkAnswers);
export type ExamQuestionInput = z.input<typeof ExamQuestionInputSchema>;

export const DeletedCountSchema = z.object({ deleted: z.number().int() }).meta({ id: 'DeletedCount' });
export type DeletedCount = z.infer<typeof DeletedCountSchema>;

export const QuestionCsvProblemSchema = z
  .object({
    /** The spreadsheet row (the header is row 1). */
    line: z.number().int(),
    outcome: z.enum(['skipped', 'duplicate', 'failed']),
    code: z.string(),
    value: z.string().optional(),
    /** The column the code is about (TOO_LONG, FORMULA): 'question', 'option_b', 'category_name', … */
    field: z.string().optional(),
    /** TOO_LONG: the most characters the column takes. */
    max: z.number().int().optional(),
  })
  .meta({ id: 'QuestionCsvProblem' });
export type QuestionCsvProblem = z.infer<typeof QuestionCsvProblemSchema>;

export const QuestionCsvImportResultSchema = z
  .object({
    imported: z.number().int(),
    skipped: z.number().int(),
    duplicates: z.number().int(),
    failed: z.number().int(),
    createdCategories: z.array(z.string()),
    problems: z.array(QuestionCsvProblemSchema),
  })
  .meta({ id: 'QuestionCsvImportResult' });
export type QuestionCsvImportResult = z.infer<typeof QuestionCsvImportResultSchema>;

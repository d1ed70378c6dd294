// Writes and lists of the exam-question admin (/dashboard/admin/quiz): categories, questions, delete
// all and the CSV import. The demo seed loads its exam questions through importQuestionsCsv as well.
import { and, asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import {
  isTemplateExampleQuestion,
  parseQuestionCsvAsync,
  type QuestionCsvFileError,
  type QuestionCsvRow,
  type QuestionCsvRowError,
} from '@common/domain/question-csv';
import type { MpuReason } from '@common/domain';
import { nextTranslations, type ContentFields, type StoredTranslations } from '@common/domain/content-language';
import type {
  ExamCategory,
  ExamCategoryInput,
  ExamQuestion,
  ExamQuestionInput,
  ExamQuestionList,
  ExamQuestionListQuery,
  QuestionCsvImportResult,
  QuestionCsvProblem,
} from '@common/schemas/exam-admin';
import type { DatabaseOrTransaction } from '../../db/client';
import { escapeLike } from '../../db/escape-like';
import { quizCategories, quizQuestions } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { ApiError } from '../../middleware/errors';
import { toAdminTranslations } from '../../admin-translations';

type Db = DatabaseOrTransaction;

/** The spec: an empty mpu_types list is saved as ['alcohol']. */
const typesOrAlcohol = (types: readonly MpuReason[]): MpuReason[] => (types.length > 0 ? [...new Set(types)] : ['alcohol']);

const categoryNotFound = () => new ApiError(404, 'CATEGORY_NOT_FOUND', 'No such category.');
const categoryExists = () => new ApiError(409, 'CATEGORY_EXISTS', 'A category with this name exists.', { name: 'EXISTS' });

export async function listCategories({ db }: { db: Db }): Promise<ExamCategory[]> {
  const rows = await db
    .select({
      id: quizCategories.id,
      name: quizCategories.name,
      description: quizCategories.description,
      mpuTypes: sql<MpuReason[]>`${quizCategories.mpuTypes}`,
      translations: quizCategories.translations,
      questionCount: sql<number>`count(${quizQuestions.id})::int`.mapWith(Number),
    })
    .from(quizCategories)
    .leftJoin(quizQuestions, eq(quizQuestions.categoryId, quizCategories.id))
    .groupBy(quizCategories.id)
    .orderBy(asc(quizCategories.name));
  return rows.map(({ translations, ...row }) => ({
    ...row,
    translations: toAdminTranslations({ name: row.name, description: row.description }, translations),
  }));
}

type CategoryTranslationsInput = ExamCategoryInput['translations'];

/** Category names are unique: an existing name is reported, not overwritten. */
export async function createQuizCategory({
  db,
  category,
}: {
  db: Db;
  category: Omit<ExamCategoryInput, 'translations'> & { translations?: CategoryTranslationsInput };
}): Promise<{ status: 'created' | 'exists'; id: string }> {
  const name = category.name.trim();
  const description = category.description.trim();
  const translations = nextTranslations({ german: { name, description }, stored: undefined, submitted: category.translations });
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(quizCategories)
      .values({ name, description, mpuTypes: typesOrAlcohol(category.mpuTypes), translations })
      .onConflictDoNothing({ target: quizCategories.name })
      .returning({ id: quizCategories.id });
    if (created) return { status: 'created', id: created.id };
    const [existing] = await tx.select({ id: quizCategories.id }).from(quizCategories).where(eq(quizCategories.name, name));
    if (!existing) throw new Error(`quiz category "${name}" neither inserted nor found`);
    return { status: 'exists', id: existing.id };
  });
}

export async function createCategory({ db, input }: { db: Db; input: ExamCategoryInput }): Promise<{ id: string }> {
  const { status, id } = await createQuizCategory({ db, category: input });
  if (status === 'exists') throw categoryExists();
  return { id };
}

export async function updateCategory({ db, id, input }: { db: Db; id: string; input: ExamCategoryInput }): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ translations: quizCategories.translations })
      .from(quizCategories)
      .where(eq(quizCategories.id, id))
      .for('update');
    if (!current) throw categoryNotFound();
    const german = { name: input.name, description: input.description };
    const translations = nextTranslations({ german, stored: current.translations, submitted: input.translations });
    await tx
      .update(quizCategories)
      .set({ ...german, mpuTypes: typesOrAlcohol(input.mpuTypes), translations })
      .where(eq(quizCategories.id, id))
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw categoryExists();
        throw error;
      });
  });
}

/** Deletes the category with its questions (and the attempts on them). */
export async function deleteCategory({ db, id }: { db: Db; id: string }): Promise<{ deletedQuestions: number }> {
  return db.transaction(async (tx) => {
    const deleted = await tx.delete(quizQuestions).where(eq(quizQuestions.categoryId, id)).returning({ id: quizQuestions.id });
    const [category] = await tx.delete(quizCategories).where(eq(quizCategories.id, id)).returning({ id: quizCategories.id });
    if (!category) throw categoryNotFound();
    return { deletedQuestions: deleted.length };
  });
}

const questionFields = {
  id: quizQuestions.id,
  categoryId: quizQuestions.categoryId,
  question: quizQuestions.question,
  options: quizQuestions.options,
  correctAnswers: quizQuestions.correctAnswers,
  explanation: quizQuestions.explanation,
  difficulty: quizQuestions.difficulty,
  legalBasis: quizQuestions.legalBasis,
  checkedOn: quizQuestions.checkedOn,
  translations: quizQuestions.translations,
  createdAt: quizQuestions.createdAt,
};

type QuestionRow = Omit<ExamQuestion, 'createdAt' | 'translations'> & {
  createdAt: Date;
  translations: StoredTranslations<ContentFields['examQuestion']>;
};

/** Newest first, filtered by category and a substring of the text; one page. */
export async function listQuestions({ db, query }: { db: Db; query: ExamQuestionListQuery }): Promise<ExamQuestionList> {
  const { categoryId, search, page, pageSize } = query;
  const where = and(
    categoryId ? eq(quizQuestions.categoryId, categoryId) : undefined,
    search.trim() ? ilike(quizQuestions.question, `%${escapeLike(search.trim())}%`) : undefined,
  );
  const [items, [total]] = await Promise.all([
    db
      .select(questionFields)
      .from(quizQuestions)
      .where(where)
      .orderBy(desc(quizQuestions.createdAt), desc(quizQuestions.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ count: count() }).from(quizQuestions).where(where),
  ]);
  return { items: items.map(toExamQuestion), total: total?.count ?? 0, page, pageSize };
}

function toExamQuestion({ translations, ...row }: QuestionRow): ExamQuestion {
  const german = { question: row.question, options: row.options, explanation: row.explanation };
  return { ...row, translations: toAdminTranslations(german, translations), createdAt: row.createdAt.toISOString() };
}

export interface QuestionValues {
  categoryId: string;
  question: string;
  options: string[];
  correctAnswers: string[];
  explanation: string;
  difficulty: ExamQuestion['difficulty'];
  legalBasis?: string;
  checkedOn?: string | null;
  /** The Turkish and English versions as the editor sends them (left out: unchanged). */
  translations?: ExamQuestionInput['translations'];
}

async function assertCategory(db: Db, categoryId: string) {
  const [category] = await db.select({ id: quizCategories.id }).from(quizCategories).where(eq(quizCategories.id, categoryId));
  if (!category) throw new ApiError(400, 'VALIDATION_ERROR', 'The request is invalid.', { categoryId: 'NOT_FOUND' });
}

/**
 * The columns to write: correct answers in the order of the options, and the versions after this save (a version
 * whose text is unchanged keeps its fingerprint, so a German edit makes it stale).
 */
function questionColumns(values: QuestionValues, stored: StoredTranslations<ContentFields['examQuestion']> | undefined) {
  const { translations: submitted, legalBasis, checkedOn, ...german } = values;
  return {
    ...german,
    correctAnswers: values.options.filter((option) => values.correctAnswers.includes(option)),
    ...(legalBasis === undefined ? {} : { legalBasis }),
    ...(checkedOn === undefined ? {} : { checkedOn }),
    translations: nextTranslations({
      german: { question: values.question, options: values.options, explanation: values.explanation },
      stored,
      submitted: submitted as Parameters<typeof nextTranslations<ContentFields['examQuestion']>>[0]['submitted'],
    }),
  };
}

export async function createQuestion({ db, values }: { db: Db; values: QuestionValues }): Promise<ExamQuestion> {
  await assertCategory(db, values.categoryId);
  const [created] = await db.insert(quizQuestions).values(questionColumns(values, undefined)).returning(questionFields);
  return toExamQuestion(created!);
}

export async function updateQuestion({ db, id, values }: { db: Db; id: string; values: QuestionValues }): Promise<ExamQuestion> {
  await assertCategory(db, values.categoryId);
  return db.transaction(async (tx) => {
    // read and written in one transaction: a concurrent save cannot slip its versions in between
    const [current] = await tx
      .select({ translations: quizQuestions.translations })
      .from(quizQuestions)
      .where(eq(quizQuestions.id, id))
      .for('update');
    if (!current) throw new ApiError(404, 'QUESTION_NOT_FOUND', 'No such question.');
    const [updated] = await tx
      .update(quizQuestions)
      .set(questionColumns(values, current.translations))
      .where(eq(quizQuestions.id, id))
      .returning(questionFields);
    return toExamQuestion(updated!);
  });
}

export async function deleteQuestion({ db, id }: { db: Db; id: string }): Promise<void> {
  const [deleted] = await db.delete(quizQuestions).where(eq(quizQuestions.id, id)).returning({ id: quizQuestions.id });
  if (!deleted) throw new ApiError(404, 'QUESTION_NOT_FOUND', 'No such question.');
}

/** 'Alle löschen': every exam question and the learners' attempts on them; categories stay. */
export async function deleteAllQuestions({ db }: { db: Db }): Promise<{ deleted: number }> {
  const deleted = await db.delete(quizQuestions).returning({ id: quizQuestions.id });
  return { deleted: deleted.length };
}

export type ImportQuestionsCsvResult =
  ({ ok: true } & QuestionCsvImportResult) | { ok: false; error: QuestionCsvFileError; missingColumns?: string[] };

/**
 * Rows per insert statement. On PGlite each statement holds the server's one thread (250 rows: about 50 ms);
 * the statement-level triggers (content totals) run once per statement.
 */
const INSERT_CHUNK = 250;

/**
 * The rows as one JSON parameter: 10,000 rows took 3.0–3.4 s in the transaction with seven parameters a row (PGlite
 * encodes each in JavaScript), 2.0–2.2 s like this (exam-admin-limits.test.ts prints the figures).
 */
async function insertQuestionRows(
  tx: Db,
  rows: {
    category_id: string;
    question: string;
    options: string[];
    correct_answers: string[];
    explanation: string;
    difficulty: ExamQuestion['difficulty'];
    legal_basis: string;
    checked_on: string | null;
    translations: StoredTranslations<ContentFields['examQuestion']>;
    created_at: Date;
  }[],
) {
  await tx.execute(sql`
    insert into quiz_questions (category_id, question, options, correct_answers, explanation, difficulty, legal_basis, checked_on, translations, created_at)
    select r.category_id, r.question, r.options, r.correct_answers, r.explanation, r.difficulty, r.legal_basis, r.checked_on, r.translations, r.created_at
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(
      category_id uuid, question text, options text[], correct_answers text[], explanation text, difficulty difficulty,
      legal_basis text, checked_on date, translations jsonb, created_at timestamptz
    )`);
}

function toProblem({ row, code, value, field, max }: QuestionCsvRowError): QuestionCsvProblem {
  const outcome =
    code === 'TOO_FEW_COLUMNS' || code === 'SAMPLE_QUESTION' ? 'skipped' : code === 'DUPLICATE_QUESTION' ? 'duplicate' : 'failed';
  return {
    line: row,
    outcome,
    code,
    ...(value === undefined ? {} : { value }),
    ...(field === undefined ? {} : { field }),
    ...(max === undefined ? {} : { max }),
  };
}

/** Lets the event loop answer other requests between two steps of reading a file. */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The spec's CSV import (with the optional legal_basis, checked_on and the Turkish and English columns, whose
 * complete versions are stored as current): rows with fewer columns than the header are skipped, missing categories
 * are created with the description 'Kategorie für {name}' and the row's MPU types. A question whose
 * text is already in its category (stored, or earlier in the same file) is a duplicate and not
 * imported again, so the same file can be imported twice. The CSV template's two sample questions
 * are skipped and named (SAMPLE_QUESTION), so an unchanged template publishes nothing to learners.
 * All rows go in one transaction.
 */
export async function importQuestionsCsv({ db, csv }: { db: Db; csv: Uint8Array | string }): Promise<ImportQuestionsCsvResult> {
  // read and checked before the transaction: on PGlite a transaction holds every other query until it ends
  const parsed = await parseQuestionCsvAsync(csv, { pause: yieldToEventLoop });
  if (!parsed.ok) return parsed;
  const problems = [...parsed.errors];

  return db.transaction(async (tx) => {
    const categories = await tx.select({ id: quizCategories.id, name: quizCategories.name }).from(quizCategories);
    // Excel users retype names: 'alkohol und fahreignung' is the category 'Alkohol und Fahreignung'
    const categoryIds = new Map(categories.map((c) => [c.name.toLowerCase(), c.id]));

    const known = new Set<string>();
    const key = (categoryId: string, question: string) => `${categoryId}\u0000${question}`;
    // one statement with the texts as one JSON parameter: 20 statements of 500 parameters each took ~1 s on PGlite
    const texts = [...new Set(parsed.rows.map((row) => row.question))];
    if (texts.length > 0 && categories.length > 0) {
      const stored = await tx
        .select({ categoryId: quizQuestions.categoryId, question: quizQuestions.question })
        .from(quizQuestions)
        .where(sql`${quizQuestions.question} in (select jsonb_array_elements_text(${JSON.stringify(texts)}::jsonb))`);
      for (const row of stored) known.add(key(row.categoryId, row.question));
    }

    const createdCategories: string[] = [];
    const accepted: { row: QuestionCsvRow; categoryId: string }[] = [];
    for (const row of parsed.rows) {
      if (isTemplateExampleQuestion(row.question)) {
        problems.push({ row: row.row, code: 'SAMPLE_QUESTION', value: row.question });
        continue;
      }
      let categoryId = categoryIds.get(row.categoryName.toLowerCase());
      if (categoryId && known.has(key(categoryId, row.question))) {
        problems.push({ row: row.row, code: 'DUPLICATE_QUESTION' });
        continue;
      }
      if (!categoryId) {
        const [created] = await tx
          .insert(quizCategories)
          .values({ name: row.categoryName, description: `Kategorie für ${row.categoryName}`, mpuTypes: row.mpuTypes })
          .returning({ id: quizCategories.id });
        categoryId = created!.id;
        categoryIds.set(row.categoryName.toLowerCase(), categoryId);
        createdCategories.push(row.categoryName);
      }
      known.add(key(categoryId, row.question));
      accepted.push({ row, categoryId });
    }

    // One statement gives every row the same now(); lists ordered by created_at keep the file's
    // order only when each row gets its own, later timestamp.
    const start = Date.now() - accepted.length;
    const values = accepted.map(({ row, categoryId }, index) => ({
      category_id: categoryId,
      question: row.question,
      options: row.options,
      correct_answers: row.correctAnswers,
      explanation: row.explanation,
      difficulty: row.difficulty,
      legal_basis: row.legalBasis ?? '',
      checked_on: row.checkedOn ?? null,
      // the file's versions were written for the German beside them: stored as current
      translations: row.translations
        ? nextTranslations({
            german: { question: row.question, options: row.options, explanation: row.explanation },
            stored: undefined,
            submitted: row.translations,
          })
        : {},
      created_at: new Date(start + index),
    }));
    for (let i = 0; i < values.length; i += INSERT_CHUNK) {
      await insertQuestionRows(tx, values.slice(i, i + INSERT_CHUNK));
      // PGlite runs a statement on this thread: requests that need no database are answered between two chunks
      await yieldToEventLoop();
    }

    const sorted = problems.sort((a, b) => a.row - b.row).map(toProblem);
    const tally = (outcome: QuestionCsvProblem['outcome']) => sorted.filter((problem) => problem.outcome === outcome).length;
    return {
      ok: true,
      imported: accepted.length,
      skipped: tally('skipped'),
      duplicates: tally('duplicate'),
      failed: tally('failed'),
      createdCategories,
      problems: sorted,
    };
  });
}

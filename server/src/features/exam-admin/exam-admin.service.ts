// Writes of the exam-question admin (/dashboard/admin/quiz): new category and the CSV import.
// The demo seed loads its exam questions through importQuestionsCsv as well.
import { inArray, sql } from 'drizzle-orm';
import {
  parseQuestionCsv,
  type QuestionCsvColumn,
  type QuestionCsvFileError,
  type QuestionCsvRow,
  type QuestionCsvRowError,
} from '@common/domain/question-csv';
import type { MpuReason } from '@common/domain';
import type { DatabaseOrTransaction } from '../../db/client';
import { quizCategories, quizQuestions } from '../../db/schema';

export interface NewQuizCategory {
  name: string;
  description: string;
  mpuTypes: readonly MpuReason[];
}

/** Category names are unique: an existing name is reported, not overwritten. */
export async function createQuizCategory({
  db,
  category,
}: {
  db: DatabaseOrTransaction;
  category: NewQuizCategory;
}): Promise<{ status: 'created' | 'exists'; id: string }> {
  const name = category.name.trim();
  // the spec: an empty mpu_types list is saved as ['alcohol']
  const mpuTypes = category.mpuTypes.length > 0 ? [...new Set(category.mpuTypes)] : ['alcohol'];
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(quizCategories)
      .values({ name, description: category.description.trim(), mpuTypes })
      .onConflictDoNothing({ target: quizCategories.name })
      .returning({ id: quizCategories.id });
    if (created) return { status: 'created', id: created.id };
    const [existing] = await tx
      .select({ id: quizCategories.id })
      .from(quizCategories)
      .where(sql`${quizCategories.name} = ${name}`);
    if (!existing) throw new Error(`quiz category "${name}" neither inserted nor found`);
    return { status: 'exists', id: existing.id };
  });
}

export type ImportQuestionsCsvResult =
  | {
      ok: true;
      imported: number;
      failed: number;
      /** Names of the categories the import created (description 'Kategorie für {name}'). */
      createdCategories: string[];
      /** One entry per row that was not imported, in row order. */
      failures: QuestionCsvRowError[];
    }
  | { ok: false; error: QuestionCsvFileError; missingColumns?: QuestionCsvColumn[] };

const CHUNK = 500;

/**
 * The spec's CSV import: rows with fewer columns than the header are skipped, missing categories
 * are created with the description 'Kategorie für {name}' and the row's MPU types. A question whose
 * text is already stored (or came earlier in the same file) is not imported a second time, so the
 * same file can be imported twice. All rows are written in one transaction.
 */
export async function importQuestionsCsv({
  db,
  csv,
}: {
  db: DatabaseOrTransaction;
  /** The file's bytes (any encoding Excel writes) or its text. */
  csv: Uint8Array | string;
}): Promise<ImportQuestionsCsvResult> {
  const parsed = parseQuestionCsv(csv);
  if (!parsed.ok) return parsed;
  const failures = [...parsed.errors];

  return db.transaction(async (tx) => {
    const categories = await tx.select({ id: quizCategories.id, name: quizCategories.name }).from(quizCategories);
    // Excel users retype names: 'alkohol und fahreignung' is the category 'Alkohol und Fahreignung'
    const categoryIds = new Map(categories.map((c) => [c.name.toLowerCase(), c.id]));

    const known = new Set<string>();
    const texts = [...new Set(parsed.rows.map((row) => row.question))];
    for (let i = 0; i < texts.length; i += CHUNK) {
      const rows = await tx
        .select({ question: quizQuestions.question })
        .from(quizQuestions)
        .where(inArray(quizQuestions.question, texts.slice(i, i + CHUNK)));
      for (const row of rows) known.add(row.question);
    }

    const createdCategories: string[] = [];
    const accepted: { row: QuestionCsvRow; categoryId: string }[] = [];
    for (const row of parsed.rows) {
      if (known.has(row.question)) {
        failures.push({ row: row.row, code: 'DUPLICATE_QUESTION' });
        continue;
      }
      known.add(row.question);
      let categoryId = categoryIds.get(row.categoryName.toLowerCase());
      if (!categoryId) {
        const [created] = await tx
          .insert(quizCategories)
          .values({ name: row.categoryName, description: `Kategorie für ${row.categoryName}`, mpuTypes: row.mpuTypes })
          .returning({ id: quizCategories.id });
        categoryId = created!.id;
        categoryIds.set(row.categoryName.toLowerCase(), categoryId);
        createdCategories.push(row.categoryName);
      }
      accepted.push({ row, categoryId });
    }

    // One statement gives every row the same now(); lists ordered by created_at keep the file's
    // order only when each row gets its own, later timestamp.
    const start = Date.now() - accepted.length;
    const values = accepted.map(({ row, categoryId }, index) => ({
      categoryId,
      question: row.question,
      options: row.options,
      correctAnswers: row.correctAnswers,
      explanation: row.explanation,
      difficulty: row.difficulty,
      createdAt: new Date(start + index),
    }));
    for (let i = 0; i < values.length; i += CHUNK) await tx.insert(quizQuestions).values(values.slice(i, i + CHUNK));

    failures.sort((a, b) => a.row - b.row);
    return { ok: true, imported: accepted.length, failed: failures.length, createdCategories, failures };
  });
}

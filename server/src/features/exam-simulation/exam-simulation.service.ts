// 'Prüfungssimulation' (docs/decisions/078-exam-simulation.md): the server draws the questions, keeps
// the answers as given, decides when the time is up and evaluates on option ids at the end only.
import { and, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import {
  EXAM_SIMULATION_DEFAULTS,
  EXAM_SIMULATION_GRACE_MS,
  correctOptionIds,
  getCategoryQuota,
  getPercent,
  isCorrectSelection,
  isPassed,
  shuffledOptionOrder,
} from '@common/domain';
import type {
  ExamSimulation,
  ExamSimulationOverview,
  ExamSimulationResult,
  ExamSimulationSettings,
  ExamSimulationSettingsView,
} from '@common/schemas/exam-simulation';
import { categoryInScope, contentScopeOf } from '../../content-scope';
import type { Database, DatabaseOrTransaction, Transaction } from '../../db/client';
import {
  adminAuditLog,
  examSimulationQuestions,
  examSimulationSettings,
  examSimulations,
  quizCategories,
  quizQuestions,
  quizUserAttempts,
} from '../../db/schema';
import type { Viewer } from '../../middleware/context';
import { ApiError } from '../../middleware/errors';
import type { Language } from '@common/domain/value-sets';
import { categoryNameIn, explanationTexts, localizedQuestion } from '../../content-language';

type SimulationRow = typeof examSimulations.$inferSelect;

const notFound = () => new ApiError(404, 'EXAM_SIMULATION_NOT_FOUND', 'No such simulation of yours.');
const examOver = () => new ApiError(409, 'EXAM_OVER', 'The time of this simulation is over; the answer was not counted.');

/** Past the deadline and the grace for answers on their way: the server ends it. */
const isOverdue = (simulation: SimulationRow, now: Date) => now.getTime() > simulation.deadline.getTime() + EXAM_SIMULATION_GRACE_MS;

// ——— the administrator's rules ———

async function readSettings(db: DatabaseOrTransaction) {
  const [row] = await db.select().from(examSimulationSettings).limit(1);
  return row ?? null;
}

export async function getExamSimulationSettings({ db }: { db: Database }): Promise<ExamSimulationSettingsView> {
  const row = await readSettings(db);
  if (!row) return { ...EXAM_SIMULATION_DEFAULTS, updatedAt: null };
  return { questionCount: row.questionCount, minutes: row.minutes, passPercent: row.passPercent, updatedAt: row.updatedAt.toISOString() };
}

export async function saveExamSimulationSettings({
  db,
  actor,
  settings,
}: {
  db: Database;
  actor: { userId: string; email: string };
  settings: ExamSimulationSettings;
}): Promise<ExamSimulationSettingsView> {
  await db.transaction(async (tx) => {
    const before = await tx.select().from(examSimulationSettings).for('update');
    const from = before[0]
      ? { questionCount: before[0].questionCount, minutes: before[0].minutes, passPercent: before[0].passPercent }
      : { ...EXAM_SIMULATION_DEFAULTS };
    const values = { ...settings, updatedAt: new Date(), updatedBy: actor.userId };
    await tx
      .insert(examSimulationSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: examSimulationSettings.id, set: values });
    await tx.insert(adminAuditLog).values({
      actorId: actor.userId,
      actorEmail: actor.email,
      action: 'exam_simulation.settings',
      targetId: 'exam-simulation',
      targetEmail: '',
      changes: { from, to: settings },
    });
  });
  return getExamSimulationSettings({ db });
}

// ——— drawing ———

async function countInScope(db: DatabaseOrTransaction, viewer: Viewer) {
  return db
    .select({
      id: quizCategories.id,
      name: quizCategories.name,
      questionCount: sql<number>`count(${quizQuestions.id})::int`.mapWith(Number),
    })
    .from(quizCategories)
    .innerJoin(quizQuestions, eq(quizQuestions.categoryId, quizCategories.id))
    .where(categoryInScope(contentScopeOf(viewer)))
    .groupBy(quizCategories.id)
    .orderBy(asc(quizCategories.name));
}

function shuffle<T>(items: T[]): T[] {
  const order = shuffledOptionOrder(items.length);
  return order.map((index) => items[index]!);
}

// ——— ending ———

/**
 * Ends a simulation with the answers given so far: each question is evaluated on its option ids, and
 * each answered one is stored as an attempt (statistics, 'Fehler wiederholen') at the time it was given.
 * The spaced-repetition cards are left alone (decision record, "Spaced repetition").
 */
async function finalise(tx: Transaction, simulation: SimulationRow, by: 'learner' | 'time', now: Date) {
  const rows = await tx
    .select({
      position: examSimulationQuestions.position,
      questionId: examSimulationQuestions.questionId,
      selected: examSimulationQuestions.selected,
      answeredAt: examSimulationQuestions.answeredAt,
      options: quizQuestions.options,
      correctAnswers: quizQuestions.correctAnswers,
    })
    .from(examSimulationQuestions)
    .innerJoin(quizQuestions, eq(quizQuestions.id, examSimulationQuestions.questionId))
    .where(eq(examSimulationQuestions.simulationId, simulation.id));
  const evaluated = rows.map((row) => ({
    ...row,
    isCorrect: row.selected.length > 0 && isCorrectSelection(row.options, row.correctAnswers, row.selected),
  }));
  if (evaluated.length > 0) {
    const results = JSON.stringify(evaluated.map((row) => ({ position: row.position, is_correct: row.isCorrect })));
    await tx.execute(sql`update exam_simulation_questions q set is_correct = r.is_correct
      from json_to_recordset(${results}::json) as r(position integer, is_correct boolean)
      where q.simulation_id = ${simulation.id} and q.position = r.position`);
  }
  const answered = evaluated.filter((row) => row.selected.length > 0);
  if (answered.length > 0) {
    await tx.insert(quizUserAttempts).values(
      answered.map((row) => ({
        userId: simulation.userId,
        questionId: row.questionId,
        selectedAnswers: row.selected.map((id) => row.options[id]!),
        isCorrect: row.isCorrect,
        createdAt: row.answeredAt ?? now,
      })),
    );
  }
  const correctCount = evaluated.filter((row) => row.isCorrect).length;
  // ended by the clock: it ended at the deadline, whenever the server noticed
  const submittedAt = by === 'time' ? simulation.deadline : now;
  await tx
    .update(examSimulations)
    .set({ submittedAt, submittedBy: by, correctCount, questionCount: evaluated.length })
    .where(eq(examSimulations.id, simulation.id));
  return { ...simulation, submittedAt, submittedBy: by, correctCount, questionCount: evaluated.length };
}

/** The learner's simulation, locked; an overdue one is ended first. Another learner's: 404. */
async function lockOwn(tx: Transaction, userId: string, id: string, now: Date) {
  const [simulation] = await tx
    .select()
    .from(examSimulations)
    .where(and(eq(examSimulations.id, id), eq(examSimulations.userId, userId)))
    .for('update');
  if (!simulation) throw notFound();
  if (!simulation.submittedAt && isOverdue(simulation, now)) return finalise(tx, simulation, 'time', now);
  return simulation;
}

/** Ends every simulation whose time is over (the job runner's sweep, and before a learner's overview). */
export async function finaliseOverdueSimulations({ db, userId, now = new Date() }: { db: Database; userId?: string; now?: Date }) {
  const limit = new Date(now.getTime() - EXAM_SIMULATION_GRACE_MS);
  const overdue = await db
    .select({ id: examSimulations.id, userId: examSimulations.userId })
    .from(examSimulations)
    .where(
      and(
        isNull(examSimulations.submittedAt),
        lt(examSimulations.deadline, limit),
        userId ? eq(examSimulations.userId, userId) : undefined,
      ),
    );
  for (const simulation of overdue) {
    await db.transaction((tx) => lockOwn(tx, simulation.userId, simulation.id, now));
  }
  return overdue.length;
}

// ——— the learner's side ———

function resultOf(rows: { categoryName: string; isCorrect: boolean }[], passPercent: number): ExamSimulationResult {
  const categories = new Map<string, { name: string; correct: number; total: number }>();
  for (const row of rows) {
    const category = categories.get(row.categoryName) ?? { name: row.categoryName, correct: 0, total: 0 };
    category.total += 1;
    if (row.isCorrect) category.correct += 1;
    categories.set(row.categoryName, category);
  }
  const correct = rows.filter((row) => row.isCorrect).length;
  return {
    correct,
    total: rows.length,
    percent: getPercent(correct, rows.length),
    passed: isPassed(correct, rows.length, passPercent),
    categories: [...categories.values()].sort((a, b) => a.name.localeCompare(b.name, 'de')),
  };
}

async function viewOf(db: DatabaseOrTransaction, simulation: SimulationRow, now: Date, language: Language): Promise<ExamSimulation> {
  const rows = await db
    .select({
      questionId: examSimulationQuestions.questionId,
      optionOrder: examSimulationQuestions.optionOrder,
      selected: examSimulationQuestions.selected,
      marked: examSimulationQuestions.marked,
      isCorrect: examSimulationQuestions.isCorrect,
      text: quizQuestions.question,
      options: quizQuestions.options,
      correctAnswers: quizQuestions.correctAnswers,
      explanation: quizQuestions.explanation,
      translations: quizQuestions.translations,
      legalBasis: quizQuestions.legalBasis,
      checkedOn: quizQuestions.checkedOn,
      categoryName: quizCategories.name,
      categoryDescription: quizCategories.description,
      categoryTranslations: quizCategories.translations,
    })
    .from(examSimulationQuestions)
    .innerJoin(quizQuestions, eq(quizQuestions.id, examSimulationQuestions.questionId))
    .innerJoin(quizCategories, eq(quizCategories.id, quizQuestions.categoryId))
    .where(eq(examSimulationQuestions.simulationId, simulation.id))
    .orderBy(asc(examSimulationQuestions.position));
  const isOver = simulation.submittedAt !== null;
  return {
    id: simulation.id,
    status: isOver ? 'submitted' : 'running',
    startedAt: simulation.startedAt.toISOString(),
    deadline: simulation.deadline.toISOString(),
    now: now.toISOString(),
    minutes: simulation.minutes,
    passPercent: simulation.passPercent,
    submittedAt: simulation.submittedAt?.toISOString() ?? null,
    submittedBy: simulation.submittedBy ?? null,
    questions: rows.map((row) => {
      const stored = { question: row.text, options: row.options, explanation: row.explanation, translations: row.translations };
      const texts = localizedQuestion(stored, row.optionOrder, language);
      return {
        id: row.questionId,
        text: texts.question,
        categoryName: categoryNameIn(
          { name: row.categoryName, description: row.categoryDescription, translations: row.categoryTranslations },
          language,
        ),
        options: texts.options,
        contentLanguage: texts.contentLanguage,
        ...(texts.german && { german: { text: texts.german.question, options: texts.german.options } }),
        multiple: row.correctAnswers.length > 1,
        selected: row.selected,
        marked: row.marked,
        // the correct answers leave the server only once it is over
        review: isOver
          ? {
              correctOptionIds: correctOptionIds(row.options, row.correctAnswers),
              isCorrect: row.isCorrect ?? false,
              ...explanationTexts({ ...stored, legalBasis: row.legalBasis, checkedOn: row.checkedOn }, language),
            }
          : null,
      };
    }),
    result: isOver
      ? resultOf(
          rows.map((row) => ({ categoryName: row.categoryName, isCorrect: row.isCorrect ?? false })),
          simulation.passPercent,
        )
      : null,
  };
}

export async function getExamSimulationOverview({ db, viewer }: { db: Database; viewer: Viewer }): Promise<ExamSimulationOverview> {
  const now = new Date();
  await finaliseOverdueSimulations({ db, userId: viewer.userId, now });
  const [settings, categories, simulations] = await Promise.all([
    getExamSimulationSettings({ db }),
    countInScope(db, viewer),
    db.select().from(examSimulations).where(eq(examSimulations.userId, viewer.userId)).orderBy(desc(examSimulations.startedAt)),
  ]);
  const running = simulations.find((simulation) => simulation.submittedAt === null);
  return {
    rules: { questionCount: settings.questionCount, minutes: settings.minutes, passPercent: settings.passPercent },
    available: categories.reduce((sum, category) => sum + category.questionCount, 0),
    running: running ? { id: running.id, deadline: running.deadline.toISOString() } : null,
    history: simulations
      .filter((simulation) => simulation.submittedAt !== null)
      .map((simulation) => ({
        id: simulation.id,
        startedAt: simulation.startedAt.toISOString(),
        submittedAt: simulation.submittedAt!.toISOString(),
        percent: getPercent(simulation.correctCount ?? 0, simulation.questionCount),
        passed: isPassed(simulation.correctCount ?? 0, simulation.questionCount, simulation.passPercent),
      })),
  };
}

/**
 * Starts a simulation: min(questionCount, questions in scope) questions in the proportions of the bank,
 * in a shuffled order, each with its own option order. While one runs, a second start returns that one
 * (created: false) instead of a new draw.
 */
export async function startExamSimulation({ db, viewer, language = 'de' }: { db: Database; viewer: Viewer; language?: Language }) {
  const now = new Date();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`exam-simulation:${viewer.userId}`}))`);
    const [running] = await tx
      .select()
      .from(examSimulations)
      .where(and(eq(examSimulations.userId, viewer.userId), isNull(examSimulations.submittedAt)))
      .for('update');
    if (running) {
      if (!isOverdue(running, now)) return { simulation: await viewOf(tx, running, now, language), created: false };
      await finalise(tx, running, 'time', now);
    }
    const settings = (await readSettings(tx)) ?? EXAM_SIMULATION_DEFAULTS;
    const categories = await countInScope(tx, viewer);
    const quota = getCategoryQuota(categories, settings.questionCount);
    const drawn: { id: string; options: string[] }[] = [];
    for (const category of categories) {
      const count = quota.get(category.id) ?? 0;
      if (count === 0) continue;
      drawn.push(
        ...(await tx
          .select({ id: quizQuestions.id, options: quizQuestions.options })
          .from(quizQuestions)
          .where(eq(quizQuestions.categoryId, category.id))
          .orderBy(sql`random()`)
          .limit(count)),
      );
    }
    if (drawn.length === 0) throw new ApiError(409, 'NO_QUESTIONS', 'There are no questions in your scope yet.');
    const [simulation] = await tx
      .insert(examSimulations)
      .values({
        userId: viewer.userId,
        startedAt: now,
        deadline: new Date(now.getTime() + settings.minutes * 60_000),
        minutes: settings.minutes,
        passPercent: settings.passPercent,
        questionCount: drawn.length,
      })
      .returning();
    await tx.insert(examSimulationQuestions).values(
      shuffle(drawn).map((question, position) => ({
        simulationId: simulation!.id,
        position,
        questionId: question.id,
        optionOrder: shuffledOptionOrder(question.options.length),
      })),
    );
    return { simulation: await viewOf(tx, simulation!, now, language), created: true };
  });
}

/** The simulation as the learner sees it; reading it after its time ends it with the answers given. */
export async function getExamSimulation({
  db,
  viewer,
  id,
  language = 'de',
}: {
  db: Database;
  viewer: Viewer;
  id: string;
  language?: Language;
}) {
  const now = new Date();
  return db.transaction(async (tx) => viewOf(tx, await lockOwn(tx, viewer.userId, id, now), now, language));
}

/** Keeps an answer as given (changeable until the end); after the deadline and its grace: 409 EXAM_OVER. */
export async function saveExamSimulationAnswer({
  db,
  viewer,
  id,
  questionId,
  selected,
  marked,
}: {
  db: Database;
  viewer: Viewer;
  id: string;
  questionId: string;
  selected: number[];
  marked: boolean;
}) {
  const now = new Date();
  const outcome = await db.transaction(async (tx) => {
    // the share lock waits for an ending in progress, so an answer is either counted or refused, never lost
    const [simulation] = await tx
      .select()
      .from(examSimulations)
      .where(and(eq(examSimulations.id, id), eq(examSimulations.userId, viewer.userId)))
      .for('share');
    if (!simulation) throw notFound();
    if (simulation.submittedAt) throw examOver();
    if (isOverdue(simulation, now)) return 'overdue' as const;
    const [question] = await tx
      .select({ optionOrder: examSimulationQuestions.optionOrder })
      .from(examSimulationQuestions)
      .where(and(eq(examSimulationQuestions.simulationId, id), eq(examSimulationQuestions.questionId, questionId)));
    if (!question) throw new ApiError(404, 'QUESTION_NOT_IN_SIMULATION', 'This question is not part of the simulation.');
    const chosen = [...new Set(selected)].sort((a, b) => a - b);
    if (chosen.some((option) => !question.optionOrder.includes(option))) {
      throw new ApiError(400, 'VALIDATION_ERROR', 'The request is invalid.', { selected: 'NOT_AN_OPTION' });
    }
    await tx
      .update(examSimulationQuestions)
      .set({ selected: chosen, marked, answeredAt: chosen.length > 0 ? now : null })
      .where(and(eq(examSimulationQuestions.simulationId, id), eq(examSimulationQuestions.questionId, questionId)));
    return 'saved' as const;
  });
  if (outcome === 'overdue') {
    await db.transaction((tx) => lockOwn(tx, viewer.userId, id, now));
    throw examOver();
  }
  return { saved: true as const };
}

/** 'Abgeben': ends it now; after the time it was ended by the clock already. A second submit returns the result. */
export async function submitExamSimulation({
  db,
  viewer,
  id,
  language = 'de',
}: {
  db: Database;
  viewer: Viewer;
  id: string;
  language?: Language;
}) {
  const now = new Date();
  return db.transaction(async (tx) => {
    let simulation = await lockOwn(tx, viewer.userId, id, now);
    if (!simulation.submittedAt) simulation = await finalise(tx, simulation, 'learner', now);
    return viewOf(tx, simulation, now, language);
  });
}

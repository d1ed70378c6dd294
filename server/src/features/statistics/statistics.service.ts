// The statistics page (docs/decisions/063-statistics-chart-library.md): two statements over the
// learner's own rows, each read through an index that starts with the learner, bounded by the period's
// end (and the answers also by its start). Days are calendar days in Germany, weeks ISO weeks.
import {
  getReadinessLine,
  getStatisticsPeriod,
  getWeekStart,
  listWeeks,
  type DailyProgress,
  type StatisticsPeriod,
} from '@common/domain/statistics';
import type { Statistics } from '@common/schemas/statistics';
import type { Language } from '@common/domain';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { listFinishedSimulations } from '../../exam-simulations';
import { videoFactsAt } from '../../learner-videos';
import type { Viewer } from '../../middleware/context';
import { countingViewerOf, mpuMaskOf, progressCountsFor, type SessionProgress } from '../../progress-counts';

interface StatisticsOptions {
  db: Database;
  viewer: Viewer;
  /** The content totals, read with the session (requireSessionWithProgress). */
  progress: SessionProgress;
  /** The interface language: the videos counted are those the library shows in it (as on the overview). */
  language: Language;
  days: StatisticsPeriod;
}

interface AnswerRow {
  date: string;
  categoryId: string;
  categoryName: string;
  answers: number;
  correct: number;
}

interface ProgressRow extends DailyProgress {
  kind: 'questions' | 'videos' | 'chapters';
}

/** The calendar day in Germany of an instant (as getGermanDate in common/src/domain/spaced-repetition.ts). */
const germanDay = (instant: SQL) => sql`(${instant} at time zone 'Europe/Berlin')::date`;

export async function getStatistics({ db, viewer, progress, language, days }: StatisticsOptions): Promise<Statistics> {
  const { from, to } = getStatisticsPeriod(new Date(), days);
  const countingViewer = countingViewerOf(viewer, language);
  const { scope } = countingViewer;
  const videos = await videoFactsAt(db, progress.videosVersion);
  const { counts, countedVideoIds } = progressCountsFor({ ...progress, videos }, countingViewer);
  // the instants the period's German days begin and end (midnight in Berlin, summer or winter time)
  const startAt = sql`(${from}::date::timestamp at time zone 'Europe/Berlin')`;
  const endAt = sql`((${to}::date + 1)::timestamp at time zone 'Europe/Berlin')`;
  // content done before the period counts from its start: dated the day before it
  const dayBefore = sql`(${from}::date - 1)`;

  // every answer of the period by day and category (index on user_id, created_at)
  const answers = await db.execute(sql`
    select to_char(${germanDay(sql`a.created_at`)}, 'YYYY-MM-DD') as "date", c.id as "categoryId", c.name as "categoryName",
      count(*)::int as "answers", (count(*) filter (where a.is_correct))::int as "correct"
    from quiz_user_attempts a
    join quiz_questions q on q.id = a.question_id
    join quiz_categories c on c.id = q.category_id
    where a.user_id = ${viewer.userId} and a.created_at >= ${startAt} and a.created_at < ${endAt}
    group by 1, 2, 3
    order by 1`);

  // what the readiness counts, by the day it was done, as the overview counts it (migration 0012,
  // learner-videos.ts): questions in scope the first time they were answered right, the videos the
  // overview counts marked and still completed, chapters completed (the day of the first mark: the
  // row keeps no later one)
  const reasonsMask = mpuMaskOf(scope.reasons);
  const progressRows = await db.execute(sql`
    select 'questions' as "kind", to_char(greatest(first_right, ${dayBefore}), 'YYYY-MM-DD') as "date", count(*)::int as "count"
    from (
      select ${germanDay(sql`min(a.created_at)`)} as first_right
      from quiz_user_attempts a
      join quiz_questions q on q.id = a.question_id
      where a.user_id = ${viewer.userId} and a.is_correct and a.created_at < ${endAt}
        and (${scope.everything}::boolean or q.mpu_mask = 0 or (q.mpu_mask & ${reasonsMask}::int) <> 0)
      group by a.question_id
    ) questions
    group by 2
    union all
    select 'videos', to_char(greatest(${germanDay(sql`vp.updated_at`)}, ${dayBefore}), 'YYYY-MM-DD'), count(*)::int
    from video_progress vp
    where vp.user_id = ${viewer.userId} and vp.completed and vp.updated_at < ${endAt}
      and ${inArray(sql`vp.video_id`, countedVideoIds)}
    group by 2
    union all
    select 'chapters', to_char(greatest(${germanDay(sql`up.created_at`)}, ${dayBefore}), 'YYYY-MM-DD'), count(*)::int
    from user_progress up
    where up.user_id = ${viewer.userId} and up.completed and up.created_at < ${endAt}
    group by 2`);

  const answerRows = answers.rows as unknown as AnswerRow[];
  const done = progressRows.rows as unknown as ProgressRow[];
  const ofKind = (kind: ProgressRow['kind']) => done.filter((row) => row.kind === kind);
  // the overview's own totals: today's value of the line is the overview's readiness
  const totalsInScope = { questions: counts.questionsTotal, videos: counts.videosTotal, chapters: counts.chaptersTotal };

  const examSimulations = await listFinishedSimulations(db, { userId: viewer.userId, fromDate: from });
  return {
    days,
    from,
    to,
    examSimulations,
    answersPerDay: getAnswersPerDay(answerRows),
    accuracyPerWeek: getAccuracyPerWeek(answerRows),
    completionsPerWeek: getCompletionsPerWeek(from, to, ofKind('videos'), ofKind('chapters')),
    readinessPerDay: getReadinessLine({
      from,
      to,
      totals: totalsInScope,
      questionsFirstRight: ofKind('questions'),
      videosCompleted: ofKind('videos'),
      chaptersCompleted: ofKind('chapters'),
    }),
    totals: totalsInScope,
  };
}

function getAnswersPerDay(rows: AnswerRow[]): Statistics['answersPerDay'] {
  const byDay = new Map<string, { date: string; answers: number; correct: number }>();
  for (const row of rows) {
    const day = byDay.get(row.date) ?? { date: row.date, answers: 0, correct: 0 };
    day.answers += row.answers;
    day.correct += row.correct;
    byDay.set(row.date, day);
  }
  return [...byDay.values()].sort((a, b) => a.date.localeCompare(b.date));
}

function getAccuracyPerWeek(rows: AnswerRow[]): Statistics['accuracyPerWeek'] {
  const categories = new Map<
    string,
    { categoryId: string; categoryName: string; weeks: Map<string, { week: string; answers: number; correct: number }> }
  >();
  for (const row of rows) {
    const category = categories.get(row.categoryId) ?? { categoryId: row.categoryId, categoryName: row.categoryName, weeks: new Map() };
    const weekStart = getWeekStart(row.date);
    const week = category.weeks.get(weekStart) ?? { week: weekStart, answers: 0, correct: 0 };
    week.answers += row.answers;
    week.correct += row.correct;
    category.weeks.set(weekStart, week);
    categories.set(row.categoryId, category);
  }
  return [...categories.values()]
    .sort((a, b) => a.categoryName.localeCompare(b.categoryName, 'de'))
    .map(({ weeks, ...category }) => ({ ...category, weeks: [...weeks.values()].sort((a, b) => a.week.localeCompare(b.week)) }));
}

function getCompletionsPerWeek(
  from: string,
  to: string,
  videoDays: DailyProgress[],
  chapterDays: DailyProgress[],
): Statistics['completionsPerWeek'] {
  const weeks = new Map(listWeeks(from, to).map((week) => [week, { week, videos: 0, chapters: 0 }]));
  // the rows dated before the period are what was done before it, not in its first week
  for (const { date, count } of videoDays) if (date >= from) weeks.get(getWeekStart(date))!.videos += count;
  for (const { date, count } of chapterDays) if (date >= from) weeks.get(getWeekStart(date))!.chapters += count;
  return [...weeks.values()];
}

// npm run db:recount: rebuilds the progress counters and content totals from the source tables
// (the functions migration 0012 defines) and reports every difference it corrected. The counters
// are kept by triggers, so a difference means a write bypassed them (a manual edit, a restore).
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

export interface CounterDifference {
  userId: string;
  field: string;
  stored: unknown;
  recounted: unknown;
}

export interface RecountReport {
  learners: number;
  differences: CounterDifference[];
}

const LEARNER_FIELDS = ['attempts', 'wrong_attempts', 'chapters_completed', 'videos_completed', 'questions_right'] as const;
const TOTAL_FIELDS = ['videos', 'questions', 'chapters'] as const;

export async function recountProgress(db: Database): Promise<RecountReport> {
  return db.transaction(async (tx) => {
    // writes that change counters wait until the recount is stored; reads go on
    await tx.execute(sql`lock table learner_progress, content_totals in exclusive mode`);
    await tx.execute(sql`update quiz_questions q set mpu_mask = mpu_mask(c.mpu_types)
      from quiz_categories c where c.id = q.category_id and q.mpu_mask <> mpu_mask(c.mpu_types)`);
    const learners = await tx.execute(sql`
      select h.user_id, ${sql.raw(LEARNER_FIELDS.map((f) => `h.${f} as "recounted_${f}", lp.${f} as "stored_${f}"`).join(', '))}
      from progress_counts_from_history() h left join learner_progress lp on lp.user_id = h.user_id`);
    const differences: CounterDifference[] = [];
    for (const row of learners.rows as Record<string, unknown>[]) {
      for (const field of LEARNER_FIELDS) {
        const stored = row[`stored_${field}`];
        const recounted = row[`recounted_${field}`];
        if (JSON.stringify(stored) !== JSON.stringify(recounted))
          differences.push({ userId: String(row.user_id), field, stored, recounted });
      }
    }
    const totals = await tx.execute(sql`
      select ${sql.raw(TOTAL_FIELDS.map((f) => `h.${f} as "recounted_${f}", t.${f} as "stored_${f}"`).join(', '))}
      from content_totals_from_content() h left join content_totals t on t.id = 1`);
    const totalsRow = totals.rows[0] as Record<string, unknown>;
    for (const field of TOTAL_FIELDS) {
      const stored = totalsRow[`stored_${field}`];
      const recounted = totalsRow[`recounted_${field}`];
      if (JSON.stringify(stored) !== JSON.stringify(recounted)) differences.push({ userId: '(content totals)', field, stored, recounted });
    }
    if (differences.length > 0) {
      await tx.execute(sql`insert into learner_progress select * from progress_counts_from_history()
        on conflict (user_id) do update set attempts = excluded.attempts, wrong_attempts = excluded.wrong_attempts,
          chapters_completed = excluded.chapters_completed, videos_completed = excluded.videos_completed,
          questions_right = excluded.questions_right`);
      await tx.execute(sql`insert into content_totals (id, videos, questions, chapters) select 1, * from content_totals_from_content()
        on conflict (id) do update set videos = excluded.videos, questions = excluded.questions, chapters = excluded.chapters`);
    }
    return { learners: learners.rows.length, differences };
  });
}

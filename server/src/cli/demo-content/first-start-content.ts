// The German starter content on the first start: whether the server loads it before serving, and the
// line of the start banner that says what it loaded and how to remove it again.
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { courses, instructors, knowledgeArticles, lexicon, news, quizQuestions, videoSections } from '../../db/schema';
import type { Env } from '../../env';
import type { DemoSeedCounts } from './seed-demo-content';

/**
 * SEED_DEMO=false: never; SEED_DEMO=true: into any empty database; unset: into an empty embedded
 * database only, because a PostgreSQL server may be shared with other data the operator did not
 * mean to mix demo rows into.
 */
export function decideStarterContent({ env, isEmpty }: { env: Pick<Env, 'SEED_DEMO' | 'DATABASE_URL'>; isEmpty: boolean }): boolean {
  if (env.SEED_DEMO === 'false' || !isEmpty) return false;
  return env.SEED_DEMO === 'true' || env.DATABASE_URL === undefined;
}

/**
 * No learning content at all, and no instructors: those come only from the demo content and stay
 * when an admin removes it, so a database whose starter content was removed is not filled again
 * on the next start.
 */
export async function isContentEmpty(db: Database): Promise<boolean> {
  const tables: PgTable[] = [quizQuestions, videoSections, courses, lexicon, news, knowledgeArticles, instructors];
  for (const table of tables) {
    const rows = await db
      .select({ one: sql`1` })
      .from(table)
      .limit(1);
    if (rows.length > 0) return false;
  }
  return true;
}

const plural = (count: number, one: string, other: string) => `${count} ${count === 1 ? one : other}`;

/** The banner line, in German like the rest of the first-start banner. */
export function describeStarterContent(counts: DemoSeedCounts): string {
  const parts = [
    plural(counts.quizQuestions, 'Prüfungsfrage', 'Prüfungsfragen'),
    plural(counts.videos, 'Video', 'Videos'),
    plural(counts.courses, 'Kurs', 'Kurse'),
    plural(counts.lexicon, 'Lexikonbegriff', 'Lexikonbegriffe'),
    plural(counts.knowledgeArticles, 'Wissensartikel', 'Wissensartikel'),
    plural(counts.news, 'Neuigkeit', 'Neuigkeiten'),
  ];
  return `Beispielinhalte geladen: ${parts.join(', ')}. Entfernen: Admin-Konsole → Beispielinhalte entfernen.`;
}

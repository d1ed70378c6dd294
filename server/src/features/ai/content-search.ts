// The platform's own content found for a question: PostgreSQL full-text search on the German
// `search` columns (migration 0008) plus prefix queries for compound words, within what the viewer
// may open elsewhere (content scope and page permissions). The offline assistant quotes these
// passages; the LLM gets them as grounding.
import { sql, type SQL } from 'drizzle-orm';
import { isPageAllowed, type Language } from '@common/domain';
import { localize, type StoredTranslations, type TranslatableFields } from '@common/domain/content-language';
import { contentScopeOf } from '../../content-scope';
import type { Database } from '../../db/client';
import type { Viewer } from '../../middleware/context';
import type { Passage } from '../../ai-engine';

/** Passages a reply rests on. */
export const PASSAGE_LIMIT = 3;
const MAX_QUERY_WORDS = 16;
const MAX_COMPOUND_WORDS = 6;
const COMPOUND_MIN_LETTERS = 8;
const COMPOUND_PART_MIN_LETTERS = 4;
const EXCERPT_TARGET_CHARS = 160;
const EXCERPT_MAX_CHARS = 420;

/** The question's distinct words, lower case, letters only (so they are safe inside to_tsquery). */
export function queryWordsOf(question: string): string[] {
  const words = question.toLowerCase().match(/\p{L}+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS);
}

/** A long word split at every point leaving ≥ 4 letters on each side ('abstinenznachweis' → …, ['abstinenz', 'nachweis'], …). */
export function compoundSplits(word: string): Array<[string, string]> {
  const letters = [...word];
  if (letters.length < COMPOUND_MIN_LETTERS) return [];
  const splits: Array<[string, string]> = [];
  for (let at = COMPOUND_PART_MIN_LETTERS; at <= letters.length - COMPOUND_PART_MIN_LETTERS; at++) {
    splits.push([letters.slice(0, at).join(''), letters.slice(at).join('')]);
  }
  return splits;
}

/** The long words of a question: the specific ones ('Abstinenznachweis'), split as compounds too. */
export const keyWordsOf = (words: readonly string[]) =>
  [...words]
    .filter((word) => [...word].length >= COMPOUND_MIN_LETTERS)
    .sort((a, b) => b.length - a.length)
    .slice(0, MAX_COMPOUND_WORDS);

/** The to_tsquery text for one long word: the word, or both parts of a split as prefixes. */
export function keyWordQueryText(word: string): string {
  return [word, ...compoundSplits(word).map(([head, tail]) => `(${head}:* & ${tail}:*)`)].join(' | ');
}

/** The to_tsquery text: any of the words, or a long word's parts. */
export function tsQueryTextOf(words: readonly string[]): string {
  return [...words, ...keyWordsOf(words).map(keyWordQueryText)].join(' | ');
}

const stripMarkdown = (text: string) =>
  text
    .replace(/^#+\s*/gm, '')
    .replace(/^\s*[-*]\s+/gm, '')
    .replace(/[*_`>]/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');

/**
 * The sentences of a text that best match the question: a sentence scores 2 per question word it
 * contains and 1 per compound found as its parts; the best one (the first of equals), with the next
 * when it is short.
 */
export function pickExcerpt(text: string, words: readonly string[]): string {
  const sentences = stripMarkdown(text)
    .split(/(?<=[.!?:])\s+|\n+/)
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter((sentence) => sentence.length > 0);
  if (sentences.length === 0) return '';
  const terms = words.filter((word) => [...word].length >= COMPOUND_PART_MIN_LETTERS);
  const scoreOf = (sentence: string) => {
    const lower = sentence.toLowerCase();
    return terms.reduce((score, word) => {
      if (lower.includes(word)) return score + 2;
      return compoundSplits(word).some(([head, tail]) => lower.includes(head) && lower.includes(tail)) ? score + 1 : score;
    }, 0);
  };
  let best = 0;
  let bestScore = -1;
  sentences.forEach((sentence, index) => {
    const score = scoreOf(sentence);
    if (score > bestScore) [best, bestScore] = [index, score];
  });
  let excerpt = sentences[best]!;
  const next = sentences[best + 1];
  if (excerpt.length < EXCERPT_TARGET_CHARS && next) excerpt = `${excerpt} ${next}`;
  return excerpt.length > EXCERPT_MAX_CHARS ? `${excerpt.slice(0, EXCERPT_MAX_CHARS - 1).trimEnd()}…` : excerpt;
}

interface HitRow {
  kind: Passage['kind'];
  id: string;
  title: string;
  text: string;
  /** The German fields a version is made from, and the versions: the passage is shown in the reader's language. */
  german: TranslatableFields;
  translations: StoredTranslations<TranslatableFields> | null;
  category_id: string | null;
  course_id: string | null;
  key_hits: number | string;
  rank: number | string;
}

function pathOf(row: HitRow): string {
  switch (row.kind) {
    case 'knowledge':
      return `/dashboard/knowledge?article=${row.id}`;
    case 'lexicon':
      return `/dashboard/lexicon?q=${encodeURIComponent(row.title)}`;
    case 'question':
      return `/dashboard/quiz/category/${row.category_id}`;
    case 'chapter':
      return `/dashboard/courses/${row.course_id}/chapters/${row.id}`;
  }
}

/** The best passages for a question within the viewer's content, best first (empty when nothing matches). */
export async function searchContent({
  db,
  viewer,
  question,
  limit = PASSAGE_LIMIT,
  language = 'de',
}: {
  db: Database;
  viewer: Viewer;
  question: string;
  limit?: number;
  /** The reader's language: its versions are searched too (without stemming), and passages come in it where they can. */
  language?: Language;
}): Promise<Passage[]> {
  const words = queryWordsOf(question);
  if (words.length === 0) return [];
  const query = sql`to_tsquery('german', ${tsQueryTextOf(words)})`;
  const translatedQuery = sql`to_tsquery('simple', ${tsQueryTextOf(words)})`;
  /** Matches the German index or the Turkish and English one; ranked by the better of both. */
  const hit = (alias: string) =>
    sql.raw(`(${alias}.search @@ q.query or (q.reads_translation and ${alias}.search_translated @@ q.translated))`);
  const rank = (alias: string) => sql.raw(`greatest(ts_rank(${alias}.search, q.query), ts_rank(${alias}.search_translated, q.translated))`);
  // a passage that contains the question's long words comes first, however often it repeats common ones
  const keyWords = keyWordsOf(words).map((word) => sql`to_tsquery('german', ${keyWordQueryText(word)})`);
  const keyHits = (column: SQL) =>
    keyWords.length === 0
      ? sql`0`
      : sql.join(
          keyWords.map((key) => sql`(${column} @@ ${key})::int`),
          sql` + `,
        );
  const scope = contentScopeOf(viewer);
  const reasons = sql`${`{${scope.reasons.join(',')}}`}::text[]`;
  // the pages these passages link to: knowledge, questions and chapters sit behind 'courses'
  const courses = isPageAllowed(viewer.role, viewer.permissions, 'courses');
  const glossary = isPageAllowed(viewer.role, viewer.permissions, 'lexicon');
  const parts: SQL[] = [];
  if (courses) {
    parts.push(sql`
      select 'knowledge' as kind, a.id::text as id, a.title, a.summary || E'\n\n' || a.body as text,
        json_build_object('title', a.title, 'summary', a.summary, 'body', a.body) as german, a.translations,
        null::text as category_id, null::text as course_id, ${keyHits(sql.raw('a.search'))} as key_hits, ${rank('a')} as rank
      from knowledge_articles a, q
      where ${hit('a')} ${scope.everything ? sql`` : sql`and a.mpu_types && ${reasons}`}`);
    parts.push(sql`
      select 'question' as kind, x.id::text as id, x.question as title, x.explanation as text,
        json_build_object('question', x.question, 'options', x.options, 'explanation', x.explanation) as german, x.translations,
        x.category_id::text as category_id, null::text as course_id, ${keyHits(sql.raw('x.search'))} as key_hits, ${rank('x')} as rank
      from quiz_questions x join quiz_categories c on c.id = x.category_id, q
      where ${hit('x')}
        ${scope.everything ? sql`` : sql`and (cardinality(c.mpu_types) = 0 or c.mpu_types && ${reasons})`}`);
    parts.push(sql`
      select 'chapter' as kind, ch.id::text as id, ch.title as title, ch.content as text,
        json_build_object('title', ch.title, 'content', ch.content) as german, ch.translations,
        null::text as category_id, ch.course_id::text as course_id, ${keyHits(sql.raw('ch.search'))} as key_hits, ${rank('ch')} as rank
      from chapters ch, q
      where ${hit('ch')}`);
  }
  if (glossary) {
    parts.push(sql`
      select 'lexicon' as kind, l.id::text as id, l.term as title, l.definition as text,
        json_build_object('term', l.term, 'definition', l.definition) as german, l.translations,
        null::text as category_id, null::text as course_id, ${keyHits(sql.raw('l.search'))} as key_hits, ${rank('l')} as rank
      from lexicon l, q
      where ${hit('l')}`);
  }
  if (parts.length === 0) return [];
  const result = await db.execute(sql`
    with q as (select ${query} as query, ${translatedQuery} as translated, ${language !== 'de'}::boolean as reads_translation)
    ${sql.join(parts, sql` union all `)}
    order by key_hits desc, rank desc, title
    limit ${limit}`);
  const rows = result.rows as unknown as HitRow[];
  // when some passages hold the question's specific words, those alone answer it
  const specific = rows.filter((row) => Number(row.key_hits) > 0);
  return (specific.length > 0 ? specific : rows).map((row) => {
    const shown = readerPassage(row, language);
    return { kind: row.kind, title: shown.title, path: pathOf(row), excerpt: pickExcerpt(shown.text, words) };
  });
}

/** A passage's title and text in the reader's language where a current version exists (localize), German otherwise. */
function readerPassage(row: HitRow, language: Language): { title: string; text: string } {
  const { fields } = localize(row.german, row.translations, language);
  const text = (key: string) => String(fields[key] ?? '');
  switch (row.kind) {
    case 'knowledge':
      return { title: text('title'), text: `${text('summary')}\n\n${text('body')}` };
    case 'question':
      return { title: text('question'), text: text('explanation') };
    case 'chapter':
      return { title: text('title'), text: text('content') };
    case 'lexicon':
      return { title: text('term'), text: text('definition') };
  }
}

// The knowledge screen's rules: the search over title, summary and body, and the heading levels of
// an article body below the article's own heading.
import type { GlossaryCategory } from '@common/domain';
import type { KnowledgeArticle } from '@common/schemas/knowledge';

export type CategoryFilter = GlossaryCategory | 'all';

const fold = (text: string) => text.toLocaleLowerCase('de-DE');

/** Case-insensitive substring of title, summary or body, within the category. */
/** Case-insensitive substring of the shown texts (the reader's language) or the German ones, within the category. */
export function filterArticles(articles: readonly KnowledgeArticle[], search: string, category: CategoryFilter): KnowledgeArticle[] {
  const needle = fold(search.trim());
  return articles.filter(
    (article) =>
      (category === 'all' || article.category === category) &&
      (!needle ||
        [article.title, article.summary, article.body, article.shown?.title, article.shown?.summary, article.shown?.body].some(
          (text) => text !== undefined && fold(text).includes(needle),
        )),
  );
}

/**
 * The article's title is an h2 on the page: its body's '# …' becomes an h3, '## …' an h4 and so on
 * (at most h6), so the outline stays in order. Lines inside fenced code blocks are left alone.
 */
export function nestHeadings(markdown: string, levels = 2): string {
  let inFence = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (/^\s{0,3}(```|~~~)/.test(line)) inFence = !inFence;
      if (inFence) return line;
      return line.replace(
        /^(\s{0,3})(#{1,6})(?=\s|$)/,
        (_, indent: string, hashes: string) => `${indent}${'#'.repeat(Math.min(6, hashes.length + levels))}`,
      );
    })
    .join('\n');
}

import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KnowledgeArticle } from '@common/schemas/knowledge';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DisclosureChevron } from '../../../components/ui/disclosure-chevron';
import { MarkdownText } from '../../../components/ui/markdown';
import { nestHeadings } from '../knowledge-rules';
import { BesideGerman, GermanOriginal, OnlyGermanBadge, ShowGermanToggle } from '../../../components/content-language';
import { getCurrentLanguage } from '../../../lib/i18n';
import { ArticleTranslationBadges } from './article-translation-badges';

interface ArticleCardProps {
  article: KnowledgeArticle;
  isAdmin: boolean;
  onEdit: (article: KnowledgeArticle) => void;
  onDelete: (article: KnowledgeArticle) => void;
  /** The article the address names (?article=<id>): it opens, scrolls into view and takes the focus once. */
  isTarget?: boolean;
  /** Called once the target article is shown, so it does not take the focus again. */
  onTargetShown?: () => void;
}

/** One article: title, summary and badges; the full text opens below ('Artikel lesen'). */
export function ArticleCard({ article, isAdmin, onEdit, onDelete, isTarget = false, onTargetShown }: ArticleCardProps) {
  const { t } = useTranslation(['knowledge', 'common']);
  const [isOpen, setIsOpen] = useState(isTarget);
  const [wasTarget, setWasTarget] = useState(isTarget);
  const articleRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const baseId = `artikel-${article.id}`;
  // the reader's language where there is a version; `article` itself stays the German the admin edits
  const shown = article.shown ?? { title: article.title, summary: article.summary, body: article.body, contentLanguage: 'de' as const };
  const isTranslated = shown.contentLanguage !== 'de';

  // the address names this article while it is already on screen: open it as well
  if (isTarget !== wasTarget) {
    setWasTarget(isTarget);
    if (isTarget) setIsOpen(true);
  }

  useEffect(() => {
    if (!isTarget) return;
    articleRef.current?.scrollIntoView?.({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
    onTargetShown?.();
  }, [isTarget, onTargetShown]);

  return (
    <article
      ref={articleRef}
      aria-labelledby={`${baseId}-titel`}
      className="flex scroll-mt-24 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2
        ref={headingRef}
        id={`${baseId}-titel`}
        tabIndex={-1}
        className="rounded text-lg font-semibold text-slate-900 outline-none [overflow-wrap:anywhere] focus-visible:ring-2 focus-visible:ring-indigo-600 sm:text-xl"
      >
        {shown.title}
        <GermanOriginal inline className="font-normal">
          {isTranslated && article.title}
        </GermanOriginal>
      </h2>
      <ul className="flex flex-wrap gap-2" aria-label={t('knowledge:article.badges')}>
        <li>
          <Badge variant="primary">{t(`common:glossaryCategories.${article.category}`)}</Badge>
        </li>
        {article.mpuTypes.map((type) => (
          <li key={type}>
            <Badge>{t(`knowledge:mpuTypes.${type}`)}</Badge>
          </li>
        ))}
        {shown.contentLanguage === 'de' && getCurrentLanguage() !== 'de' && (
          <li>
            <OnlyGermanBadge contentLanguage="de" />
          </li>
        )}
      </ul>
      {isAdmin && <ArticleTranslationBadges id={article.id} />}
      {shown.summary && <p className="text-slate-700">{shown.summary}</p>}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('knowledge:article.readNamed', { title: shown.title })}
          aria-expanded={isOpen}
          aria-controls={`${baseId}-text`}
          onClick={() => setIsOpen(!isOpen)}
        >
          <DisclosureChevron className={isOpen ? 'rotate-180' : undefined} />
          {t('knowledge:article.read')}
        </Button>
        {isTranslated && <ShowGermanToggle />}
        {isAdmin && (
          <>
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('knowledge:article.editNamed', { title: article.title })}
              onClick={() => onEdit(article)}
            >
              {t('knowledge:article.edit')}
            </Button>
            <Button
              variant="danger-secondary"
              size="sm"
              aria-label={t('knowledge:article.deleteNamed', { title: article.title })}
              onClick={() => onDelete(article)}
            >
              {t('knowledge:article.delete')}
            </Button>
          </>
        )}
      </div>
      <div id={`${baseId}-text`} hidden={!isOpen} className="border-t border-slate-200 pt-3">
        {isOpen && (
          <BesideGerman german={isTranslated ? <MarkdownText>{nestHeadings(article.body)}</MarkdownText> : undefined}>
            <MarkdownText>{nestHeadings(shown.body)}</MarkdownText>
          </BesideGerman>
        )}
      </div>
    </article>
  );
}

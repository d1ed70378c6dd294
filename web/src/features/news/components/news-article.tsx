import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NewsItem } from '@common/schemas/news';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DisclosureChevron } from '../../../components/ui/disclosure-chevron';
import { MarkdownText } from '../../../components/ui/markdown';
import { cx } from '../../../lib/cx';
import { deriveTeaser, formatNewsDate } from '../news-text';
import { BesideGerman, ContentLanguageControls, GermanOriginal } from '../../../components/content-language';
import { NewsTranslationBadges } from './news-translation-badges';

interface NewsArticleProps {
  item: NewsItem;
  /** Admins get the item's buttons and see the 'Nicht veröffentlicht' badge. */
  isAdmin: boolean;
  isPublishPending: boolean;
  onEdit: (item: NewsItem) => void;
  onTogglePublished: (item: NewsItem) => void;
  onDelete: (item: NewsItem) => void;
}

/** One news item: title, long date, teaser and 'Weiterlesen' for the full Markdown text. */
export function NewsArticle({ item, isAdmin, isPublishPending, onEdit, onTogglePublished, onDelete }: NewsArticleProps) {
  const { t, i18n } = useTranslation(['news']);
  const [isExpanded, setIsExpanded] = useState(false);
  const headingId = useId();
  const fullTextId = useId();
  // the reader's language where there is a version; `item` itself stays the German the admin edits
  const shown = item.shown ?? { title: item.title, body: item.body, contentLanguage: 'de' as const };
  const isTranslated = shown.contentLanguage !== 'de';
  const teaser = useMemo(() => deriveTeaser(shown.body), [shown.body]);
  const showFullText = isExpanded || !teaser.hasMore;

  return (
    <article
      aria-labelledby={headingId}
      className={cx(
        'flex flex-col gap-3 rounded-xl border bg-white p-5 shadow-sm sm:p-6',
        item.published ? 'border-slate-200' : 'border-dashed border-slate-400',
      )}
    >
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-xl font-bold tracking-tight [overflow-wrap:anywhere] text-slate-900">
          {shown.title}
          <GermanOriginal inline className="font-normal">
            {isTranslated && item.title}
          </GermanOriginal>
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <time dateTime={item.publishedOn} className="text-sm text-slate-600">
            {formatNewsDate(item.publishedOn, i18n.resolvedLanguage)}
          </time>
          {isAdmin && !item.published && <Badge variant="warning">{t('news:item.unpublished')}</Badge>}
          <ContentLanguageControls contentLanguage={shown.contentLanguage} hasGerman={isTranslated} />
          {isAdmin && <NewsTranslationBadges id={item.id} />}
        </div>
      </div>

      {showFullText ? (
        <div id={fullTextId}>
          <BesideGerman german={isTranslated ? <MarkdownText className="max-w-prose text-slate-800">{item.body}</MarkdownText> : undefined}>
            <MarkdownText className="max-w-prose text-slate-800">{shown.body}</MarkdownText>
          </BesideGerman>
        </div>
      ) : (
        <p className="max-w-prose text-slate-800 [overflow-wrap:anywhere]">{teaser.text}</p>
      )}

      {teaser.hasMore && (
        <div>
          <button
            type="button"
            aria-expanded={isExpanded}
            aria-controls={isExpanded ? fullTextId : undefined}
            onClick={() => setIsExpanded((open) => !open)}
            className="-ml-2 inline-flex min-h-11 items-center gap-1 rounded-lg px-2 font-semibold text-indigo-700 hover:bg-indigo-50 hover:text-indigo-800"
          >
            {t('news:item.readMore')}
            <span className="sr-only">: {shown.title}</span>
            <DisclosureChevron className={cx('text-indigo-700', isExpanded && 'rotate-180')} />
          </button>
        </div>
      )}

      {isAdmin && (
        <div
          role="group"
          aria-label={t('news:item.actions', { title: item.title })}
          className="flex flex-wrap gap-2 border-t border-slate-100 pt-3"
        >
          <Button variant="secondary" size="sm" onClick={() => onEdit(item)}>
            {t('news:actions.edit')}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => onTogglePublished(item)} loading={isPublishPending}>
            {item.published ? t('news:actions.unpublish') : t('news:actions.publish')}
          </Button>
          <Button variant="danger-secondary" size="sm" onClick={() => onDelete(item)}>
            {t('news:actions.delete')}
          </Button>
        </div>
      )}
    </article>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { KnowledgeArticle } from '@common/schemas/knowledge';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadErrorBanner } from '../../../components/ui/load-error-banner';
import { MarkdownText } from '../../../components/ui/markdown';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { requestJson, STORY_URL } from '../api/story-request';
import '../locales';
import { BesideGerman, ContentLanguageControls } from '../../../components/content-language';

/**
 * /dashboard/my-story/articles/:slug: an article a finding links, read on the story page's own route,
 * so a learner whose knowledge page is closed can still read why an assessor asks.
 */
export function StoryArticlePage() {
  const { t } = useTranslation(['my-story']);
  const { slug = '' } = useParams();
  const article = useQuery({
    queryKey: ['my-story', 'articles', slug],
    queryFn: ({ signal }) => requestJson<KnowledgeArticle>(`${STORY_URL}/articles/${encodeURIComponent(slug)}`, { signal }),
    retry: false,
  });
  const back = <Link to="/dashboard/my-story">{t('my-story:article.back')}</Link>;
  if (article.isPending) return <Spinner label={t('my-story:article.loading')} showLabel className="py-10" />;
  if (article.isError) {
    const gone = article.error instanceof ApiError && (article.error.status === 404 || article.error.status === 400);
    if (gone) {
      return (
        <div className="flex flex-col gap-4">
          <PageHeader title={t('my-story:title')} />
          <EmptyState title={t('my-story:article.notFound')} action={back} />
        </div>
      );
    }
    return (
      <LoadErrorBanner retryLabel={t('my-story:retry')} onRetry={() => void article.refetch()} isRetrying={article.isFetching}>
        {t('my-story:article.loadError')}
      </LoadErrorBanner>
    );
  }
  // the reader's language where there is a version; the stored fields are the German original
  const shown = article.data.shown ?? { ...article.data, contentLanguage: 'de' as const };
  const isTranslated = shown.contentLanguage !== 'de';
  return (
    <div className="flex flex-col gap-4">
      <p>{back}</p>
      <PageHeader
        title={shown.title}
        description={shown.summary || undefined}
        actions={<ContentLanguageControls contentLanguage={shown.contentLanguage} hasGerman={isTranslated} />}
      />
      <article className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <BesideGerman german={isTranslated ? <MarkdownText>{article.data.body}</MarkdownText> : undefined}>
          <MarkdownText>{shown.body}</MarkdownText>
        </BesideGerman>
      </article>
      <p>{back}</p>
    </div>
  );
}

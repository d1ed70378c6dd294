import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { KnowledgeArticle } from '@common/schemas/knowledge';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { CategorySearchBar } from '../../../components/ui/category-search-bar';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LiveRegion } from '../../../components/ui/live-region';
import { LoadErrorBanner } from '../../../components/ui/load-error-banner';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import type { TranslationKey } from '../../../lib/i18n';
import { useMe } from '../../../lib/session';
import { useFeedback } from '../../../lib/use-feedback';
import { useDeleteArticle } from '../api/delete-article';
import { getKnowledgeErrorKey } from '../api/knowledge-messages';
import { useKnowledgeArticles } from '../api/knowledge-query';
import { ArticleCard } from '../components/article-card';
import { ArticleDialog } from '../components/article-dialog';
import { filterArticles, type CategoryFilter } from '../knowledge-rules';
import '../locales';

type OpenDialog = { kind: 'article'; article: KnowledgeArticle | 'new' } | { kind: 'delete'; article: KnowledgeArticle } | null;

/** /dashboard/knowledge, 'Allgemeines Wissen zur MPU': articles for the viewer's MPU types, searchable and filtered by category. */
export function KnowledgePage() {
  const { t } = useTranslation(['knowledge', 'common']);
  const me = useMe();
  const knowledge = useKnowledgeArticles();
  const deleteArticle = useDeleteArticle();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<CategoryFilter>('all');
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const { feedback, say, clearFeedback } = useFeedback<TranslationKey<'knowledge'>>();
  const searchRef = useRef<HTMLInputElement>(null);
  const focusAfterDelete = useRef<HTMLElement | null>(null);
  const isAdmin = me.data?.role === 'admin';
  // ?article=<id> (the assistant's source links) or ?title=: that article opens and takes the focus, once
  const [params] = useSearchParams();
  const articles = useMemo(() => knowledge.data?.articles ?? [], [knowledge.data]);
  // ?title=<exact title>: the story checks' links name a starter article by its title (common/src/domain/my-story/articles.ts)
  const targetTitle = params.get('title');
  const targetId = params.get('article') ?? articles.find((article) => article.title === targetTitle)?.id ?? null;
  const [shownTargetId, setShownTargetId] = useState<string | null>(null);
  const onTargetShown = useCallback(() => setShownTargetId(targetId), [targetId]);

  const visible = useMemo(() => filterArticles(articles, search, category), [articles, search, category]);
  const isFiltered = search.trim() !== '' || category !== 'all';

  function openDialog(next: Exclude<OpenDialog, null>) {
    clearFeedback();
    focusAfterDelete.current = null;
    setDialog(next);
  }
  const closeDialog = () => setDialog(null);
  const resetFilters = () => {
    setSearch('');
    setCategory('all');
  };

  let content: ReactNode;
  if (knowledge.isPending || me.isPending) {
    content = <Spinner label={t('knowledge:loading')} showLabel className="justify-center py-10" />;
  } else if (knowledge.isError) {
    content = (
      <LoadErrorBanner retryLabel={t('knowledge:retry')} onRetry={() => void knowledge.refetch()} isRetrying={knowledge.isFetching}>
        {t('knowledge:loadError')}
      </LoadErrorBanner>
    );
  } else if (visible.length === 0) {
    content = (
      <EmptyState
        title={t('knowledge:empty.title')}
        description={isFiltered ? t('knowledge:empty.filtered') : t('knowledge:empty.none')}
        action={
          isFiltered ? (
            <Button variant="secondary" onClick={resetFilters}>
              {t('common:categoryFilter.reset')}
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    content = (
      <ul className="flex flex-col gap-4" aria-label={t('knowledge:list')}>
        {visible.map((article) => (
          <li key={article.id}>
            <ArticleCard
              article={article}
              isAdmin={isAdmin}
              onEdit={(target) => openDialog({ kind: 'article', article: target })}
              onDelete={(target) => openDialog({ kind: 'delete', article: target })}
              isTarget={article.id === targetId && shownTargetId !== targetId}
              onTargetShown={onTargetShown}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <PageHeader
        title={t('knowledge:title')}
        description={t('knowledge:intro')}
        actions={
          isAdmin ? (
            <Button onClick={() => openDialog({ kind: 'article', article: 'new' })}>{t('knowledge:toolbar.add')}</Button>
          ) : undefined
        }
      />
      <CategorySearchBar
        searchLabel={t('knowledge:search.label')}
        searchPlaceholder={t('knowledge:search.placeholder')}
        search={search}
        onSearchChange={setSearch}
        category={category}
        onCategoryChange={setCategory}
        searchRef={searchRef}
      />
      {knowledge.isSuccess && (
        <p role="status" className="mb-4 text-sm text-slate-700">
          {isFiltered
            ? t('knowledge:count.filtered', { count: visible.length, total: articles.length })
            : t('knowledge:count.all', { count: articles.length })}
        </p>
      )}

      <div aria-busy={knowledge.isFetching || undefined}>{content}</div>

      <LiveRegion className="sticky bottom-4 z-20 mt-4">
        {feedback && (
          <Banner key={feedback.id} variant={feedback.variant} announce={false} className="shadow-md">
            {t(feedback.messageKey)}
          </Banner>
        )}
      </LiveRegion>

      {isAdmin && (
        <>
          <ArticleDialog
            article={dialog?.kind === 'article' ? dialog.article : null}
            onClose={closeDialog}
            onSaved={(kind) => {
              closeDialog();
              say('success', kind === 'created' ? 'knowledge:success.created' : 'knowledge:success.updated');
            }}
          />
          <ConfirmDialog
            open={dialog?.kind === 'delete'}
            title={t('knowledge:deleteDialog.title')}
            description={dialog?.kind === 'delete' ? t('knowledge:deleteDialog.confirm', { title: dialog.article.title }) : undefined}
            confirmLabel={t('knowledge:deleteDialog.submit')}
            isPending={deleteArticle.isPending}
            onConfirm={() =>
              dialog?.kind === 'delete' &&
              deleteArticle.mutate(dialog.article.id, {
                onSuccess: () => {
                  // the article and its buttons are gone: focus goes to the search box
                  focusAfterDelete.current = searchRef.current;
                  closeDialog();
                  say('success', 'knowledge:success.deleted');
                },
                onError: (error) => {
                  closeDialog();
                  say('error', getKnowledgeErrorKey(error, 'delete'));
                },
              })
            }
            onClose={closeDialog}
            returnFocusRef={focusAfterDelete}
          />
        </>
      )}
    </>
  );
}

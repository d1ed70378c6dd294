import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { NewsItem } from '@common/schemas/news';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LiveRegion } from '../../../components/ui/live-region';
import { LoadErrorBanner } from '../../../components/ui/load-error-banner';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import type { TranslationKey } from '../../../lib/i18n';
import { useMe } from '../../../lib/session';
import { useFeedback } from '../../../lib/use-feedback';
import { useDeleteNewsItem } from '../api/delete-news-item';
import { getNewsErrorKey } from '../api/news-messages';
import { useNews } from '../api/news-query';
import { useSetNewsPublished } from '../api/set-news-published';
import { NewsArticle } from '../components/news-article';
import { NewsEditorDialog } from '../components/news-editor-dialog';
import '../locales';

type OpenDialog = { kind: 'editor'; item: NewsItem | 'new' } | { kind: 'delete'; item: NewsItem } | null;

/** /dashboard/news: the news newest first; admins also create, edit, (un)publish and delete them here. */
export function NewsPage() {
  const { t } = useTranslation(['news']);
  const me = useMe();
  const news = useNews();
  const setPublished = useSetNewsPublished();
  const deleteItem = useDeleteNewsItem();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const { feedback, say, clearFeedback } = useFeedback<TranslationKey<'news'>>();
  const createButtonRef = useRef<HTMLButtonElement>(null);
  const isAdmin = me.data?.role === 'admin';

  function openDialog(next: Exclude<OpenDialog, null>) {
    clearFeedback();
    setDialog(next);
  }
  const closeDialog = () => setDialog(null);

  function togglePublished(item: NewsItem) {
    clearFeedback();
    setPublished.mutate(
      { id: item.id, published: !item.published },
      {
        onSuccess: (saved) => say('success', saved.published ? 'news:success.published' : 'news:success.unpublished'),
        onError: (error) => say('error', getNewsErrorKey(error, 'publish')),
      },
    );
  }

  function confirmDelete(item: NewsItem) {
    deleteItem.mutate(item.id, {
      onSuccess: () => {
        closeDialog();
        say('success', 'news:success.deleted');
      },
      onError: (error) => {
        closeDialog();
        say('error', getNewsErrorKey(error, 'delete'));
      },
    });
  }

  let content: ReactNode;
  // admins see badges and buttons: wait for the role so the list does not change under the reader
  if (news.isPending || me.isPending) {
    content = <Spinner label={t('news:loading')} showLabel className="justify-center py-10" />;
  } else if (news.isError) {
    content = (
      <LoadErrorBanner retryLabel={t('news:retry')} onRetry={() => void news.refetch()} isRetrying={news.isFetching}>
        {t('news:loadError')}
      </LoadErrorBanner>
    );
  } else if (news.data.items.length === 0) {
    content = <EmptyState title={t('news:empty.title')} description={isAdmin ? t('news:empty.admin') : t('news:empty.learner')} />;
  } else {
    content = (
      <ul className="flex max-w-3xl flex-col gap-4">
        {news.data.items.map((item) => (
          <li key={item.id}>
            <NewsArticle
              item={item}
              isAdmin={isAdmin}
              isPublishPending={setPublished.isPending && setPublished.variables.id === item.id}
              onEdit={(edited) => openDialog({ kind: 'editor', item: edited })}
              onTogglePublished={togglePublished}
              onDelete={(deleted) => openDialog({ kind: 'delete', item: deleted })}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <PageHeader
        title={t('news:title')}
        actions={
          isAdmin && (
            <Button ref={createButtonRef} onClick={() => openDialog({ kind: 'editor', item: 'new' })}>
              {t('news:actions.create')}
            </Button>
          )
        }
      />
      <div aria-busy={news.isFetching || undefined}>{content}</div>

      {/* sticky, so it is seen at the end of a long list on a phone as well */}
      <LiveRegion className="sticky bottom-4 z-20 mt-4 max-w-3xl">
        {feedback && (
          <Banner key={feedback.id} variant={feedback.variant} announce={false} className="shadow-md">
            {t(feedback.messageKey)}
          </Banner>
        )}
      </LiveRegion>

      {isAdmin && (
        <>
          <NewsEditorDialog
            item={dialog?.kind === 'editor' ? dialog.item : null}
            onClose={closeDialog}
            onSaved={() => {
              closeDialog();
              say('success', 'news:success.saved');
            }}
          />
          <ConfirmDialog
            open={dialog?.kind === 'delete'}
            title={t('news:delete.title')}
            description={dialog?.kind === 'delete' ? t('news:delete.question', { title: dialog.item.title }) : ''}
            confirmLabel={t('news:delete.confirm')}
            isPending={deleteItem.isPending}
            onConfirm={() => dialog?.kind === 'delete' && confirmDelete(dialog.item)}
            onClose={closeDialog}
            returnFocusRef={createButtonRef}
          />
        </>
      )}
    </>
  );
}

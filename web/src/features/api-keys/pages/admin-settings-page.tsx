import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiKey, ApiKeyCreated } from '@common/schemas/api-keys';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LiveRegion } from '../../../components/ui/live-region';
import { LoadErrorBanner } from '../../../components/ui/load-error-banner';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import type { TranslationKey } from '../../../lib/i18n';
import { useFeedback } from '../../../lib/use-feedback';
import { useApiKeys } from '../api/api-keys-query';
import { useDeleteApiKey } from '../api/delete-api-key';
import { useSetApiKeyActive } from '../api/set-api-key-active';
import { ApiKeyList } from '../components/api-key-list';
import { CreateApiKeyDialog } from '../components/create-api-key-dialog';
import { FreshKeyPanel } from '../components/fresh-key-panel';
import '../locales';

type OpenDialog = { kind: 'create' } | { kind: 'delete'; item: ApiKey } | null;

async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** /dashboard/admin/settings: 'API-Schlüssel für Pipedrive' (docs/ARCHITECTURE.md, difference 2). */
export function AdminSettingsPage() {
  const { t } = useTranslation(['api-keys']);
  const keys = useApiKeys();
  const setActive = useSetApiKeyActive();
  const deleteKey = useDeleteApiKey();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [fresh, setFresh] = useState<ApiKeyCreated | null>(null);
  const { feedback, say, clearFeedback } = useFeedback<TranslationKey<'api-keys'>>();
  const createButtonRef = useRef<HTMLButtonElement>(null);

  function openDialog(next: Exclude<OpenDialog, null>) {
    clearFeedback();
    setDialog(next);
  }
  const closeDialog = () => setDialog(null);

  async function onCreated(created: ApiKeyCreated) {
    setDialog(null);
    setFresh(created);
    const copied = await copyToClipboard(created.key);
    say('success', copied ? 'api-keys:success.createdCopied' : 'api-keys:success.createdNotCopied');
  }

  async function copyFresh(key: string) {
    const copied = await copyToClipboard(key);
    if (!copied) say('error', 'api-keys:errors.copy');
    return copied;
  }

  function closeFresh() {
    setFresh(null);
    createButtonRef.current?.focus();
  }

  function toggleActive(item: ApiKey) {
    clearFeedback();
    setActive.mutate({ id: item.id, isActive: !item.isActive }, { onError: () => say('error', 'api-keys:errors.status') });
  }

  function confirmDelete(item: ApiKey) {
    deleteKey.mutate(item.id, {
      onSuccess: () => {
        closeDialog();
        if (fresh?.id === item.id) setFresh(null);
        say('success', 'api-keys:success.deleted');
      },
      onError: () => {
        closeDialog();
        say('error', 'api-keys:errors.delete');
      },
    });
  }

  let content: ReactNode;
  if (keys.isPending) {
    content = <Spinner label={t('api-keys:loading')} showLabel className="justify-center py-10" />;
  } else if (keys.isError) {
    content = (
      <LoadErrorBanner retryLabel={t('api-keys:retry')} onRetry={() => void keys.refetch()} isRetrying={keys.isFetching}>
        {t('api-keys:loadError')}
      </LoadErrorBanner>
    );
  } else if (keys.data.items.length === 0) {
    content = <EmptyState title={t('api-keys:empty.title')} description={t('api-keys:empty.hint')} />;
  } else {
    content = (
      <ApiKeyList
        items={keys.data.items}
        pendingStatusId={setActive.isPending ? setActive.variables.id : null}
        onToggleActive={toggleActive}
        onDelete={(item) => openDialog({ kind: 'delete', item })}
      />
    );
  }

  return (
    <>
      <PageHeader
        title={t('api-keys:title')}
        description={t('api-keys:description')}
        actions={
          <Button ref={createButtonRef} onClick={() => openDialog({ kind: 'create' })}>
            {t('api-keys:actions.create')}
          </Button>
        }
      />
      {fresh && <FreshKeyPanel created={fresh} onCopy={copyFresh} onClose={closeFresh} />}
      <div aria-busy={keys.isFetching || undefined}>{content}</div>

      <LiveRegion className="sticky bottom-4 z-20 mt-4">
        {feedback && (
          <Banner key={feedback.id} variant={feedback.variant} announce={false} className="shadow-md">
            {t(feedback.messageKey)}
          </Banner>
        )}
      </LiveRegion>

      <CreateApiKeyDialog open={dialog?.kind === 'create'} onClose={closeDialog} onCreated={onCreated} />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={t('api-keys:delete.title')}
        description={dialog?.kind === 'delete' ? t('api-keys:delete.question', { name: dialog.item.name }) : ''}
        confirmLabel={t('api-keys:delete.confirm')}
        isPending={deleteKey.isPending}
        onConfirm={() => dialog?.kind === 'delete' && confirmDelete(dialog.item)}
        onClose={closeDialog}
        returnFocusRef={createButtonRef}
      />
    </>
  );
}

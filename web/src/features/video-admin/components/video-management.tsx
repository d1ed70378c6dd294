import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagedSection, ManagedVideo } from '@common/schemas/video-management';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LiveRegion } from '../../../components/ui/live-region';
import { LoadErrorBanner } from '../../../components/ui/load-error-banner';
import { Spinner } from '../../../components/ui/spinner';
import type { TranslationKey } from '../../../lib/i18n';
import { useFeedback } from '../../../lib/use-feedback';
import { useDeleteSection } from '../api/delete-section';
import { useDeleteVideo } from '../api/delete-video';
import { getVideoAdminErrorKey, type VideoAdminAction } from '../api/video-admin-messages';
import { useVideoManagement } from '../api/video-management-query';
import '../locales';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SectionDialog, SectionTranslationsDialog } from './section-dialog';
import { SortableSections } from './sortable-sections';
import { VideoDialog } from './video-dialog';

type OpenDialog =
  | { kind: 'newSection' }
  | { kind: 'video'; video: ManagedVideo | 'new' }
  | { kind: 'deleteSection'; section: ManagedSection }
  | { kind: 'sectionTranslations'; section: ManagedSection }
  | { kind: 'deleteVideo'; video: ManagedVideo }
  | null;

/** The console's Video Management tab: sections and videos in order, their dialogs and one feedback banner. */
export function VideoManagement() {
  const { t } = useTranslation(['video-admin']);
  const management = useVideoManagement();
  const deleteSection = useDeleteSection();
  const deleteVideo = useDeleteVideo();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const { feedback, say, clearFeedback } = useFeedback<TranslationKey<'video-admin'>>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusAfterDelete = useRef<HTMLElement | null>(null);
  const sections = management.data?.sections ?? [];

  function openDialog(next: Exclude<OpenDialog, null>) {
    clearFeedback();
    focusAfterDelete.current = null;
    setDialog(next);
  }

  const closeDialog = () => setDialog(null);

  function failed(action: VideoAdminAction) {
    return (error: unknown) => {
      closeDialog();
      say('error', getVideoAdminErrorKey(error, action));
    };
  }

  function deleted(message: TranslationKey<'video-admin'>) {
    return () => {
      // the row and its buttons are gone: focus goes to the tab's heading
      focusAfterDelete.current = headingRef.current;
      closeDialog();
      say('success', message);
    };
  }

  let content: ReactNode;
  if (management.isPending) {
    content = <Spinner label={t('video-admin:loading')} showLabel className="justify-center py-10" />;
  } else if (management.isError) {
    content = (
      <LoadErrorBanner
        retryLabel={t('video-admin:retry')}
        onRetry={() => void management.refetch()}
        isRetrying={management.isFetching}
        size="sm"
      >
        {t('video-admin:errors.load')}
      </LoadErrorBanner>
    );
  } else if (sections.length === 0) {
    content = (
      <EmptyState
        title={t('video-admin:empty.sections')}
        description={t('video-admin:empty.sectionsHint')}
        action={<Button onClick={() => openDialog({ kind: 'newSection' })}>{t('video-admin:toolbar.newSection')}</Button>}
      />
    );
  } else {
    content = (
      <SortableSections
        sections={sections}
        onReorderFailed={(error) => say('error', getVideoAdminErrorKey(error, 'reorder'))}
        onSectionSaved={() => say('success', 'video-admin:success.sectionUpdated')}
        onSectionSaveFailed={(error) => say('error', getVideoAdminErrorKey(error, 'updateSection'))}
        onDeleteSection={(section) => openDialog({ kind: 'deleteSection', section })}
        onEditSectionTranslations={(section) => openDialog({ kind: 'sectionTranslations', section })}
        onEditVideo={(video) => openDialog({ kind: 'video', video })}
        onDeleteVideo={(video) => openDialog({ kind: 'deleteVideo', video })}
      />
    );
  }

  return (
    <section aria-labelledby="video-admin-heading" className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1">
          <h2 id="video-admin-heading" ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none">
            {t('video-admin:heading')}
          </h2>
          <p className="max-w-prose text-slate-700">{t('video-admin:intro')}</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button variant="secondary" onClick={() => openDialog({ kind: 'newSection' })}>
            {t('video-admin:toolbar.newSection')}
          </Button>
          <Button onClick={() => openDialog({ kind: 'video', video: 'new' })} disabled={sections.length === 0}>
            {t('video-admin:toolbar.newVideo')}
          </Button>
        </div>
      </div>

      <div aria-busy={management.isFetching || undefined}>{content}</div>

      {/* sticky, so it is seen at the end of a long list on a phone as well */}
      <LiveRegion className="sticky bottom-4 z-20">
        {feedback && (
          <Banner key={feedback.id} variant={feedback.variant} announce={false} className="shadow-md">
            {t(feedback.messageKey)}
          </Banner>
        )}
      </LiveRegion>

      <SectionDialog
        open={dialog?.kind === 'newSection'}
        onClose={closeDialog}
        onCreated={() => {
          closeDialog();
          say('success', 'video-admin:success.sectionCreated');
        }}
      />
      <SectionTranslationsDialog
        section={dialog?.kind === 'sectionTranslations' ? dialog.section : null}
        onClose={closeDialog}
        onSaved={() => {
          closeDialog();
          say('success', 'video-admin:success.sectionUpdated');
        }}
      />
      <VideoDialog
        video={dialog?.kind === 'video' ? dialog.video : null}
        sections={sections}
        onClose={closeDialog}
        onSaved={(kind) => {
          closeDialog();
          say('success', kind === 'created' ? 'video-admin:success.videoCreated' : 'video-admin:success.videoUpdated');
        }}
      />
      <ConfirmDialog
        open={dialog?.kind === 'deleteSection'}
        title={t('video-admin:deleteSection.title')}
        description={dialog?.kind === 'deleteSection' ? t('video-admin:deleteSection.confirm', { title: dialog.section.title }) : undefined}
        confirmLabel={t('video-admin:deleteSection.submit')}
        isPending={deleteSection.isPending}
        onConfirm={() =>
          dialog?.kind === 'deleteSection' &&
          deleteSection.mutate(dialog.section.id, {
            onSuccess: deleted('video-admin:success.sectionDeleted'),
            onError: failed('deleteSection'),
          })
        }
        onClose={closeDialog}
        returnFocusRef={focusAfterDelete}
      />
      <ConfirmDialog
        open={dialog?.kind === 'deleteVideo'}
        title={t('video-admin:deleteVideo.title')}
        description={dialog?.kind === 'deleteVideo' ? t('video-admin:deleteVideo.confirm', { title: dialog.video.title }) : undefined}
        confirmLabel={t('video-admin:deleteVideo.submit')}
        isPending={deleteVideo.isPending}
        onConfirm={() =>
          dialog?.kind === 'deleteVideo' &&
          deleteVideo.mutate(dialog.video.id, {
            onSuccess: deleted('video-admin:success.videoDeleted'),
            onError: failed('deleteVideo'),
          })
        }
        onClose={closeDialog}
        returnFocusRef={focusAfterDelete}
      />
    </section>
  );
}

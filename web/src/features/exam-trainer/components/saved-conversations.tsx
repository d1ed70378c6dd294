import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyStoryTranscriptSummary } from '@common/schemas/story-interview';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatDateTime } from '../../../lib/format';
import { transcriptTextUrl, useDeleteTranscript, useTranscripts } from '../api/story-interview';
import '../locales';

/** The saved "Mein Gespräch" conversations: download as text, delete after a confirmation. */
export function SavedConversations() {
  const { t, i18n } = useTranslation(['exam-trainer']);
  const transcripts = useTranscripts(true);
  const deletion = useDeleteTranscript();
  const [toDelete, setToDelete] = useState<MyStoryTranscriptSummary | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const language = i18n.resolvedLanguage ?? 'de';

  return (
    <section
      aria-labelledby="saved-conversations"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="saved-conversations" ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900">
        {t('exam-trainer:saved.title')}
      </h2>
      {transcripts.isError ? (
        <p className="text-sm text-red-800">{t('exam-trainer:saved.loadError')}</p>
      ) : transcripts.data && transcripts.data.length === 0 ? (
        <p className="text-sm text-slate-700">{t('exam-trainer:saved.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {transcripts.data?.map((item) => {
            const when = formatDateTime(item.createdAt, language as 'de');
            return (
              <li
                key={item.id}
                className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <span className="text-slate-800">
                  <span className="font-semibold">{when}</span> · {t(`exam-trainer:modeBadges.${item.mode}`)} ·{' '}
                  {t('exam-trainer:saved.messages', { count: item.messageCount })}
                </span>
                <span className="flex flex-wrap gap-2">
                  <a
                    href={transcriptTextUrl(item.id)}
                    download
                    aria-label={t('exam-trainer:saved.downloadLabel', { when })}
                    className={buttonClasses('secondary', false, undefined, 'sm')}
                  >
                    {t('exam-trainer:saved.download')}
                  </a>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => setToDelete(item)}
                    aria-label={t('exam-trainer:saved.deleteLabel', { when })}
                  >
                    {t('exam-trainer:saved.delete')}
                  </Button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('exam-trainer:saved.confirmTitle')}
        description={t('exam-trainer:saved.confirmText')}
        confirmLabel={t('exam-trainer:saved.confirmDelete')}
        isPending={deletion.isPending}
        returnFocusRef={headingRef}
        onClose={() => setToDelete(null)}
        onConfirm={() => {
          if (!toDelete) return;
          deletion.mutate(toDelete.id, { onSettled: () => setToDelete(null) });
        }}
      />
    </section>
  );
}

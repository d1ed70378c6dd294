import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import type { ManagedVideo } from '@common/schemas/video-management';
import { Badge } from '../../../components/ui/badge';
import { TranslationListBadges } from '../../../components/translation-columns';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../lib/cx';
import { DragHandle } from './drag-handle';
import type { DragData } from './drag-data';

interface VideoRowProps {
  video: ManagedVideo;
  /** While a section is dragged, videos are no drop targets. */
  isDropDisabled: boolean;
  onEdit: (video: ManagedVideo) => void;
  onDelete: (video: ManagedVideo) => void;
}

/** One video in its section: handle, title, language, MPU types, source, quiz count, the starter-content hint, and its actions. */
export function VideoRow({ video, isDropDisabled, onEdit, onDelete }: VideoRowProps) {
  const { t } = useTranslation(['video-admin']);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: video.id,
    data: { type: 'video', sectionId: video.sectionId } satisfies DragData,
    disabled: { draggable: false, droppable: isDropDisabled },
  });
  const isFileMissing = video.url === '' && video.file === null;

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cx(
        'flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-slate-200 bg-white p-2 sm:flex-nowrap',
        isDragging && 'relative z-10 shadow-lg ring-2 ring-indigo-600',
      )}
    >
      <DragHandle
        label={t('video-admin:video.drag', { title: video.title })}
        setActivatorNodeRef={setActivatorNodeRef}
        attributes={attributes}
        listeners={listeners}
      />
      <div className="flex min-w-0 flex-1 basis-48 flex-col gap-1.5">
        <p className="font-semibold [overflow-wrap:anywhere] text-slate-900">{video.title}</p>
        <ul className="flex flex-wrap gap-1.5" aria-label={t('video-admin:video.details')}>
          <li>
            <Badge variant="primary">{t(`video-admin:languages.${video.language}`)}</Badge>
          </li>
          {video.mpuTypes.map((type) => (
            <li key={type}>
              <Badge>{t(`video-admin:mpuTypes.${type}`)}</Badge>
            </li>
          ))}
          <li>
            <Badge>{video.url === '' ? t('video-admin:video.sourceFile') : t('video-admin:video.sourceUrl')}</Badge>
          </li>
          <li>
            <Badge>{t('video-admin:video.quizCount', { count: video.quizCount })}</Badge>
          </li>
          {isFileMissing && (
            <li>
              <Badge variant="warning">{t('video-admin:video.fileMissing')}</Badge>
            </li>
          )}
          {video.isStarterContent && (
            <li>
              <Badge variant="warning">{t('video-admin:video.starter')}</Badge>
            </li>
          )}
        </ul>
        <TranslationListBadges translations={video.translations} />
        {video.isStarterContent && <p className="text-sm text-slate-700">{t('video-admin:video.starterHint')}</p>}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('video-admin:video.editNamed', { title: video.title })}
          onClick={() => onEdit(video)}
        >
          {t('video-admin:video.edit')}
        </Button>
        <Button
          variant="danger-secondary"
          size="sm"
          aria-label={t('video-admin:video.deleteNamed', { title: video.title })}
          onClick={() => onDelete(video)}
        >
          {t('video-admin:video.delete')}
        </Button>
      </div>
    </li>
  );
}

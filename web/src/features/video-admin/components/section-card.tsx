import { useEffect, useId, useRef, useState } from 'react';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import type { ManagedSection, ManagedVideo } from '@common/schemas/video-management';
import { Button } from '../../../components/ui/button';
import { DisclosureChevron } from '../../../components/ui/disclosure-chevron';
import { cx } from '../../../lib/cx';
import type { DragData } from './drag-data';
import { DragHandle } from './drag-handle';
import { SectionInlineEditor } from './section-inline-editor';
import { VideoRow } from './video-row';
import { TranslationListBadges } from '../../../components/translation-columns';

export interface SectionActions {
  onSectionSaved: () => void;
  onSectionSaveFailed: (error: unknown) => void;
  onDeleteSection: (section: ManagedSection) => void;
  /** 'Übersetzungen': the section's title and description in three languages. */
  onEditSectionTranslations: (section: ManagedSection) => void;
  onEditVideo: (video: ManagedVideo) => void;
  onDeleteVideo: (video: ManagedVideo) => void;
}

interface SectionCardProps extends SectionActions {
  section: ManagedSection;
  /** What is being dragged now: sections make videos no drop targets, and the reverse. */
  draggedType: DragData['type'] | undefined;
}

/** A section as a collapsible, sortable card (open at first) with its sortable videos and in-place editing. */
export function SectionCard({ section, draggedType, ...actions }: SectionCardProps) {
  const { t } = useTranslation(['video-admin']);
  const [isOpen, setIsOpen] = useState(true);
  const [isEditing, setIsEditing] = useState(false);
  const panelId = useId();
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: section.id,
    data: { type: 'section', takesVideosAtEnd: !isOpen || section.videos.length === 0 } satisfies DragData,
  });

  // editing ended (saved, cancelled, ignored): focus goes back to 'Bearbeiten'
  useEffect(() => {
    if (wasEditing.current && !isEditing) editButtonRef.current?.focus();
    wasEditing.current = isEditing;
  }, [isEditing]);

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cx(
        'rounded-xl border border-slate-200 bg-white shadow-sm',
        isDragging && 'relative z-10 shadow-lg ring-2 ring-indigo-600',
      )}
    >
      <section aria-label={section.title}>
        <div className="flex flex-wrap items-start gap-2 p-3 sm:flex-nowrap">
          <DragHandle
            label={t('video-admin:section.drag', { title: section.title })}
            setActivatorNodeRef={setActivatorNodeRef}
            attributes={attributes}
            listeners={listeners}
          />
          {isEditing ? (
            <SectionInlineEditor
              section={section}
              onSaved={actions.onSectionSaved}
              onFailed={actions.onSectionSaveFailed}
              onDone={() => setIsEditing(false)}
            />
          ) : (
            <>
              <div className="flex min-w-0 flex-1 basis-48 flex-col gap-1">
                <h3 className="text-lg font-bold text-slate-900">
                  <button
                    type="button"
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    onClick={() => setIsOpen((open) => !open)}
                    className="flex min-h-11 w-full items-center justify-between gap-3 rounded-lg px-2 text-left hover:bg-slate-50"
                  >
                    <span className="[overflow-wrap:anywhere]">
                      {section.title}{' '}
                      <span className="text-sm font-medium text-slate-600">
                        ({t('video-admin:section.videoCount', { count: section.videos.length })})
                      </span>
                    </span>
                    <DisclosureChevron className={isOpen ? 'rotate-180' : undefined} />
                  </button>
                </h3>
                {section.description && <p className="px-2 [overflow-wrap:anywhere] text-slate-700">{section.description}</p>}
                <span className="px-2">
                  <TranslationListBadges translations={section.translations} />
                </span>
              </div>
              <div className="flex max-w-full shrink-0 flex-wrap gap-2">
                <Button
                  ref={editButtonRef}
                  variant="secondary"
                  size="sm"
                  aria-label={t('video-admin:section.editNamed', { title: section.title })}
                  onClick={() => setIsEditing(true)}
                >
                  {t('video-admin:section.edit')}
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('video-admin:section.translationsNamed', { title: section.title })}
                  onClick={() => actions.onEditSectionTranslations(section)}
                >
                  {t('video-admin:section.translations')}
                </Button>
                <Button
                  variant="danger-secondary"
                  size="sm"
                  aria-label={t('video-admin:section.deleteNamed', { title: section.title })}
                  onClick={() => actions.onDeleteSection(section)}
                >
                  {t('video-admin:section.delete')}
                </Button>
              </div>
            </>
          )}
        </div>
        <div id={panelId} hidden={!isOpen} className="border-t border-slate-200 p-2 sm:p-3">
          {isOpen &&
            (section.videos.length === 0 ? (
              <p className="px-2 py-2 text-slate-700">{t('video-admin:empty.videos')}</p>
            ) : (
              <SortableContext id={section.id} items={section.videos.map((video) => video.id)} strategy={verticalListSortingStrategy}>
                <ul className="flex flex-col gap-2" aria-label={t('video-admin:section.videosLabel', { title: section.title })}>
                  {section.videos.map((video) => (
                    <VideoRow
                      key={video.id}
                      video={video}
                      isDropDisabled={draggedType === 'section'}
                      onEdit={actions.onEditVideo}
                      onDelete={actions.onDeleteVideo}
                    />
                  ))}
                </ul>
              </SortableContext>
            ))}
        </div>
      </section>
    </li>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VIDEO_SECTION_TITLE_MAX_LENGTH } from '@common/schemas/video-admin';
import type { LibrarySection, LibraryVideo } from '@common/schemas/videos';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { IconButton } from '../../../components/ui/icon-button';
import { LiveRegion } from '../../../components/ui/live-region';
import { TextField } from '../../../components/ui/text-field';
import { DisclosureChevron } from '../../../components/ui/disclosure-chevron';
import { useUpdateVideoSection } from '../api/video-admin-queries';
import { VideoCard } from './video-card';

/** How far the arrow buttons move the row: one 300 px card and its gap. */
const SCROLL_STEP_PX = 320;

interface VideoSectionProps {
  section: LibrarySection;
  showMpuTypes: boolean;
  /** Admin: an edit button next to the title. */
  canEditTitle?: boolean;
  onOpen: (video: LibraryVideo) => void;
}

/** A collapsible section: heading button, description, and a horizontally scrolling row of cards. */
export function VideoSection({ section, showMpuTypes, canEditTitle = false, onOpen }: VideoSectionProps) {
  const { t } = useTranslation(['videos']);
  const [isExpanded, setIsExpanded] = useState(true);
  const [isEditing, setIsEditing] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const rowRef = useRef<HTMLUListElement>(null);
  const bodyId = useId();

  const scroll = (direction: 1 | -1) => rowRef.current?.scrollBy({ left: direction * SCROLL_STEP_PX, behavior: 'smooth' });

  function stopEditing(saved: boolean) {
    setIsEditing(false);
    setAnnouncement(saved ? t('videos:admin.section.saved') : '');
    // the edit button is back once the form is gone
    requestAnimationFrame(() => editButtonRef.current?.focus());
  }

  return (
    <section className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        {isEditing ? (
          <SectionTitleForm sectionId={section.id} title={section.title} onDone={stopEditing} />
        ) : (
          <div className="flex min-w-0 items-center gap-2">
            <h2 className="min-w-0 text-xl font-bold text-slate-900">
              <button
                type="button"
                aria-expanded={isExpanded}
                aria-controls={bodyId}
                onClick={() => setIsExpanded((value) => !value)}
                className="-mx-2 flex min-h-11 items-center gap-2 rounded-lg px-2 text-left hover:bg-slate-100"
              >
                <DisclosureChevron className={isExpanded ? undefined : '-rotate-90'} />
                <span className="[overflow-wrap:anywhere]">{section.shown?.title ?? section.title}</span>
                <span className="text-sm font-normal whitespace-nowrap text-slate-600">
                  ({t('videos:section.videoCount', { count: section.videos.length })})
                </span>
              </button>
            </h2>
            {canEditTitle && (
              <IconButton
                ref={editButtonRef}
                label={t('videos:admin.section.editLabel', { title: section.title })}
                tooltip={t('videos:admin.section.edit')}
                icon={<PencilIcon />}
                onClick={() => {
                  setAnnouncement('');
                  setIsEditing(true);
                }}
              />
            )}
          </div>
        )}
        {isExpanded && (
          <div className="flex shrink-0 gap-2">
            <IconButton label={t('videos:section.scrollLeft')} icon={<ChevronIcon direction="left" />} onClick={() => scroll(-1)} />
            <IconButton label={t('videos:section.scrollRight')} icon={<ChevronIcon direction="right" />} onClick={() => scroll(1)} />
          </div>
        )}
      </div>
      {canEditTitle && (
        <LiveRegion>
          {announcement && (
            <Banner variant="success" announce={false}>
              {announcement}
            </Banner>
          )}
        </LiveRegion>
      )}
      <div id={bodyId} hidden={!isExpanded} className="flex flex-col gap-3">
        {(section.shown?.description ?? section.description) && (
          <p className="max-w-prose text-slate-700">{section.shown?.description ?? section.description}</p>
        )}
        {/* keyboard users reach every card with Tab (the browser scrolls it into view); touch scrolls natively */}
        <ul ref={rowRef} className="flex snap-x snap-mandatory gap-5 overflow-x-auto pb-3">
          {section.videos.map((video) => (
            <li key={video.id} className="w-[300px] shrink-0 snap-start">
              <VideoCard video={video} showMpuTypes={showMpuTypes} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

interface SectionTitleFormProps {
  sectionId: string;
  title: string;
  /** true after a save, false on Abbrechen. */
  onDone: (saved: boolean) => void;
}

/** Admin: the section title as a text field with Speichern/Abbrechen; a blank title cannot be saved. */
function SectionTitleForm({ sectionId, title, onDone }: SectionTitleFormProps) {
  const { t } = useTranslation(['videos']);
  const update = useUpdateVideoSection(sectionId);
  const [value, setValue] = useState(title);
  const inputRef = useRef<HTMLInputElement>(null);
  const isBlank = value.trim() === '';

  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);

  return (
    <form
      className="flex min-w-0 flex-1 flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (isBlank || update.isPending) return;
        update.mutate(value.trim(), { onSuccess: () => onDone(true) });
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !update.isPending) {
          event.preventDefault();
          onDone(false);
        }
      }}
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <TextField
            ref={inputRef}
            label={t('videos:admin.section.titleLabel')}
            value={value}
            maxLength={VIDEO_SECTION_TITLE_MAX_LENGTH}
            autoComplete="off"
            onChange={(event) => setValue(event.target.value)}
            disabled={update.isPending}
          />
        </div>
        <div className="flex gap-2">
          <Button type="submit" disabled={isBlank} loading={update.isPending}>
            {t('videos:admin.save')}
          </Button>
          <Button variant="secondary" onClick={() => onDone(false)} disabled={update.isPending}>
            {t('videos:admin.cancel')}
          </Button>
        </div>
      </div>
      {update.isError && <Banner variant="error">{t('videos:admin.section.saveError')}</Banner>}
    </form>
  );
}

function PencilIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
      <path d="m5.433 13.917 1.262-3.155A4 4 0 0 1 7.58 9.42l6.92-6.918a2.121 2.121 0 0 1 3 3l-6.92 6.918c-.383.383-.84.685-1.343.886l-3.154 1.262a.5.5 0 0 1-.65-.65Z" />
      <path d="M3.5 5.75c0-.69.56-1.25 1.25-1.25H10A.75.75 0 0 0 10 3H4.75A2.75 2.75 0 0 0 2 5.75v9.5A2.75 2.75 0 0 0 4.75 18h9.5A2.75 2.75 0 0 0 17 15.25V10a.75.75 0 0 0-1.5 0v5.25c0 .69-.56 1.25-1.25 1.25h-9.5c-.69 0-1.25-.56-1.25-1.25v-9.5Z" />
    </svg>
  );
}

function ChevronIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
      <path
        fillRule="evenodd"
        d={
          direction === 'left'
            ? 'M11.78 5.22a.75.75 0 0 1 0 1.06L8.06 10l3.72 3.72a.75.75 0 1 1-1.06 1.06l-4.25-4.25a.75.75 0 0 1 0-1.06l4.25-4.25a.75.75 0 0 1 1.06 0Z'
            : 'M8.22 5.22a.75.75 0 0 1 1.06 0l4.25 4.25a.75.75 0 0 1 0 1.06l-4.25 4.25a.75.75 0 0 1-1.06-1.06L11.94 10 8.22 6.28a.75.75 0 0 1 0-1.06Z'
        }
        clipRule="evenodd"
      />
    </svg>
  );
}

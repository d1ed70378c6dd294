import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LibrarySection, LibraryVideo } from '@common/schemas/videos';
import { IconButton } from '../../../components/ui/icon-button';
import { cx } from '../../../lib/cx';
import { VideoCard } from './video-card';

/** How far the arrow buttons move the row: one 300 px card and its gap. */
const SCROLL_STEP_PX = 320;

interface VideoSectionProps {
  section: LibrarySection;
  showMpuTypes: boolean;
  onOpen: (video: LibraryVideo) => void;
}

/** A collapsible section: heading button, description, and a horizontally scrolling row of cards. */
export function VideoSection({ section, showMpuTypes, onOpen }: VideoSectionProps) {
  const { t } = useTranslation(['videos']);
  const [isExpanded, setIsExpanded] = useState(true);
  const rowRef = useRef<HTMLUListElement>(null);
  const bodyId = useId();

  const scroll = (direction: 1 | -1) => rowRef.current?.scrollBy({ left: direction * SCROLL_STEP_PX, behavior: 'smooth' });

  return (
    <section className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 className="min-w-0 text-xl font-bold text-slate-900">
          <button
            type="button"
            aria-expanded={isExpanded}
            aria-controls={bodyId}
            onClick={() => setIsExpanded((value) => !value)}
            className="-mx-2 flex min-h-11 items-center gap-2 rounded-lg px-2 text-left hover:bg-slate-100"
          >
            <svg
              viewBox="0 0 20 20"
              fill="currentColor"
              className={cx('size-5 shrink-0 text-slate-600 transition-transform', !isExpanded && '-rotate-90')}
              aria-hidden="true"
            >
              <path
                fillRule="evenodd"
                d="M5.22 8.22a.75.75 0 0 1 1.06 0L10 11.94l3.72-3.72a.75.75 0 1 1 1.06 1.06l-4.25 4.25a.75.75 0 0 1-1.06 0L5.22 9.28a.75.75 0 0 1 0-1.06Z"
                clipRule="evenodd"
              />
            </svg>
            <span className="[overflow-wrap:anywhere]">{section.title}</span>
            <span className="text-sm font-normal whitespace-nowrap text-slate-600">
              ({t('videos:section.videoCount', { count: section.videos.length })})
            </span>
          </button>
        </h2>
        {isExpanded && (
          <div className="flex shrink-0 gap-2">
            <IconButton label={t('videos:section.scrollLeft')} icon={<ChevronIcon direction="left" />} onClick={() => scroll(-1)} />
            <IconButton label={t('videos:section.scrollRight')} icon={<ChevronIcon direction="right" />} onClick={() => scroll(1)} />
          </div>
        )}
      </div>
      <div id={bodyId} hidden={!isExpanded} className="flex flex-col gap-3">
        {section.description && <p className="max-w-prose text-slate-700">{section.description}</p>}
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

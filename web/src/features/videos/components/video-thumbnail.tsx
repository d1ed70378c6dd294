import { cx } from '../../../lib/cx';

/** The preview picture of a video, or a neutral area with a play icon when the provider offers none. */
export function VideoThumbnail({ thumbnailUrl, className }: { thumbnailUrl: string | null; className?: string }) {
  if (thumbnailUrl)
    // the title is text next to it: the picture is decoration
    return <img src={thumbnailUrl} alt="" loading="lazy" className={cx('aspect-video w-full bg-slate-200 object-cover', className)} />;
  return (
    <div className={cx('flex aspect-video w-full items-center justify-center bg-slate-200 text-slate-600', className)}>
      <PlayIcon className="size-12" />
    </div>
  );
}

export function PlayIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" className={className} aria-hidden="true">
      <path
        fillRule="evenodd"
        d="M2.25 12c0-5.385 4.365-9.75 9.75-9.75s9.75 4.365 9.75 9.75-4.365 9.75-9.75 9.75S2.25 17.385 2.25 12Zm14.024-.983a1.125 1.125 0 0 1 0 1.966l-5.603 3.113A1.125 1.125 0 0 1 9 15.113V8.887c0-.857.921-1.4 1.671-.983l5.603 3.113Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

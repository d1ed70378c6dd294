import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isEmbeddableUrl } from '@common/domain/video-hosts';
import { resolveVideoSource, type VideoSource } from '@common/domain/video-urls';
import type { LibraryVideo } from '@common/schemas/videos';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { hasProviderConsent, rememberProviderConsent } from '../provider-consent';
import { PlayIcon, VideoThumbnail } from './video-thumbnail';

/** An uploaded file plays from the platform itself; a web address through its provider's embed. */
export function VideoEmbed({ video }: { video: Pick<LibraryVideo, 'id' | 'title' | 'url' | 'file'> }) {
  if (video.file) return <VideoFilePlayer videoId={video.id} title={video.title} />;
  return <ProviderEmbed url={video.url} title={video.title} />;
}

/**
 * First-party, so no consent click: nothing leaves the platform. The server answers Range requests,
 * so seeking loads only the part needed; 'metadata' fetches just enough for the duration.
 */
function VideoFilePlayer({ videoId, title }: { videoId: string; title: string }) {
  const { t } = useTranslation(['videos']);
  const [hasFailed, setHasFailed] = useState(false);

  if (hasFailed) return <Banner variant="error">{t('videos:player.unavailable')}</Banner>;
  return (
    <div className="flex flex-col gap-2">
      <video
        controls
        preload="metadata"
        src={`/api/videos/${videoId}/file`}
        aria-label={title}
        onError={() => setHasFailed(true)}
        className="aspect-video w-full rounded-lg bg-black"
      >
        {t('videos:player.fileFallback')}
      </video>
      <p className="text-sm text-slate-700">{t('videos:player.servedByPlatform')}</p>
    </div>
  );
}

/**
 * The two-click privacy solution (docs/ARCHITECTURE.md, "Videos load only after a click"): until the
 * learner presses 'Video laden' nothing is requested from the provider (the preview picture only
 * once the learner has loaded one of its videos before); the note says who serves the video.
 */
function ProviderEmbed({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation(['videos']);
  const source: VideoSource = useMemo(() => resolveVideoSource(url), [url]);
  const [isLoaded, setIsLoaded] = useState(false);

  if (!source.embedUrl) return <Banner variant="error">{t('videos:player.unavailable')}</Banner>;
  // another site (a placeholder, a page of the operator's own) would stay an empty frame under the CSP
  if (!isEmbeddableUrl(source.embedUrl))
    return <Banner variant="info">{t('videos:player.notEmbeddable', { host: source.host ?? '' })}</Banner>;

  if (isLoaded)
    return (
      <iframe
        src={source.embedUrl}
        title={title}
        allow="fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className="aspect-video w-full rounded-lg border-0 bg-black"
      />
    );

  return (
    <div className="flex flex-col gap-2">
      <div className="relative overflow-hidden rounded-lg">
        <VideoThumbnail thumbnailUrl={hasProviderConsent(source.provider) ? source.thumbnailUrl : null} />
        <div className="absolute inset-0 flex items-center justify-center bg-slate-900/40">
          <Button
            onClick={() => {
              rememberProviderConsent(source.provider);
              setIsLoaded(true);
            }}
            className="shadow-lg"
          >
            <PlayIcon className="size-5" />
            {t('videos:player.load')}
          </Button>
        </div>
      </div>
      <p className="text-sm text-slate-700">
        {source.host ? t('videos:player.servedBy', { host: source.host }) : t('videos:player.servedByPlatform')}
      </p>
    </div>
  );
}

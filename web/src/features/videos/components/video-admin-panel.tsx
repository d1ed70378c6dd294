import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MPU_REASONS, type MpuReason } from '@common/domain/mpu-reasons';
import { resolveVideoSource } from '@common/domain/video-urls';
import type { LibraryVideo } from '@common/schemas/videos';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { LiveRegion } from '../../../components/ui/live-region';
import { ToggleButton, ToggleGroup } from '../../../components/ui/toggle-button';
import { formatFileSize } from '../../../lib/format-file-size';
import { useSetVideoMpuTypes } from '../api/video-admin-queries';
import { toggleMpuType } from '../quiz-editor-rules';

/** Admin, in the player: the video's MPU types (five toggles, none saves Alkohol-MPU) and its technical details. */
export function VideoAdminPanel({ video }: { video: LibraryVideo }) {
  const { t, i18n } = useTranslation(['videos']);
  const save = useSetVideoMpuTypes(video.id);
  const [mpuTypes, setMpuTypes] = useState<MpuReason[]>(() => MPU_REASONS.filter((reason) => video.mpuTypes.includes(reason)));
  const source = useMemo(() => resolveVideoSource(video.url), [video.url]);
  const savedTypes = save.isSuccess ? save.data.mpuTypes : video.mpuTypes;

  const details: [string, string][] = [
    [t('videos:admin.debug.id'), video.id],
    [t('videos:admin.debug.url'), video.url || t('videos:admin.debug.none')],
    [
      t('videos:admin.debug.file'),
      video.file ? `${video.file.type}, ${formatFileSize(video.file.size, i18n.language)}` : t('videos:admin.debug.none'),
    ],
    [t('videos:admin.debug.embedUrl'), source.embedUrl || t('videos:admin.debug.none')],
    [t('videos:admin.debug.thumbnailUrl'), source.thumbnailUrl ?? t('videos:admin.debug.none')],
    [t('videos:admin.debug.language'), video.language],
    [t('videos:admin.debug.country'), video.country.join(', ') || t('videos:admin.debug.none')],
    [t('videos:admin.debug.mpuTypes'), savedTypes.join(', ')],
    [t('videos:admin.debug.order'), String(video.order)],
  ];

  return (
    <section className="flex flex-col gap-4 border-t border-slate-200 pt-5" aria-label={t('videos:admin.panelLabel')}>
      <form
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (!save.isPending) save.mutate(mpuTypes, { onSuccess: (result) => setMpuTypes(result.mpuTypes) });
        }}
      >
        <ToggleGroup label={t('videos:admin.mpuTypes.legend')} showLabel>
          {MPU_REASONS.map((reason) => (
            <ToggleButton
              key={reason}
              pressed={mpuTypes.includes(reason)}
              onPressedChange={() => setMpuTypes((current) => toggleMpuType(current, reason))}
              disabled={save.isPending}
            >
              {t(`videos:mpuTypes.${reason}`)}
            </ToggleButton>
          ))}
        </ToggleGroup>
        <p className="text-sm text-slate-600">{t('videos:admin.mpuTypes.hint')}</p>
        <div>
          <Button type="submit" variant="secondary" loading={save.isPending}>
            {t('videos:admin.mpuTypes.save')}
          </Button>
        </div>
        <LiveRegion>
          {save.isSuccess && (
            <Banner variant="success" announce={false}>
              {t('videos:admin.mpuTypes.saved')}
            </Banner>
          )}
          {save.isError && (
            <Banner variant="error" announce={false}>
              {t('videos:admin.mpuTypes.saveError')}
            </Banner>
          )}
        </LiveRegion>
      </form>
      <details className="rounded-lg border border-slate-200 p-3">
        <summary className="min-h-11 cursor-pointer content-center font-semibold text-slate-900">{t('videos:admin.debug.summary')}</summary>
        <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          {details.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-semibold text-slate-700">{term}</dt>
              <dd className="font-mono break-all text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </details>
    </section>
  );
}

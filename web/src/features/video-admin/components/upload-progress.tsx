import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { formatWholePercent } from '../../../lib/format';

interface UploadProgressProps {
  fileName: string;
  percent: number;
  onCancel: () => void;
}

/** The running upload: its bar with the percentage, and the way to stop it. */
export function UploadProgress({ fileName, percent, onCancel }: UploadProgressProps) {
  const { t, i18n } = useTranslation(['video-admin']);
  const labelId = useId();
  const percentText = formatWholePercent(Math.floor(percent), i18n.language);
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p id={labelId} className="text-sm font-semibold [overflow-wrap:anywhere] text-slate-800">
          {t('video-admin:upload.label', { name: fileName })}
        </p>
        <span className="text-sm font-medium text-slate-700 tabular-nums">{percentText}</span>
      </div>
      <ProgressBar value={percent} labelledBy={labelId} valueText={percentText} />
      <div>
        <Button variant="secondary" size="sm" onClick={onCancel}>
          {t('video-admin:upload.cancel')}
        </Button>
      </div>
    </div>
  );
}

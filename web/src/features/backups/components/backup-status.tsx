import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/cx';
import { formatDateTime } from '../../../lib/format';
import { formatFileSize } from '../../../lib/format-file-size';
import { useBackupStatus } from '../api/backup-status-query';
import '../locales';

/**
 * The admin console's line on backups: the last one's time and size, red (and said in words) when it
 * is older than two days or missing while automatic backups are on.
 */
export function BackupStatus() {
  const { t, i18n } = useTranslation(['backups']);
  const { data } = useBackupStatus();
  const headingId = useId();
  if (!data) return null;

  return (
    <section
      aria-labelledby={headingId}
      className={cx(
        'mb-6 flex flex-col gap-1 rounded-xl border p-4',
        data.isStale ? 'border-red-300 bg-red-50 text-red-800' : 'border-gray-200 bg-white text-gray-800',
      )}
    >
      <h2 id={headingId} className="font-semibold">
        {t('backups:heading')}
      </h2>
      <p>
        {data.last
          ? t('backups:last', {
              date: formatDateTime(data.last.at, i18n.language),
              size: formatFileSize(data.last.sizeBytes, i18n.language),
            })
          : t('backups:none')}
      </p>
      {data.isStale && <p className="font-medium">{t(data.last ? 'backups:stale' : 'backups:staleNone')}</p>}
      <p className={data.isStale ? undefined : 'text-sm text-gray-600'}>
        {data.dailyAtHour === null ? t('backups:scheduleOff') : t('backups:schedule', { hour: data.dailyAtHour })}
      </p>
    </section>
  );
}

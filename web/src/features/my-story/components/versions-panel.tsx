import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MpuReason } from '@common/domain/mpu-reasons';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { formatCalendarDate } from '../../../lib/format';
import { useVersion, useVersions } from '../api/story-queries';
import { formatClock } from '../story-format';
import { StoryDocument } from './story-document';

/** What the learner wrote on earlier days: one version per day, opened read-only. */
export function VersionsPanel({ reasons }: { reasons: MpuReason[] }) {
  const { t, i18n } = useTranslation(['my-story']);
  const titleId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const versions = useVersions(isOpen);
  const version = useVersion(openId);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listButton = useRef<HTMLButtonElement | null>(null);

  return (
    <Card role="region" aria-labelledby={titleId} className="flex flex-col gap-4 print:hidden">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="text-xl font-semibold text-slate-900">
          {t('my-story:versions.title')}
        </h2>
        {!isOpen && (
          <Button variant="secondary" onClick={() => setIsOpen(true)}>
            {t('my-story:versions.show')}
          </Button>
        )}
      </div>
      <p className="max-w-prose text-slate-700">{t('my-story:versions.intro')}</p>
      {isOpen && openId === null && (
        <>
          {versions.isPending && <Spinner label={t('my-story:loading')} showLabel />}
          {versions.isError && <p className="text-red-800">{t('my-story:versions.loadError')}</p>}
          {versions.data && versions.data.length === 0 && <p className="text-slate-700">{t('my-story:versions.empty')}</p>}
          {versions.data && versions.data.length > 0 && (
            <ul className="flex flex-col divide-y divide-slate-200">
              {versions.data.map((entry) => (
                <li key={entry.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span>
                    {t('my-story:versions.entry', {
                      date: formatCalendarDate(entry.savedOn, i18n.language, 'long'),
                      time: formatClock(entry.updatedAt, i18n.language),
                    })}
                  </span>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={(event) => {
                      listButton.current = event.currentTarget;
                      setOpenId(entry.id);
                      requestAnimationFrame(() => headingRef.current?.focus());
                    }}
                  >
                    {t('my-story:versions.open', { date: formatCalendarDate(entry.savedOn, i18n.language) })}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {openId !== null && (
        <div className="flex flex-col gap-4 rounded-lg border border-slate-300 bg-slate-50 p-4" data-testid="story-version">
          <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900">
            {version.data
              ? t('my-story:versions.heading', { date: formatCalendarDate(version.data.savedOn, i18n.language) })
              : t('my-story:loading')}
          </h3>
          <p className="text-sm text-slate-700">{t('my-story:versions.readOnly')}</p>
          {version.isError && <p className="text-red-800">{t('my-story:versions.loadError')}</p>}
          {version.data && <StoryDocument story={version.data.story} reasons={reasons} headingLevel={4} />}
          <div>
            <Button variant="secondary" onClick={() => setOpenId(null)}>
              {t('my-story:versions.back')}
            </Button>
          </div>
        </div>
      )}
    </Card>
  );
}

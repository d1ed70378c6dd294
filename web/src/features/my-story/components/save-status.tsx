import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../lib/cx';
import { SpinnerIcon } from '../../../components/ui/spinner';
import type { StoryAutosave } from '../hooks/use-story-autosave';
import { formatClock } from '../story-format';

/** "Gespeichert · 23:41", "Wird gespeichert …" or what went wrong, always in view while writing. */
export function SaveStatus({ autosave }: { autosave: StoryAutosave }) {
  const { t, i18n } = useTranslation(['my-story']);
  const { status, savedAt } = autosave;
  let content;
  if (status === 'saving' || status === 'pending')
    content = (
      <span className="inline-flex items-center gap-2 text-slate-700">
        {status === 'saving' && <SpinnerIcon className="size-4 text-indigo-700" />}
        {t(status === 'saving' ? 'my-story:save.saving' : 'my-story:save.pending')}
      </span>
    );
  else if (status === 'error')
    content = (
      <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-red-800">
        <span className="font-semibold">{t('my-story:save.error')}</span>
        <Button size="sm" variant="secondary" onClick={autosave.retry}>
          {t('my-story:save.retry')}
        </Button>
      </span>
    );
  else if (status === 'stale')
    content = (
      <span className="flex flex-col gap-2 text-slate-900">
        <span className="font-semibold">{t('my-story:save.stale')}</span>
        <span className="flex flex-wrap gap-2">
          <Button size="sm" onClick={autosave.loadNewer}>
            {t('my-story:save.loadNewer')}
          </Button>
          <Button size="sm" variant="secondary" onClick={autosave.keepMine}>
            {t('my-story:save.keepMine')}
          </Button>
        </span>
      </span>
    );
  else
    content = (
      <span className="text-green-800">
        {savedAt ? t('my-story:save.saved', { time: formatClock(savedAt, i18n.language) }) : t('my-story:save.nothingYet')}
      </span>
    );
  return (
    <div
      role="status"
      className={cx(
        'sticky top-0 z-10 -mx-1 rounded-lg border px-3 py-2 text-sm shadow-sm print:hidden',
        status === 'error' ? 'border-red-300 bg-red-50' : status === 'stale' ? 'border-amber-300 bg-amber-50' : 'border-slate-200 bg-white',
      )}
      data-testid="story-save-status"
      data-status={status}
    >
      {content}
    </div>
  );
}

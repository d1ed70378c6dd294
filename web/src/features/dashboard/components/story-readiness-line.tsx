import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useStoryReadiness } from '../api/get-story-readiness';
import { useNumberFormat } from '../hooks/use-number-format';

/**
 * "Meine MPU-Geschichte: 45 % ausgearbeitet" with the way there; nothing while the page is closed
 * or the learner has not consented (then nothing is stored, so there is nothing to measure).
 */
export function StoryReadinessLine({ canOpenStory }: { canOpenStory: boolean }) {
  const { t } = useTranslation(['dashboard']);
  const format = useNumberFormat();
  const readiness = useStoryReadiness(canOpenStory).data?.readiness;
  if (!canOpenStory || !readiness) return null;
  return (
    <Card className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-col gap-1">
        <p className="font-semibold text-slate-900">{t('dashboard:story.line', { value: format.percent(readiness.overall) })}</p>
        <p className="text-sm text-slate-600">{t('dashboard:story.notPrognosis')}</p>
      </div>
      <ButtonLink to="/dashboard/my-story" variant="secondary" className="self-start sm:self-auto">
        {t('dashboard:story.open')}
      </ButtonLink>
    </Card>
  );
}

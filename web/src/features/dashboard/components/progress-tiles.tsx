import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@common/schemas/dashboard';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { useNumberFormat } from '../hooks/use-number-format';
import { ErrorRate } from './error-rate';
import { Section } from './section';

function Tile({ titleId, title, children }: { titleId: string; title: string; children: ReactNode }) {
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id={titleId} className="font-semibold text-slate-700">
        {title}
      </h3>
      {children}
    </li>
  );
}

function ShareTile({ title, done, total, share, hint }: { title: string; done: number; total: number; share: number; hint?: string }) {
  const { t } = useTranslation(['dashboard']);
  const format = useNumberFormat();
  const titleId = useId();
  return (
    <Tile titleId={titleId} title={title}>
      <p className="text-3xl font-bold tracking-tight text-slate-900">
        {t('dashboard:progress.of', { done: format.count(done), total: format.count(total) })}
      </p>
      <ProgressBar value={share} labelledBy={titleId} valueText={format.percent(share)} size="sm" className="mt-1" />
      {hint && <p className="text-sm text-slate-600">{hint}</p>}
    </Tile>
  );
}

/** Videos done of all, questions answered correctly of all, and the error-rate analysis. */
export function ProgressTiles({ counts, summary }: Pick<Dashboard, 'counts' | 'summary'>) {
  const { t } = useTranslation(['dashboard']);
  const titleId = useId();
  const analysisId = useId();
  return (
    <Section titleId={titleId} title={t('dashboard:progress.title')} hideTitle>
      <ul className="grid gap-4 md:grid-cols-3">
        <ShareTile
          title={t('dashboard:progress.videosDone.title')}
          done={counts.videosCompleted}
          total={counts.videosTotal}
          share={summary.videoShare}
        />
        <ShareTile
          title={t('dashboard:progress.correctAnswers.title')}
          done={counts.questionsCorrect}
          total={counts.questionsTotal}
          share={summary.quizShare}
          hint={t('dashboard:progress.correctAnswers.hint')}
        />
        <Tile titleId={analysisId} title={t('dashboard:progress.analysis.title')}>
          {counts.attempts > 0 ? (
            <>
              <p className="text-sm font-medium text-slate-700">{t('dashboard:progress.analysis.errorRate')}</p>
              <ErrorRate errorRate={summary.errorRate} colour={summary.errorRateColour} />
              <p className="text-sm text-slate-600">{t('dashboard:progress.analysis.hint')}</p>
            </>
          ) : (
            <p className="text-slate-700">{t('dashboard:progress.analysis.empty')}</p>
          )}
        </Tile>
      </ul>
    </Section>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageKey } from '@common/domain/page-keys';
import type { Dashboard } from '@common/schemas/dashboard';
import { ButtonLink } from '../../../components/ui/button';
import { LEVEL_TEXT_KEYS } from '../dashboard-display';
import { useNumberFormat } from '../hooks/use-number-format';
import { Icon, type IconName } from './icons';
import { Section } from './section';

interface AreaTileProps {
  icon: IconName;
  title: string;
  description: string;
  status: string;
  /** The page link, or null when the user may not open it. */
  link?: { to: string; label: string } | null;
  /** The area to ask for when the link is null. */
  lockedPage?: PageKey;
}

function AreaTile({ icon, title, description, status, link, lockedPage }: AreaTileProps) {
  const { t } = useTranslation(['dashboard', 'common']);
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700">
          <Icon name={icon} />
        </span>
        <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      </div>
      <p className="text-slate-700">{description}</p>
      <p className="font-semibold text-slate-900">{status}</p>
      {link === undefined ? null : (
        <div className="mt-auto pt-1">
          {link ? (
            <ButtonLink to={link.to} variant="secondary" fullWidth>
              {link.label}
            </ButtonLink>
          ) : (
            <div className="flex flex-col gap-2">
              <p className="text-sm text-slate-600">{t('dashboard:areas.notAvailable')}</p>
              {lockedPage && (
                <ButtonLink to={`?locked=${lockedPage}`} variant="secondary" fullWidth>
                  {t('common:lockedArea.request')}
                </ButtonLink>
              )}
            </div>
          )}
        </div>
      )}
    </li>
  );
}

interface AreaTilesProps {
  summary: Dashboard['summary'];
  canOpenVideos: boolean;
  canOpenCourses: boolean;
}

/** Video courses, multiple choice and the MPU score, each with its share and the way there. */
export function AreaTiles({ summary, canOpenVideos, canOpenCourses }: AreaTilesProps) {
  const { t } = useTranslation(['dashboard']);
  const format = useNumberFormat();
  const titleId = useId();
  return (
    <Section titleId={titleId} title={t('dashboard:areas.title')} hideTitle>
      <ul className="grid gap-4 md:grid-cols-3">
        <AreaTile
          icon="video"
          title={t('dashboard:areas.videos.title')}
          description={t('dashboard:areas.videos.description')}
          status={t('dashboard:areas.videos.status', { share: format.percent(summary.videoShare) })}
          link={canOpenVideos ? { to: '/dashboard/videos', label: t('dashboard:areas.videos.link') } : null}
          lockedPage="videos"
        />
        <AreaTile
          icon="quiz"
          title={t('dashboard:areas.quiz.title')}
          description={t('dashboard:areas.quiz.description')}
          status={t('dashboard:areas.quiz.status', { share: format.percent(summary.quizShare) })}
          link={canOpenCourses ? { to: '/dashboard/courses', label: t('dashboard:areas.quiz.link') } : null}
          lockedPage="courses"
        />
        <AreaTile
          icon="score"
          title={t('dashboard:areas.score.title')}
          description={t('dashboard:areas.score.description')}
          status={`${format.percent(summary.readiness)} · ${t('dashboard:areas.score.status', { level: t(LEVEL_TEXT_KEYS[summary.level]) })}`}
        />
      </ul>
    </Section>
  );
}

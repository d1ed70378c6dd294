import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isPageAllowed, isPageKey } from '@common/domain/page-keys';
import { LockedAreaNotice } from '../../../components/locked-area-notice';
import { LoadErrorBanner } from '../../../components/ui/load-error-banner';
import { PageHeader } from '../../../components/ui/page-header';
import { useMe } from '../../../lib/session';
import { useDashboard } from '../api/get-dashboard';
import { AreaTiles } from '../components/area-tiles';
import { DailyGoalCard } from '../components/daily-goal-card';
import { LearningStatistics } from '../components/learning-statistics';
import { MpuPath } from '../components/mpu-path';
import { OverviewSkeleton } from '../components/overview-skeleton';
import { ProgressTiles } from '../components/progress-tiles';
import { ReadinessCard } from '../components/readiness-card';
import { RecommendationsBlock } from '../components/recommendations-block';
import { ReviewDueNotice } from '../components/review-due-notice';
import { StoryReadinessLine } from '../components/story-readiness-line';
import '../locales';

/** /dashboard: readiness, the learning areas, progress, recommendations, statistics and the path to the MPU. */
export function OverviewPage() {
  const { t } = useTranslation(['dashboard']);
  const { data: me } = useMe();
  const dashboard = useDashboard();
  const { data } = dashboard;
  // a locked address, a locked menu entry or tile sends the learner here with ?locked=<page>
  const lockedPage = useSearchParams()[0].get('locked');
  const showLocked = me && isPageKey(lockedPage) && !isPageAllowed(me.role, me.permissions, lockedPage);
  // by the first name from Persönliche Daten (the tour asks for it); an e-mail address is no name
  const firstName = me?.user.firstName.trim();

  return (
    <>
      <PageHeader
        title={t('dashboard:title')}
        description={
          me ? (
            <p className="break-words">{firstName ? t('dashboard:welcome', { name: firstName }) : t('dashboard:welcomeWithoutName')}</p>
          ) : undefined
        }
      />
      {showLocked && (
        <div className="mb-6">
          <LockedAreaNotice page={lockedPage} />
        </div>
      )}
      {data ? (
        <div className="flex flex-col gap-8">
          <ReadinessCard summary={data.summary} />
          <StoryReadinessLine canOpenStory={me ? isPageAllowed(me.role, me.permissions, 'my-story') : false} />
          <DailyGoalCard canOpenQuiz={me ? isPageAllowed(me.role, me.permissions, 'courses') : false} />
          <AreaTiles
            summary={data.summary}
            canOpenVideos={me?.permissions.videos === true}
            canOpenCourses={me?.permissions.courses === true}
          />
          <ProgressTiles counts={data.counts} summary={data.summary} />
          <ReviewDueNotice canOpenQuiz={me ? isPageAllowed(me.role, me.permissions, 'courses') : false} />
          <RecommendationsBlock recommendations={data.recommendations} />
          {/* the spec shows the statistics only once at least one quiz attempt exists */}
          {data.counts.attempts > 0 && <LearningStatistics counts={data.counts} summary={data.summary} />}
          <MpuPath milestones={data.milestones} />
        </div>
      ) : dashboard.isError ? (
        <LoadErrorBanner
          retryLabel={t('dashboard:loadError.retry')}
          onRetry={() => void dashboard.refetch()}
          isRetrying={dashboard.isFetching}
        >
          {t('dashboard:loadError.message')}
        </LoadErrorBanner>
      ) : (
        <OverviewSkeleton />
      )}
    </>
  );
}

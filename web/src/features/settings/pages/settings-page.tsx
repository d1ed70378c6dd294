import { useTranslation } from 'react-i18next';
import { LoadErrorBanner } from '../../../components/ui/load-error-banner';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { useMe } from '../../../lib/session';
import { useSettings } from '../api/get-settings';
import { AccountSection } from '../components/account-section';
import { DailyGoalSection } from '../components/daily-goal-section';
import { EducationSection } from '../components/education-section';
import { HobbiesSection } from '../components/hobbies-section';
import { LivingSection } from '../components/living-section';
import { MpuSection } from '../components/mpu-section';
import { MyDataSection } from '../components/my-data-section';
import { PersonalSection } from '../components/personal-section';
import { RemindersSection } from '../components/reminders-section';
import { ReviewSection } from '../components/review-section';
import { TourSection } from '../components/tour-section';
import { UnsavedChangesGuard } from '../components/unsaved-changes';
import '../locales';

/** /dashboard/settings (docs/spec-notes.md, Route table and menu): each section loads together and saves on its own. */
export function SettingsPage() {
  const { t } = useTranslation(['settings']);
  const settings = useSettings();
  const { data: me } = useMe();
  const email = settings.data?.email ?? me?.user.email ?? '';

  return (
    <>
      <PageHeader title={t('settings:title')} description={t('settings:intro')} />
      <UnsavedChangesGuard>
        <div className="flex flex-col gap-6">
          {settings.isPending && <Spinner label={t('settings:loading')} showLabel className="py-6" />}
          {settings.isError && (
            <LoadErrorBanner retryLabel={t('settings:retry')} onRetry={() => void settings.refetch()} isRetrying={settings.isFetching}>
              {t('settings:loadError')}
            </LoadErrorBanner>
          )}
          {settings.data && (
            <>
              <AccountSection email={settings.data.email} />
              <PersonalSection details={settings.data.details} />
              <MpuSection mpuReasons={settings.data.mpuReasons} language={settings.data.language} />
              <ReviewSection desiredRetention={settings.data.desiredRetention} />
              <DailyGoalSection dailyGoal={settings.data.dailyGoal} />
              <RemindersSection reminders={settings.data.reminders} />
              <LivingSection living={settings.data.living} />
              <EducationSection education={settings.data.education} />
              <HobbiesSection hobbies={settings.data.hobbies} />
            </>
          )}
          <MyDataSection email={email} />
          <TourSection />
        </div>
      </UnsavedChangesGuard>
    </>
  );
}

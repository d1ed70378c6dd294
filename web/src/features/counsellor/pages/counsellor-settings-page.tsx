import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CounsellorSettingsInput } from '@common/schemas/counsellor';
import { CounsellorSettingsForm } from '../../../components/counsellor-settings-form';
import { Banner } from '../../../components/ui/banner';
import { Card } from '../../../components/ui/card';
import { LiveRegion } from '../../../components/ui/live-region';
import { LoadErrorBanner } from '../../../components/ui/load-error-banner';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import type { TranslationKey } from '../../../lib/i18n';
import { useFeedback } from '../../../lib/use-feedback';
import { getCounsellorErrorKey, isNotACounsellor } from '../api/counsellor-messages';
import { useCounsellorSettings } from '../api/counsellor-settings-query';
import { useUpdateCounsellorSettings } from '../api/update-counsellor-settings';
import '../locales';

const NO_FIELD_ERRORS: Record<string, string> = {};

/** /dashboard/counsellor/settings "Sitzungsart und Zeiten": the counsellor's own session mode, video link, phone, address and hours. */
export function CounsellorSettingsPage() {
  const { t } = useTranslation(['counsellor']);
  const settings = useCounsellorSettings();
  const update = useUpdateCounsellorSettings();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>(NO_FIELD_ERRORS);
  const { feedback, say, clearFeedback } = useFeedback<TranslationKey<'counsellor'>>();

  function save(input: CounsellorSettingsInput) {
    clearFeedback();
    setFieldErrors(NO_FIELD_ERRORS);
    update.mutate(input, {
      onSuccess: () => say('success', 'counsellor:success.settingsSaved'),
      onError: (error) => {
        if (error instanceof ApiError && error.fields && Object.keys(error.fields).length > 0) setFieldErrors(error.fields);
        say('error', getCounsellorErrorKey(error, 'saveSettings'));
      },
    });
  }

  let content: ReactNode;
  if (settings.isPending) content = <Spinner label={t('counsellor:loading')} showLabel className="justify-center py-10" />;
  else if (settings.isError && isNotACounsellor(settings.error)) content = <Banner variant="info">{t('counsellor:notACounsellor')}</Banner>;
  else if (settings.isError)
    content = (
      <LoadErrorBanner retryLabel={t('counsellor:retry')} onRetry={() => void settings.refetch()} isRetrying={settings.isFetching}>
        {t('counsellor:settings.loadError')}
      </LoadErrorBanner>
    );
  else
    content = (
      <Card>
        <CounsellorSettingsForm
          key={settings.data.instructorId}
          value={settings.data}
          onSubmit={save}
          isSaving={update.isPending}
          fieldErrors={fieldErrors}
        />
      </Card>
    );

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <Link to="/dashboard/counsellor" className="inline-flex min-h-11 items-center gap-1 self-start font-medium">
        <span aria-hidden="true">←</span> {t('counsellor:settings.back')}
      </Link>
      <PageHeader title={t('counsellor:settings.title')} description={t('counsellor:settings.intro')} />
      {/* while empty it takes no room: the negative margin cancels the column's gap */}
      <LiveRegion className="empty:-mb-4">
        {feedback && (
          <Banner key={feedback.id} variant={feedback.variant} announce={false}>
            {t(feedback.messageKey, feedback.values)}
          </Banner>
        )}
      </LiveRegion>
      {content}
    </div>
  );
}

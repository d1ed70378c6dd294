import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Programme } from '@common/schemas/abstinence';
import { WithdrawHealthDataConsent } from '../../../components/health-data-consent';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LiveRegion } from '../../../components/ui/live-region';
import { LoadErrorBanner } from '../../../components/ui/load-error-banner';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import type { TranslationKey } from '../../../lib/i18n';
import { useFeedback } from '../../../lib/use-feedback';
import { useAbstinence } from '../api/abstinence-query';
import { getAbstinenceErrorKey } from '../api/abstinence-messages';
import { useGiveConsent } from '../api/give-consent';
import { useSaveProgramme } from '../api/save-programme';
import { useWithdrawConsent } from '../api/withdraw-consent';
import { ConsentStep } from '../components/consent-step';
import { EntriesSection } from '../components/entries-section';
import { ProgrammeForm } from '../components/programme-form';
import { BrokenProgrammeNotice, StatusCard } from '../components/status-card';
import '../locales';

/** /dashboard/abstinence: consent first, then the programme, its status and its entries (decision 066). */
export function AbstinencePage() {
  const { t } = useTranslation(['abstinence']);
  const state = useAbstinence();
  const giveConsent = useGiveConsent();
  const saveProgramme = useSaveProgramme();
  const withdrawConsent = useWithdrawConsent();
  const { feedback, say, clearFeedback } = useFeedback<TranslationKey<'abstinence'>>();
  const [isEditing, setIsEditing] = useState(false);
  const [programmeFields, setProgrammeFields] = useState<Record<string, string> | undefined>();

  function submitProgramme(programme: Programme) {
    clearFeedback();
    setProgrammeFields(undefined);
    saveProgramme.mutate(programme, {
      onSuccess: () => {
        setIsEditing(false);
        say('success', 'abstinence:programme.saved');
      },
      onError: (error) => {
        if (error instanceof ApiError) setProgrammeFields(error.fields);
        say('error', getAbstinenceErrorKey(error));
      },
    });
  }

  let content;
  if (state.isPending) content = <Spinner label={t('abstinence:loading')} showLabel className="justify-center py-10" />;
  else if (state.isError)
    content = (
      <LoadErrorBanner retryLabel={t('abstinence:retry')} onRetry={() => void state.refetch()} isRetrying={state.isFetching}>
        {t('abstinence:loadError')}
      </LoadErrorBanner>
    );
  else if (!state.data.consentedAt)
    content = (
      <ConsentStep
        isPending={giveConsent.isPending}
        onConsent={() => {
          clearFeedback();
          giveConsent.mutate(undefined, {
            onSuccess: () => say('success', 'abstinence:consent.given'),
            onError: (error) => say('error', getAbstinenceErrorKey(error)),
          });
        }}
      />
    );
  else {
    const { programme, status, entries } = state.data;
    content = (
      <>
        {!programme || !status ? (
          <Card role="region" aria-labelledby="abstinence-programme-title" className="flex flex-col gap-5">
            <h2 id="abstinence-programme-title" className="text-xl font-semibold text-slate-900">
              {t('abstinence:programme.title')}
            </h2>
            <ProgrammeForm initial={null} isPending={saveProgramme.isPending} serverFields={programmeFields} onSubmit={submitProgramme} />
          </Card>
        ) : (
          <>
            {status.isBroken && <BrokenProgrammeNotice />}
            <StatusCard programme={programme} status={status} />
            <EntriesSection entries={entries} say={say} />
            <Card role="region" aria-labelledby="abstinence-programme-title" className="flex flex-col gap-5">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2 id="abstinence-programme-title" className="text-xl font-semibold text-slate-900">
                  {t(isEditing ? 'abstinence:programme.editTitle' : 'abstinence:programme.title')}
                </h2>
                {!isEditing && (
                  <Button variant="secondary" onClick={() => setIsEditing(true)}>
                    {t('abstinence:programme.edit')}
                  </Button>
                )}
              </div>
              {isEditing && (
                <ProgrammeForm
                  initial={programme}
                  isPending={saveProgramme.isPending}
                  serverFields={programmeFields}
                  onSubmit={submitProgramme}
                  onCancel={() => setIsEditing(false)}
                />
              )}
            </Card>
          </>
        )}
        <WithdrawHealthDataConsent
          idPrefix="abstinence"
          texts={{
            title: t('abstinence:withdraw.title'),
            text: t('abstinence:withdraw.text'),
            button: t('abstinence:withdraw.button'),
            confirmTitle: t('abstinence:withdraw.confirmTitle'),
            confirmText: t('abstinence:withdraw.confirmText'),
            confirm: t('abstinence:withdraw.confirm'),
          }}
          isPending={withdrawConsent.isPending}
          onWithdraw={(close) =>
            withdrawConsent.mutate(undefined, {
              onSuccess: () => {
                close();
                setIsEditing(false);
                say('success', 'abstinence:withdraw.done');
              },
              onError: (error) => {
                close();
                say('error', getAbstinenceErrorKey(error));
              },
            })
          }
        />
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('abstinence:title')} description={t('abstinence:intro')} />
      <div className="flex max-w-4xl flex-col gap-8">
        {content}
        <LiveRegion className="sticky bottom-4 z-20">
          {feedback && (
            <Banner key={feedback.id} variant={feedback.variant} announce={false} className="shadow-md">
              {t(feedback.messageKey, feedback.values)}
            </Banner>
          )}
        </LiveRegion>
      </div>
    </>
  );
}

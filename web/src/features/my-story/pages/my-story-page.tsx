import { useCallback, useEffect, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { storyFindings, storyReadiness, type StoryContext } from '@common/domain/my-story';
import type { MpuReason } from '@common/domain/mpu-reasons';
import type { MyStoryState } from '@common/schemas/my-story';
import { WithdrawHealthDataConsent } from '../../../components/health-data-consent';
import { Banner } from '../../../components/ui/banner';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LiveRegion } from '../../../components/ui/live-region';
import { LoadErrorBanner } from '../../../components/ui/load-error-banner';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { toSupportedLanguage } from '@common/domain/value-sets';
import type { TranslationKey } from '../../../lib/i18n';
import { removeStoryDraft } from '../../../lib/offline/story-draft';
import { useMe } from '../../../lib/session';
import { useFeedback } from '../../../lib/use-feedback';
import { STORY_QUERY_KEY, useGiveConsent, useStory, useTrackerFacts, useWithdrawConsent } from '../api/story-queries';
import { STORY_PDF_URL } from '../api/story-request';
import { BacCalculator } from '../components/bac-calculator';
import { ConsentStep } from '../components/consent-step';
import { ReadinessPanel } from '../components/readiness-panel';
import { SaveStatus } from '../components/save-status';
import { SelfCheck } from '../components/self-check';
import { StoryDocument } from '../components/story-document';
import { SectionNav, StoryWorkbook } from '../components/story-workbook';
import { VersionsPanel } from '../components/versions-panel';
import { useStoryAutosave } from '../hooks/use-story-autosave';
import '../locales';
import './my-story-print.css';

/** Today in Germany as 'YYYY-MM-DD' (the checks count periods up to it). */
const todayInBerlin = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());

type Say = (variant: 'success' | 'error', key: TranslationKey<'my-story'>) => void;

/** The workbook once the consent is given: saved as the learner writes, checked as they write. */
function StoryEditor({
  userId,
  reasons,
  initial,
  canUseTracker,
  say,
}: {
  userId: string;
  reasons: MpuReason[];
  initial: MyStoryState;
  canUseTracker: boolean;
  say: Say;
}) {
  const { t, i18n } = useTranslation(['my-story']);
  const queryClient = useQueryClient();
  // the cache follows the saves: coming back to the page starts from the newest revision, and the
  // overview's readiness line and the version list are asked again
  const onSaved = useCallback(
    (saved: MyStoryState) => {
      queryClient.setQueryData(STORY_QUERY_KEY, saved);
      void queryClient.invalidateQueries({ queryKey: [...STORY_QUERY_KEY, 'readiness'] });
      void queryClient.invalidateQueries({ queryKey: [...STORY_QUERY_KEY, 'versions'] });
    },
    [queryClient],
  );
  const autosave = useStoryAutosave({ userId, initial, onSaved });
  const { story, update } = autosave;
  const tracker = useTrackerFacts(canUseTracker);
  const trackerFacts = tracker.data ?? null;
  const withdraw = useWithdrawConsent();
  const language = toSupportedLanguage(i18n.language);

  const context: StoryContext = useMemo(
    () => ({ reasons, language, tracker: story.proof.linkAbstinenceTracker ? trackerFacts : null, today: todayInBerlin() }),
    [reasons, language, trackerFacts, story.proof.linkAbstinenceTracker],
  );
  const findings = useMemo(() => storyFindings(story, context), [story, context]);
  const readiness = useMemo(() => storyReadiness(story, findings, context), [story, findings, context]);

  return (
    <>
      <SaveStatus autosave={autosave} />
      {autosave.isRestored && (
        <Banner variant="info" className="print:hidden">
          {t('my-story:save.restored')}
        </Banner>
      )}
      <ReadinessPanel readiness={readiness} findings={findings} />
      <SectionNav reasons={reasons} />
      <StoryWorkbook story={story} update={update} reasons={reasons} findings={findings} hasTracker={trackerFacts !== null} />
      <SelfCheck
        reasons={reasons}
        answers={story.selfCheck.answers}
        onChange={(answers) => update((s) => ({ ...s, selfCheck: { answers } }))}
      />
      <BacCalculator />
      <VersionsPanel reasons={reasons} />
      <Card role="region" aria-labelledby="story-export-title" className="flex flex-col gap-3 print:hidden">
        <h2 id="story-export-title" className="text-xl font-semibold text-slate-900">
          {t('my-story:export.title')}
        </h2>
        <p className="max-w-prose text-slate-700">{t('my-story:export.text')}</p>
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => window.print()}>
            {t('my-story:export.print')}
          </Button>
          <a className={buttonClasses('secondary')} href={STORY_PDF_URL} download>
            {t('my-story:export.pdf')}
          </a>
        </div>
      </Card>
      <WithdrawHealthDataConsent
        idPrefix="story"
        className="print:hidden"
        texts={{
          title: t('my-story:withdraw.title'),
          text: t('my-story:withdraw.text'),
          button: t('my-story:withdraw.button'),
          confirmTitle: t('my-story:withdraw.confirmTitle'),
          confirmText: t('my-story:withdraw.confirmText'),
          confirm: t('my-story:withdraw.confirm'),
        }}
        isPending={withdraw.isPending}
        onWithdraw={(close) =>
          withdraw.mutate(undefined, {
            onSuccess: () => {
              removeStoryDraft(userId);
              close();
              say('success', 'my-story:withdraw.done');
            },
            onError: () => {
              close();
              say('error', 'my-story:errors.generic');
            },
          })
        }
      />
      <div id="story-print" className="hidden print:block">
        <h1 className="mb-4 text-2xl font-bold">{t('my-story:title')}</h1>
        <StoryDocument story={story} reasons={reasons} />
      </div>
    </>
  );
}

/** /dashboard/my-story, "Meine MPU-Geschichte": consent first, then the workbook with its live checks (issue 37). */
export function MyStoryPage() {
  const { t } = useTranslation(['my-story']);
  const me = useMe();
  const state = useStory();
  const giveConsent = useGiveConsent();
  const { feedback, say, clearFeedback } = useFeedback<TranslationKey<'my-story'>>();

  // the print style shows only the story's document while this page is open (my-story-print.css)
  useEffect(() => {
    document.body.classList.add('my-story-page');
    return () => document.body.classList.remove('my-story-page');
  }, []);

  let content;
  if (state.isPending || me.isPending) content = <Spinner label={t('my-story:loading')} showLabel className="justify-center py-10" />;
  else if (state.isError || me.isError)
    content = (
      <LoadErrorBanner retryLabel={t('my-story:retry')} onRetry={() => void state.refetch()} isRetrying={state.isFetching}>
        {t('my-story:loadError')}
      </LoadErrorBanner>
    );
  else if (!state.data.consentedAt)
    content = (
      <>
        <ConsentStep
          isPending={giveConsent.isPending}
          onConsent={() => {
            clearFeedback();
            giveConsent.mutate(undefined, {
              onSuccess: () => say('success', 'my-story:consent.given'),
              onError: () => say('error', 'my-story:errors.generic'),
            });
          }}
        />
        <BacCalculator />
      </>
    );
  else
    content = (
      <StoryEditor
        key={state.data.consentedAt}
        userId={me.data.user.id}
        reasons={me.data.mpuReasons}
        initial={state.data}
        canUseTracker={me.data.permissions.abstinence === true}
        say={say}
      />
    );

  return (
    <>
      <PageHeader title={t('my-story:title')} description={t('my-story:intro')} />
      <div className="flex max-w-4xl flex-col gap-6">
        {content}
        <LiveRegion className="sticky bottom-4 z-20 print:hidden">
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

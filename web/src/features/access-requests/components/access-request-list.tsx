import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreaName } from '../../../components/locked-area-notice';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { LiveRegion } from '../../../components/ui/live-region';
import type { OpenAccessRequest } from '@common/schemas/access-requests';
import type { TranslationKey } from '../../../lib/i18n';
import { useFeedback } from '../../../lib/use-feedback';
import { useDecideAccessRequest, useGrantAllAccessRequests, useOpenAccessRequests } from '../api/open-access-requests';
import '../locales';

function RequestRow({
  request,
  onDecide,
  isBusy,
}: {
  request: OpenAccessRequest;
  onDecide: (decision: 'grant' | 'refuse') => void;
  isBusy: boolean;
}) {
  const { t, i18n } = useTranslation(['access-requests']);
  const area = useAreaName(request.page);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Berlin' }).format(
    new Date(request.requestedAt),
  );
  return (
    <li className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <p className="min-w-0 text-slate-800">
        {area}
        <span className="block text-sm text-slate-600">{t('access-requests:requestedAt', { when })}</span>
      </p>
      <div className="flex shrink-0 gap-2">
        <Button
          size="sm"
          onClick={() => onDecide('grant')}
          disabled={isBusy}
          aria-label={t('access-requests:grantLabel', { email: request.email, area })}
        >
          {t('access-requests:grant')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => onDecide('refuse')}
          disabled={isBusy}
          aria-label={t('access-requests:refuseLabel', { email: request.email, area })}
        >
          {t('access-requests:refuse')}
        </Button>
      </div>
    </li>
  );
}

/** One learner's open requests; with more than one, 'Alle freischalten' grants them in one step. */
function LearnerRequests({
  requests,
  isBusy,
  onDecide,
  onGrantAll,
}: {
  requests: OpenAccessRequest[];
  isBusy: boolean;
  onDecide: (request: OpenAccessRequest, decision: 'grant' | 'refuse') => void;
  onGrantAll: () => void;
}) {
  const { t } = useTranslation(['access-requests']);
  const { email } = requests[0]!;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-amber-200 bg-white p-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <strong className="break-all text-slate-900">{email}</strong>
        {requests.length > 1 && (
          <Button
            size="sm"
            className="self-start sm:self-auto"
            onClick={onGrantAll}
            disabled={isBusy}
            aria-label={t('access-requests:grantAllLabel', { email, count: requests.length })}
          >
            {t('access-requests:grantAll', { count: requests.length })}
          </Button>
        )}
      </div>
      <ul className="flex flex-col divide-y divide-slate-200">
        {requests.map((request) => (
          <RequestRow key={request.id} request={request} isBusy={isBusy} onDecide={(decision) => onDecide(request, decision)} />
        ))}
      </ul>
    </li>
  );
}

/** The open requests per learner, in the order of each learner's oldest request. */
function groupByLearner(requests: OpenAccessRequest[]): OpenAccessRequest[][] {
  const groups = new Map<string, OpenAccessRequest[]>();
  for (const request of requests) groups.set(request.userId, [...(groups.get(request.userId) ?? []), request]);
  return [...groups.values()];
}

/** The admin console's open 'Freischaltung anfragen' requests, each decided with one click. */
export function AccessRequestList() {
  const { t } = useTranslation(['access-requests']);
  const requests = useOpenAccessRequests();
  const decide = useDecideAccessRequest();
  const grantAll = useGrantAllAccessRequests();
  const { feedback, say } = useFeedback<TranslationKey<'access-requests'>>();
  const headingId = useId();

  function onDecide(request: OpenAccessRequest, decision: 'grant' | 'refuse') {
    decide.mutate(
      { id: request.id, decision },
      {
        onSuccess: () =>
          say('success', decision === 'grant' ? 'access-requests:granted' : 'access-requests:refused', { email: request.email }),
        onError: () => say('error', 'access-requests:failed'),
      },
    );
  }

  function onGrantAll(learnerRequests: OpenAccessRequest[]) {
    const { userId, email } = learnerRequests[0]!;
    grantAll.mutate(userId, {
      onSuccess: ({ granted }) => say('success', 'access-requests:grantedAll', { email, count: String(granted.length) }),
      onError: () => say('error', 'access-requests:failed'),
    });
  }

  return (
    <>
      {requests.data && requests.data.length > 0 && (
        <section aria-labelledby={headingId} className="mb-6 flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-5">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {t('access-requests:heading', { count: requests.data.length })}
          </h2>
          <ul className="flex flex-col gap-2">
            {groupByLearner(requests.data).map((learnerRequests) => (
              <LearnerRequests
                key={learnerRequests[0]!.userId}
                requests={learnerRequests}
                isBusy={decide.isPending || grantAll.isPending}
                onDecide={onDecide}
                onGrantAll={() => onGrantAll(learnerRequests)}
              />
            ))}
          </ul>
        </section>
      )}
      <LiveRegion>
        {feedback && (
          <Banner key={feedback.id} variant={feedback.variant} announce={false} className="mb-6">
            {t(feedback.messageKey, feedback.values)}
          </Banner>
        )}
      </LiveRegion>
    </>
  );
}

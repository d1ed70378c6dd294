import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Banner } from '../../../components/ui/banner';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadErrorBanner } from '../../../components/ui/load-error-banner';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { isNotACounsellor } from '../api/counsellor-messages';
import { useSharedStory } from '../api/shared-story-query';
import { SharedStoryView } from '../components/shared-story-view';
import { TranscriptList } from '../components/transcript-list';
import { formatBerlinDate } from '../counsellor-calendar';
import '../locales';

function BackLink() {
  const { t } = useTranslation(['counsellor']);
  return (
    <Link to="/dashboard/counsellor" className="inline-flex min-h-11 items-center gap-1 self-start font-medium">
      <span aria-hidden="true">←</span> {t('counsellor:story.back')}
    </Link>
  );
}

/** /dashboard/counsellor/bookings/{bookingId}/story: what the learner shares with the counsellor, read-only; each read is shown to the learner. */
export function CounsellorStoryPage() {
  const { t, i18n } = useTranslation(['counsellor']);
  const { bookingId = '' } = useParams();
  const shared = useSharedStory(bookingId);

  let content: ReactNode;
  if (shared.isPending) content = <Spinner label={t('counsellor:loading')} showLabel className="justify-center py-10" />;
  else if (shared.isError && shared.error instanceof ApiError && shared.error.status === 404)
    content = <EmptyState title={t('counsellor:story.notShared')} action={<BackLink />} />;
  else if (shared.isError && isNotACounsellor(shared.error)) content = <Banner variant="info">{t('counsellor:notACounsellor')}</Banner>;
  else if (shared.isError)
    content = (
      <LoadErrorBanner retryLabel={t('counsellor:retry')} onRetry={() => void shared.refetch()} isRetrying={shared.isFetching}>
        {t('counsellor:story.loadError')}
      </LoadErrorBanner>
    );
  else
    content = (
      <div className="flex flex-col gap-8">
        <Banner variant="info" announce={false}>
          {t('counsellor:story.readOnly')}
        </Banner>
        <Card>{shared.data.story ? <SharedStoryView story={shared.data.story} /> : <p>{t('counsellor:story.noStory')}</p>}</Card>
        <section aria-labelledby="transcripts-heading" className="flex flex-col gap-3">
          <h2 id="transcripts-heading" className="text-xl font-bold tracking-tight text-slate-900">
            {t('counsellor:story.transcripts.title')}
          </h2>
          <TranscriptList transcripts={shared.data.transcripts} />
        </section>
      </div>
    );

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <BackLink />
      <PageHeader
        title={shared.data ? t('counsellor:story.title', { name: shared.data.learnerName }) : t('counsellor:title')}
        description={
          shared.data ? t('counsellor:story.sharedSince', { date: formatBerlinDate(shared.data.sharedAt, i18n.language) }) : undefined
        }
      />
      {content}
    </div>
  );
}

import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DemoContentCounts } from '@common/schemas/demo-content';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { LiveRegion } from '../../../components/ui/live-region';
import { Modal, ModalActions } from '../../../components/ui/modal';
import type { TranslationKey } from '../../../lib/i18n';
import { useFeedback } from '../../../lib/use-feedback';
import { useDemoContent } from '../api/demo-content-query';
import { useRemoveDemoContent } from '../api/remove-demo-content';
import '../locales';

/** The figures in the order the sentence names them. */
const COUNT_KEYS: Record<keyof DemoContentCounts, TranslationKey<'demo-content'>> = {
  quizQuestions: 'demo-content:counts.quizQuestions',
  quizCategories: 'demo-content:counts.quizCategories',
  videos: 'demo-content:counts.videos',
  videoSections: 'demo-content:counts.videoSections',
  courses: 'demo-content:counts.courses',
  lexicon: 'demo-content:counts.lexicon',
  knowledgeArticles: 'demo-content:counts.knowledgeArticles',
  news: 'demo-content:counts.news',
};

/**
 * The admin console's note on the German starter content while any of it is in the database: what it
 * holds, and 'Beispielinhalte entfernen' behind a confirmation. The success or error message stays
 * after the note has gone.
 */
export function DemoContentNotice() {
  const { t, i18n } = useTranslation(['demo-content']);
  const { data } = useDemoContent();
  const remove = useRemoveDemoContent();
  const [confirming, setConfirming] = useState(false);
  const { feedback, say } = useFeedback<TranslationKey<'demo-content'>>();
  const headingId = useId();
  // the button that opened the dialog is gone once the content is; focus lands on the message instead
  const messageRef = useRef<HTMLDivElement>(null);

  function onConfirm() {
    remove.mutate(undefined, {
      onSuccess: () => say('success', 'demo-content:success'),
      onError: () => say('error', 'demo-content:error'),
      onSettled: () => setConfirming(false),
    });
  }

  const summary = data
    ? new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
        (Object.keys(COUNT_KEYS) as (keyof DemoContentCounts)[])
          .filter((name) => data.counts[name] > 0)
          .map((name) => t(COUNT_KEYS[name], { count: data.counts[name] })),
      )
    : '';

  return (
    <>
      {data?.present && (
        <section
          aria-labelledby={headingId}
          className="mb-6 flex flex-col gap-2 rounded-xl border border-indigo-200 bg-indigo-50 p-5 text-indigo-950"
        >
          <h2 id={headingId} className="text-lg font-semibold">
            {t('demo-content:heading')}
          </h2>
          <p>{t('demo-content:intro', { summary })}</p>
          <p>{t('demo-content:hint')}</p>
          <div className="pt-2">
            <Button variant="danger-secondary" onClick={() => setConfirming(true)}>
              {t('demo-content:remove')}
            </Button>
          </div>
        </section>
      )}
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('demo-content:confirm.title')}
        closeLabel={t('demo-content:confirm.close')}
        description={
          <div className="flex flex-col gap-3">
            <p>{t('demo-content:confirm.removed')}</p>
            <p>{t('demo-content:confirm.kept')}</p>
          </div>
        }
        dismissible={!remove.isPending}
        returnFocusRef={data?.present ? undefined : messageRef}
      >
        <ModalActions>
          <Button variant="secondary" onClick={() => setConfirming(false)} disabled={remove.isPending}>
            {t('demo-content:confirm.cancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={remove.isPending}>
            {t('demo-content:confirm.submit')}
          </Button>
        </ModalActions>
      </Modal>
      <div ref={messageRef} tabIndex={-1} className="outline-none">
        <LiveRegion>
          {feedback && (
            <Banner key={feedback.id} variant={feedback.variant} announce={false} className="mb-6">
              {t(feedback.messageKey)}
            </Banner>
          )}
        </LiveRegion>
      </div>
    </>
  );
}

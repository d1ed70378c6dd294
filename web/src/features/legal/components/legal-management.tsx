import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LEGAL_BODY_MAX_LENGTH, LEGAL_PAGE_KINDS, type LegalPage, type LegalPageKind } from '@common/schemas/legal';
import { Badge } from '../../../components/ui/badge';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { LiveRegion } from '../../../components/ui/live-region';
import { LoadErrorBanner } from '../../../components/ui/load-error-banner';
import { MarkdownText } from '../../../components/ui/markdown';
import { Spinner } from '../../../components/ui/spinner';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ToggleButton } from '../../../components/ui/toggle-button';
import type { TranslationKey } from '../../../lib/i18n';
import { useFeedback } from '../../../lib/use-feedback';
import { useLegalPage } from '../api/legal-page-query';
import { getLegalSaveErrorKey } from '../api/legal-messages';
import { useSaveLegalPage } from '../api/save-legal-page';
import '../locales';

const TITLES: Record<LegalPageKind, TranslationKey<'legal'>> = {
  imprint: 'legal:imprintTitle',
  privacy: 'legal:privacyTitle',
};

/** The console's 'Rechtliches' tab: the Markdown of the Impressum and the Datenschutzerklärung. */
export function LegalManagement() {
  const { t } = useTranslation(['legal']);
  return (
    <div className="flex flex-col gap-8">
      <p className="max-w-prose text-slate-700">{t('legal:editor.intro')}</p>
      {LEGAL_PAGE_KINDS.map((kind) => (
        <LegalPageEditor key={kind} kind={kind} />
      ))}
    </div>
  );
}

function LegalPageEditor({ kind }: { kind: LegalPageKind }) {
  const { t } = useTranslation(['legal']);
  const page = useLegalPage(kind);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={headingId} className="text-xl font-bold tracking-tight text-slate-900">
        {t(TITLES[kind])}
      </h2>
      {page.isPending && <Spinner label={t('legal:loading')} showLabel />}
      {page.isError && (
        <LoadErrorBanner retryLabel={t('legal:retry')} onRetry={() => void page.refetch()} isRetrying={page.isFetching}>
          {t('legal:loadError')}
        </LoadErrorBanner>
      )}
      {/* the draft starts from the first answer and is kept across saves, like the focus and the message */}
      {page.data && <LegalPageForm page={page.data} />}
    </section>
  );
}

function LegalPageForm({ page }: { page: LegalPage }) {
  const { t, i18n } = useTranslation(['legal']);
  const [body, setBody] = useState(page.body);
  const [fieldError, setFieldError] = useState<TranslationKey<'legal'> | null>(null);
  const [showPreview, setShowPreview] = useState(false);
  const save = useSaveLegalPage();
  const { feedback, say, clearFeedback } = useFeedback<TranslationKey<'legal'>>();
  const previewHeadingId = useId();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    clearFeedback();
    if (body.trim() === '') {
      setFieldError('legal:editor.errors.required');
      return;
    }
    setFieldError(null);
    save.mutate(
      { kind: page.kind, body },
      {
        onSuccess: () => say('success', 'legal:editor.success'),
        onError: (error) => say('error', getLegalSaveErrorKey(error)),
      },
    );
  }

  const status = page.isTemplate
    ? t('legal:editor.template')
    : t('legal:editor.savedAt', {
        date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(page.updatedAt ?? '')),
      });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <div>
        <Badge variant={page.isTemplate ? 'warning' : 'neutral'}>{status}</Badge>
      </div>
      <div className={showPreview ? 'grid gap-4 xl:grid-cols-2' : 'grid gap-4'}>
        <TextareaField
          label={t('legal:editor.bodyLabel')}
          hint={t('legal:editor.bodyHint')}
          error={fieldError ? t(fieldError) : undefined}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          rows={18}
          maxLength={LEGAL_BODY_MAX_LENGTH}
          lang="de"
          className="font-mono text-sm"
        />
        {showPreview && (
          <section aria-labelledby={previewHeadingId} className="rounded-lg border border-slate-200 bg-slate-50 p-4">
            <h3 id={previewHeadingId} className="mb-3 text-sm font-semibold tracking-wide text-slate-600 uppercase">
              {t('legal:editor.preview')}
            </h3>
            <div lang="de">
              <MarkdownText>{body}</MarkdownText>
            </div>
          </section>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={save.isPending}>
          {t('legal:editor.save')}
        </Button>
        <ToggleButton pressed={showPreview} onPressedChange={setShowPreview}>
          {t('legal:editor.showPreview')}
        </ToggleButton>
      </div>
      <LiveRegion>
        {feedback && (
          <Banner key={feedback.id} variant={feedback.variant} announce={false}>
            {t(feedback.messageKey)}
          </Banner>
        )}
      </LiveRegion>
    </form>
  );
}

import { useTranslation } from 'react-i18next';
import type { LegalPageKind } from '@common/schemas/legal';
import { Card } from '../../../components/ui/card';
import { LoadErrorBanner } from '../../../components/ui/load-error-banner';
import { MarkdownText } from '../../../components/ui/markdown';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLegalPage } from '../api/legal-page-query';
import '../locales';

interface LegalPageProps {
  kind: LegalPageKind;
  title: string;
}

// The operator's text, edited in the admin console; the shipped German template until then
// (docs/decisions/059-legal-pages-edited-in-the-console.md).
function LegalPage({ kind, title }: LegalPageProps) {
  const { t } = useTranslation(['legal']);
  useDocumentTitle(title);
  const page = useLegalPage(kind);
  return (
    <Card className="w-full max-w-3xl">
      <h1 className="mb-4 text-2xl font-bold text-slate-900">{title}</h1>
      {page.isPending && <Spinner label={t('legal:loading')} showLabel />}
      {page.isError && (
        <LoadErrorBanner retryLabel={t('legal:retry')} onRetry={() => void page.refetch()} isRetrying={page.isFetching}>
          {t('legal:loadError')}
        </LoadErrorBanner>
      )}
      {/* the operator's legal text is German whatever the interface language */}
      {page.data && (
        <div lang="de">
          <MarkdownText>{page.data.body}</MarkdownText>
        </div>
      )}
    </Card>
  );
}

export function ImprintPage() {
  const { t } = useTranslation(['legal']);
  return <LegalPage kind="imprint" title={t('legal:imprintTitle')} />;
}

export function PrivacyPage() {
  const { t } = useTranslation(['legal']);
  return <LegalPage kind="privacy" title={t('legal:privacyTitle')} />;
}

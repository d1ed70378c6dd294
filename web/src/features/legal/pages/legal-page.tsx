import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { useDocumentTitle } from '../../../lib/use-document-title';
import '../locales';

interface LegalPageProps {
  title: string;
  body: string;
}

// The operator fills in the actual text (docs/ARCHITECTURE.md, difference 7).
function LegalPage({ title, body }: LegalPageProps) {
  useDocumentTitle(title);
  return (
    <Card className="w-full max-w-2xl">
      <h1 className="mb-3 text-2xl font-bold text-slate-900">{title}</h1>
      <p className="max-w-prose text-slate-700">{body}</p>
    </Card>
  );
}

export function ImprintPage() {
  const { t } = useTranslation(['legal']);
  return <LegalPage title={t('legal:imprintTitle')} body={t('legal:imprintBody')} />;
}

export function PrivacyPage() {
  const { t } = useTranslation(['legal']);
  return <LegalPage title={t('legal:privacyTitle')} body={t('legal:privacyBody')} />;
}

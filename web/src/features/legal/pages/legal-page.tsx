import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { useDocumentTitle } from '../../../lib/use-document-title';

interface LegalPageProps {
  title: string;
  body: string;
}

// The operator fills in the actual text (ARCHITECTURE.md, difference 7).
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
  const { t } = useTranslation(['pages']);
  return <LegalPage title={t('pages:legal.imprintTitle')} body={t('pages:legal.imprintBody')} />;
}

export function PrivacyPage() {
  const { t } = useTranslation(['pages']);
  return <LegalPage title={t('pages:legal.privacyTitle')} body={t('pages:legal.privacyBody')} />;
}

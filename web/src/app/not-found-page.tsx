import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../components/ui/button';
import { useDocumentTitle } from '../lib/use-document-title';

export function NotFoundPage() {
  const { t } = useTranslation(['common']);
  useDocumentTitle(t('common:notFound.title'));
  return (
    <div className="mx-auto flex w-full max-w-md flex-col items-center gap-4 py-8 text-center">
      <p className="text-5xl font-bold text-indigo-700" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold text-slate-900">{t('common:notFound.title')}</h1>
      <p className="text-slate-700">{t('common:notFound.body')}</p>
      <ButtonLink to="/dashboard">{t('common:notFound.toDashboard')}</ButtonLink>
    </div>
  );
}

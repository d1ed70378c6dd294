import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button';
import { useDocumentTitle } from '../lib/use-document-title';

interface StartupErrorProps {
  onRetry: () => void;
  retrying: boolean;
}

/** Shown instead of the app when the API cannot be reached at start-up. */
export function StartupError({ onRetry, retrying }: StartupErrorProps) {
  const { t } = useTranslation(['common']);
  useDocumentTitle(t('common:startup.title'));
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12">
      <div
        role="alert"
        className="flex max-w-md flex-col items-center gap-4 rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm"
      >
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" className="size-12 text-red-700" aria-hidden="true">
          <path
            strokeLinecap="round"
            strokeLinejoin="round"
            d="M12 9v3.75m9-.75a9 9 0 1 1-18 0 9 9 0 0 1 18 0Zm-9 3.75h.008v.008H12v-.008Z"
          />
        </svg>
        <h1 className="text-2xl font-bold text-slate-900">{t('common:startup.title')}</h1>
        <p className="text-slate-700">{t('common:startup.body')}</p>
        <Button onClick={onRetry} loading={retrying}>
          {t('common:startup.retry')}
        </Button>
      </div>
    </main>
  );
}

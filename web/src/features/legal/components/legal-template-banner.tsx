import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLegalStatus } from '../api/legal-status-query';
import '../locales';

/** The console's warning while the Impressum or the Datenschutzerklärung still shows the template. */
export function LegalTemplateBanner() {
  const { t } = useTranslation(['legal']);
  const { data } = useLegalStatus();
  if (!data || data.templatePages.length === 0) return null;
  return (
    <div className="mb-6 flex flex-col gap-2 rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <p className="flex gap-3 font-medium">
        <svg viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 size-5 shrink-0" aria-hidden="true">
          <path
            fillRule="evenodd"
            d="M8.485 2.495c.673-1.167 2.357-1.167 3.03 0l6.28 10.875c.673 1.167-.17 2.625-1.516 2.625H3.72c-1.347 0-2.189-1.458-1.515-2.625L8.485 2.495ZM10 5a.75.75 0 0 1 .75.75v3.5a.75.75 0 0 1-1.5 0v-3.5A.75.75 0 0 1 10 5Zm0 9a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
            clipRule="evenodd"
          />
        </svg>
        {t('legal:banner.text')}
      </p>
      <Link to="/dashboard/admin?tab=legal" className="inline-flex min-h-11 shrink-0 items-center font-semibold text-amber-950 underline">
        {t('legal:banner.link')}
      </Link>
    </div>
  );
}

import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export function SiteFooter() {
  const { t } = useTranslation(['common']);
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex w-full flex-col gap-2 px-4 py-3 text-sm text-slate-700 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>
          © {new Date().getFullYear()} {t('common:appName')}
        </p>
        <nav aria-label={t('common:footer.label')}>
          <ul className="flex gap-2">
            <li>
              <Link to="/impressum" className="inline-flex min-h-11 items-center px-2 no-underline hover:underline">
                {t('common:footer.imprint')}
              </Link>
            </li>
            <li>
              <Link to="/datenschutz" className="inline-flex min-h-11 items-center px-2 no-underline hover:underline">
                {t('common:footer.privacy')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}

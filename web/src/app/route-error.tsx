import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button';

/**
 * The router's error element, the last line of defence: a page failed to render or its code could
 * not be loaded (e.g. after a deploy). Failed requests never end here: loaders leave them to the
 * guards and the pages.
 */
export function RouteError() {
  const { t } = useTranslation(['common']);
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <main className="flex min-h-screen items-center justify-center px-4 py-12">
      <div
        role="alert"
        className="flex max-w-md flex-col items-center gap-4 rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm"
      >
        <h1 className="text-2xl font-bold text-slate-900">{t('common:errors.generic')}</h1>
        <p className="text-slate-700">{t('common:errors.pageLoadFailed')}</p>
        <Button onClick={() => window.location.reload()}>{t('common:errors.reload')}</Button>
      </div>
    </main>
  );
}

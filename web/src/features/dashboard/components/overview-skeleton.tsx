import { useTranslation } from 'react-i18next';

function Block({ className }: { className: string }) {
  return <div className={`animate-pulse rounded-xl bg-slate-200 ${className}`} />;
}

/** The overview's shape while its figures load; busy for assistive technology, which hears one line. */
export function OverviewSkeleton() {
  const { t } = useTranslation(['dashboard']);
  return (
    <div aria-busy="true" className="flex flex-col gap-6">
      <p role="status" className="sr-only">
        {t('dashboard:loading')}
      </p>
      <div aria-hidden="true" className="flex flex-col gap-6">
        <Block className="h-44" />
        <div className="grid gap-4 md:grid-cols-3">
          <Block className="h-52" />
          <Block className="h-52" />
          <Block className="h-52" />
        </div>
        <div className="grid gap-4 md:grid-cols-3">
          <Block className="h-32" />
          <Block className="h-32" />
          <Block className="h-32" />
        </div>
        <Block className="h-64" />
      </div>
    </div>
  );
}

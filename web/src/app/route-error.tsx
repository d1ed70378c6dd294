import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button';

/** Last line of defence: a page failed to render or its code could not be loaded (e.g. after a deploy). */
export function RouteError() {
  const { t } = useTranslation(['common']);
  return (
    <main className="flex min-h-screen items-center justify-center px-4 py-12">
      <div role="alert" className="flex max-w-md flex-col items-center gap-4 rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">{t('common:errors.generic')}</h1>
        <p className="text-slate-700">{t('common:errors.pageLoadFailed')}</p>
        <Button onClick={() => window.location.reload()}>{t('common:errors.reload')}</Button>
      </div>
    </main>
  );
}

interface BoundaryState {
  hasError: boolean;
}

/** Catches render errors and failed chunk loads below the router and shows RouteError. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { hasError: false };

  static getDerivedStateFromError(): BoundaryState {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.hasError ? <RouteError /> : this.props.children;
  }
}

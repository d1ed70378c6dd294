import { Suspense, useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { FullPageSpinner } from '../components/ui/spinner';
import { apiFetch } from '../lib/api-client';
import { i18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { RouteErrorBoundary } from './route-error';
import { AppRoutes } from './router';
import { StartupError } from './startup-error';

type HealthState = { status: 'checking' | 'up' | 'down'; attempt: number };

/** GET /api/health once at start (and on retry); kept out of the query cache, which logout clears. */
function useHealthCheck() {
  const [state, setState] = useState<HealthState>({ status: 'checking', attempt: 0 });
  useEffect(() => {
    let isCurrent = true;
    apiFetch('/api/health').then(
      () => isCurrent && setState((previous) => ({ ...previous, status: 'up' })),
      () => isCurrent && setState((previous) => ({ ...previous, status: 'down' })),
    );
    return () => {
      isCurrent = false;
    };
  }, [state.attempt]);
  return {
    ...state,
    retry: () => setState((previous) => ({ status: 'checking', attempt: previous.attempt + 1 })),
  };
}

function LoadingScreen() {
  // not the hook: it would suspend while a language other than German is still loading
  return <FullPageSpinner label={i18n.t('common:loading')} />;
}

function StartupGate() {
  const health = useHealthCheck();
  if (health.status === 'checking' && health.attempt === 0) return <LoadingScreen />;
  if (health.status !== 'up') return <StartupError onRetry={health.retry} retrying={health.status === 'checking'} />;
  return (
    <BrowserRouter>
      <RouteErrorBoundary>
        <AppRoutes />
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<LoadingScreen />}>
        <StartupGate />
      </Suspense>
    </QueryClientProvider>
  );
}

import { Suspense, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { getHealth } from '../lib/health';
import { queryClient } from '../lib/query-client';
import { createAppRouter, LoadingScreen } from './router';
import { StartupError } from './startup-error';

// created with the module, so the first route's chunk, the viewer and the page's data are requested
// as soon as the entry runs, not after a first render
const router = createAppRouter(queryClient);

/** Resolves once the router has the first route's code and data (what the first render shows). */
export function whenRouterReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * offline: the check failed while the browser had no connection (the app then runs from the service
 * worker's copy); quiet: a check of its own accord once the connection is back, with no error screen.
 */
type HealthState = { status: 'checking' | 'up' | 'down'; attempt: number; offline?: boolean; quiet?: boolean };

/** GET /api/health once at start (and on retry); kept out of the query cache, which logout clears. */
function useHealthCheck() {
  const [state, setState] = useState<HealthState>({ status: 'checking', attempt: 0 });
  useEffect(() => {
    let isCurrent = true;
    getHealth().then(
      () => isCurrent && setState((previous) => ({ ...previous, status: 'up' })),
      () => isCurrent && setState((previous) => ({ ...previous, status: 'down', offline: !navigator.onLine })),
    );
    return () => {
      isCurrent = false;
    };
  }, [state.attempt]);
  useEffect(() => {
    const onOnline = () =>
      setState((previous) =>
        previous.status === 'down' && previous.offline ? { status: 'checking', attempt: previous.attempt + 1, quiet: true } : previous,
      );
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);
  return {
    ...state,
    retry: () => setState((previous) => ({ status: 'checking', attempt: previous.attempt + 1 })),
  };
}

/**
 * The router renders at once; the health check runs beside it and only takes over the screen when
 * the server cannot be reached. After a successful retry the routes load their data again.
 */
function StartupGate() {
  const health = useHealthCheck();
  // offline the app opens from the service worker's copy (a question round goes on without the server)
  const isDown = (health.status === 'down' && !health.offline) || (health.status === 'checking' && health.attempt > 0 && !health.quiet);
  useEffect(() => {
    if (health.status === 'up' && health.attempt > 0) void router.revalidate();
  }, [health.status, health.attempt]);
  if (isDown) return <StartupError onRetry={health.retry} retrying={health.status === 'checking'} />;
  return <RouterProvider router={router} />;
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

// @vitest-environment happy-dom
import { isValidElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { DASHBOARD_ROUTES, type DashboardRoute } from '@common/domain/navigation';
import { fetchMock, json, setUpGermanComponentTests } from '../test/component-harness';
import { RequireAccess } from './route-guards';
import { createRoutes } from './router';

setUpGermanComponentTests();

const routes = createRoutes(new QueryClient());

/** The guards a path passes: the session guard of /dashboard and any page or admin guard below it. */
function guardsOf(pathname: string) {
  return (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => {
    if (route.Component === RequireAccess) return [{}];
    if (
      isValidElement<{ page?: string; adminOnly?: boolean; counsellorOnly?: boolean }>(route.element) &&
      route.element.type === RequireAccess
    ) {
      const { page, adminOnly, counsellorOnly } = route.element.props;
      return [{ ...(page && { page }), ...(adminOnly && { adminOnly }), ...(counsellorOnly && { counsellorOnly }) }];
    }
    return [];
  });
}

const concrete = (path: string) => path.replace(/:\w+/g, '42');

describe('router', () => {
  it('guards every page under /dashboard as the route table says', () => {
    for (const route of Object.values(DASHBOARD_ROUTES) as DashboardRoute[]) {
      const access = {
        ...(route.page && { page: route.page }),
        ...(route.adminOnly && { adminOnly: true }),
        ...(route.counsellorOnly && { counsellorOnly: true }),
      };
      const expected = Object.keys(access).length > 0 ? [{}, access] : [{}];
      expect(guardsOf(concrete(route.path)), route.path).toEqual(expected);
      // the page itself is matched, not the dashboard's 404 page
      expect(matchRoutes(routes, concrete(route.path))?.at(-1)?.route.lazy, route.path).toBeDefined();
    }
  });

  it("puts the counsellor's three pages behind the counsellor guard", () => {
    for (const path of ['/dashboard/counsellor', '/dashboard/counsellor/bookings/b-1/story', '/dashboard/counsellor/settings']) {
      expect(guardsOf(path), path).toEqual([{}, { counsellorOnly: true }]);
      expect(matchRoutes(routes, path)?.at(-1)?.route.lazy, path).toBeDefined();
    }
  });

  it('keeps the public pages and unknown dashboard paths outside the page guards', () => {
    expect(guardsOf('/login')).toEqual([]);
    expect(guardsOf('/reset-password-confirm')).toEqual([]);
    expect(guardsOf('/dashboard/does-not-exist')).toEqual([{}]);
    expect(matchRoutes(routes, '/does-not-exist')?.at(-1)?.route.path).toBe('*');
  });

  it("'/' redirects to /dashboard (signed out, on to /login) without a warning from React Router", async () => {
    const warn = vi.spyOn(console, 'warn');
    try {
      fetchMock.mockImplementation(async () => json(401, { error: { code: 'UNAUTHORIZED', message: 'Not signed in.' } }));
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: ['/'] });
      render(
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>,
      );
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5000 });
      expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  });
});

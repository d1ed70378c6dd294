import { isValidElement } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_ROUTES, type DashboardRoute } from '@common/domain/navigation';
import { RequireAccess } from './route-guards';
import { createRoutes } from './router';

const routes = createRoutes(new QueryClient());

/** The guards a path passes: the session guard of /dashboard and any page or admin guard below it. */
function guardsOf(pathname: string) {
  return (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => {
    if (route.Component === RequireAccess) return [{}];
    if (isValidElement<{ page?: string; adminOnly?: boolean }>(route.element) && route.element.type === RequireAccess) {
      const { page, adminOnly } = route.element.props;
      return [{ ...(page && { page }), ...(adminOnly && { adminOnly }) }];
    }
    return [];
  });
}

const concrete = (path: string) => path.replace(/:\w+/g, '42');

describe('router', () => {
  it('guards every page under /dashboard as the route table says', () => {
    for (const route of Object.values(DASHBOARD_ROUTES) as DashboardRoute[]) {
      const access = { ...(route.page && { page: route.page }), ...(route.adminOnly && { adminOnly: true }) };
      const expected = Object.keys(access).length > 0 ? [{}, access] : [{}];
      expect(guardsOf(concrete(route.path)), route.path).toEqual(expected);
      // the page itself is matched, not the dashboard's 404 page
      expect(matchRoutes(routes, concrete(route.path))?.at(-1)?.route.lazy, route.path).toBeDefined();
    }
  });

  it('keeps the public pages and unknown dashboard paths outside the page guards', () => {
    expect(guardsOf('/login')).toEqual([]);
    expect(guardsOf('/reset-password-confirm')).toEqual([]);
    expect(guardsOf('/dashboard/does-not-exist')).toEqual([{}]);
    expect(matchRoutes(routes, '/does-not-exist')?.at(-1)?.route.path).toBe('*');
  });
});

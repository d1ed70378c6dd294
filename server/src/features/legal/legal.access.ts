import type { RouteAccess } from '../../access';

export const legalAccess: RouteAccess[] = [
  { method: 'GET', path: '/api/legal/:kind', access: 'public', probe: { path: '/api/legal/imprint' } },
  { method: 'GET', path: '/api/admin/legal', access: 'admin' },
  {
    method: 'PUT',
    path: '/api/admin/legal/:kind',
    access: 'admin',
    // an incomplete body: a permitted probe must not replace the page other tests read
    probe: { path: '/api/admin/legal/imprint', body: {}, status: 400 },
  },
];

import type { RouteAccess } from '../../access';

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
const item = { title: 'Probe', body: 'Text', publishedOn: '2026-11-23', published: true };

export const newsAccess: RouteAccess[] = [
  { method: 'GET', path: '/api/news', access: { page: 'news' } },
  {
    method: 'POST',
    path: '/api/news',
    access: 'admin',
    probe: { path: '/api/news', body: {}, status: 400 },
  },
  {
    method: 'PUT',
    path: '/api/news/:id',
    access: 'admin',
    probe: { path: `/api/news/${NO_SUCH_ID}`, body: item, status: 404 },
  },
  {
    method: 'PATCH',
    path: '/api/news/:id',
    access: 'admin',
    probe: { path: `/api/news/${NO_SUCH_ID}`, body: { published: false }, status: 404 },
  },
  {
    method: 'DELETE',
    path: '/api/news/:id',
    access: 'admin',
    probe: { path: `/api/news/${NO_SUCH_ID}`, status: 404 },
  },
  { method: 'GET', path: '/api/news/admin', access: 'admin' },
];

import type { RouteAccess } from '../../access';

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

// Every probe leaves the personas without consent: bodies the schema refuses (400), a version that
// does not exist (404), the PDF of a story never consented to (409).
export const myStoryAccess: RouteAccess[] = [
  { method: 'GET', path: '/api/my-story', access: { page: 'my-story' } },
  { method: 'POST', path: '/api/my-story/consent', access: { page: 'my-story' }, probe: { body: {}, status: 400 } },
  { method: 'DELETE', path: '/api/my-story/consent', access: { page: 'my-story' } },
  { method: 'PUT', path: '/api/my-story', access: { page: 'my-story' }, probe: { body: {}, status: 400 } },
  { method: 'GET', path: '/api/my-story/versions', access: { page: 'my-story' } },
  {
    method: 'GET',
    path: '/api/my-story/versions/:id',
    access: { page: 'my-story' },
    probe: { path: `/api/my-story/versions/${NO_SUCH_ID}`, status: 404 },
  },
  { method: 'GET', path: '/api/my-story/readiness', access: { page: 'my-story' } },
  {
    method: 'GET',
    path: '/api/my-story/articles/:slug',
    access: { page: 'my-story' },
    probe: { path: '/api/my-story/articles/konkret-statt-vage', status: 404 },
  },
  { method: 'GET', path: '/api/my-story/export.pdf', access: { page: 'my-story' }, probe: { status: 409 } },
];

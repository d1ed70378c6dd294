import type { RouteAccess } from '../../access';

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

export const videosAccess: RouteAccess[] = [
  { method: 'GET', path: '/api/videos', access: { page: 'videos' } },
  {
    method: 'GET',
    path: '/api/videos/:id/quiz',
    access: { page: 'videos' },
    probe: { path: `/api/videos/${NO_SUCH_ID}/quiz`, status: 404 },
  },
  {
    method: 'POST',
    path: '/api/videos/quiz/:id/answer',
    access: { page: 'videos' },
    probe: { path: `/api/videos/quiz/${NO_SUCH_ID}/answer`, body: { selected: ['A'] }, status: 404 },
  },
  {
    method: 'PUT',
    path: '/api/videos/:id/progress',
    access: { page: 'videos' },
    probe: { path: `/api/videos/${NO_SUCH_ID}/progress`, body: { completed: true }, status: 404 },
  },
];

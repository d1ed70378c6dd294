import type { RouteAccess } from '../../access';

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

export const coursesAccess: RouteAccess[] = [
  { method: 'GET', path: '/api/courses', access: { page: 'courses' } },
  {
    method: 'GET',
    path: '/api/courses/:id',
    access: { page: 'courses' },
    probe: { path: `/api/courses/${NO_SUCH_ID}`, status: 404 },
  },
  {
    method: 'POST',
    path: '/api/courses/quizzes/:id/answer',
    access: { page: 'courses' },
    probe: { path: `/api/courses/quizzes/${NO_SUCH_ID}/answer`, body: { answer: 'A' }, status: 404 },
  },
  {
    method: 'PUT',
    path: '/api/courses/chapters/:id/progress',
    access: { page: 'courses' },
    probe: { path: `/api/courses/chapters/${NO_SUCH_ID}/progress`, body: { completed: true }, status: 404 },
  },
  {
    method: 'PUT',
    path: '/api/courses/:id/last-chapter',
    access: { page: 'courses' },
    probe: { path: `/api/courses/${NO_SUCH_ID}/last-chapter`, body: { chapterId: NO_SUCH_ID }, status: 404 },
  },
];

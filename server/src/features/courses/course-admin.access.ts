import type { RouteAccess } from '../../access';

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
const quiz = { question: 'Frage?', options: ['Ja', 'Nein'], correctAnswer: 'Ja' };

export const courseAdminAccess: RouteAccess[] = [
  { method: 'GET', path: '/api/admin/courses', access: 'admin' },
  {
    method: 'POST',
    path: '/api/admin/courses',
    access: 'admin',
    probe: { path: '/api/admin/courses', body: {}, status: 400 },
  },
  {
    method: 'GET',
    path: '/api/admin/courses/:id',
    access: 'admin',
    probe: { path: `/api/admin/courses/${NO_SUCH_ID}`, status: 404 },
  },
  {
    method: 'PUT',
    path: '/api/admin/courses/:id',
    access: 'admin',
    probe: { path: `/api/admin/courses/${NO_SUCH_ID}`, body: { title: 'Kurs', description: 'Text' }, status: 404 },
  },
  {
    method: 'DELETE',
    path: '/api/admin/courses/:id',
    access: 'admin',
    probe: { path: `/api/admin/courses/${NO_SUCH_ID}`, status: 404 },
  },
  {
    method: 'POST',
    path: '/api/admin/courses/:id/chapters',
    access: 'admin',
    probe: { path: `/api/admin/courses/${NO_SUCH_ID}/chapters`, body: { title: 'Kapitel', content: 'Text' }, status: 404 },
  },
  {
    method: 'PUT',
    path: '/api/admin/courses/:id/chapters/order',
    access: 'admin',
    probe: { path: `/api/admin/courses/${NO_SUCH_ID}/chapters/order`, body: { chapterIds: [NO_SUCH_ID] }, status: 404 },
  },
  {
    method: 'PUT',
    path: '/api/admin/courses/chapters/:id',
    access: 'admin',
    probe: { path: `/api/admin/courses/chapters/${NO_SUCH_ID}`, body: { title: 'Kapitel', content: 'Text' }, status: 404 },
  },
  {
    method: 'DELETE',
    path: '/api/admin/courses/chapters/:id',
    access: 'admin',
    probe: { path: `/api/admin/courses/chapters/${NO_SUCH_ID}`, status: 404 },
  },
  {
    method: 'POST',
    path: '/api/admin/courses/chapters/:id/quizzes',
    access: 'admin',
    probe: { path: `/api/admin/courses/chapters/${NO_SUCH_ID}/quizzes`, body: quiz, status: 404 },
  },
  {
    method: 'PUT',
    path: '/api/admin/courses/quizzes/:id',
    access: 'admin',
    probe: { path: `/api/admin/courses/quizzes/${NO_SUCH_ID}`, body: quiz, status: 404 },
  },
  {
    method: 'DELETE',
    path: '/api/admin/courses/quizzes/:id',
    access: 'admin',
    probe: { path: `/api/admin/courses/quizzes/${NO_SUCH_ID}`, status: 404 },
  },
];

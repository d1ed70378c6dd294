import type { RouteAccess } from '../../access';

const ANY_QUESTION = '/api/quiz/questions/00000000-0000-4000-8000-000000000000/answer';

export const quizAccess: RouteAccess[] = [
  { method: 'GET', path: '/api/quiz/hub', access: { page: 'courses' } },
  { method: 'GET', path: '/api/quiz/review-due', access: { page: 'courses' } },
  {
    method: 'GET',
    path: '/api/quiz/categories/:id/lights',
    access: { page: 'courses' },
    probe: { path: '/api/quiz/categories/00000000-0000-4000-8000-000000000000/lights', status: 404 },
  },
  { method: 'GET', path: '/api/quiz/questions', access: { page: 'courses' }, probe: { path: '/api/quiz/questions?mode=all' } },
  {
    method: 'POST',
    path: '/api/quiz/questions/:id/answer',
    access: { page: 'courses' },
    probe: { path: ANY_QUESTION, body: { selected: ['A'] }, status: 404 },
  },
];

import type { RouteAccess } from '../../access';

const ANY_ID = '00000000-0000-4000-8000-000000000000';
const ANY_ROUND = `/api/quiz/rounds/${ANY_ID}`;
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
  // a learner without rounds: an empty round set (422) proves the checks passed without starting one for the matrix's users
  { method: 'POST', path: '/api/quiz/rounds', access: { page: 'courses' }, probe: { body: { mode: 'marked' }, status: 422 } },
  {
    method: 'POST',
    path: '/api/quiz/rounds/prepared-review',
    access: { page: 'courses' },
    probe: { body: { after: ANY_ID }, status: 404 },
  },
  { method: 'GET', path: '/api/quiz/rounds/active', access: { page: 'courses' } },
  { method: 'GET', path: '/api/quiz/rounds/:id', access: { page: 'courses' }, probe: { path: ANY_ROUND, status: 404 } },
  {
    method: 'POST',
    path: '/api/quiz/rounds/:id/answers',
    access: { page: 'courses' },
    probe: { path: `${ANY_ROUND}/answers`, body: { questionId: ANY_ID, selectedOptionIds: [0], clientKey: ANY_ID }, status: 404 },
  },
  { method: 'GET', path: '/api/quiz/rounds/:id/review', access: { page: 'courses' }, probe: { path: `${ANY_ROUND}/review`, status: 404 } },
  { method: 'POST', path: '/api/quiz/rounds/:id/finish', access: { page: 'courses' }, probe: { path: `${ANY_ROUND}/finish`, status: 404 } },
  {
    method: 'PUT',
    path: '/api/quiz/questions/:id/mark',
    access: { page: 'courses' },
    probe: { path: `/api/quiz/questions/${ANY_ID}/mark`, status: 404 },
  },
  {
    method: 'DELETE',
    path: '/api/quiz/questions/:id/mark',
    access: { page: 'courses' },
    probe: { path: `/api/quiz/questions/${ANY_ID}/mark`, status: 404 },
  },
];

import type { RouteAccess } from '../../access';

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
const VALID_ARTICLE = { title: 'Matrix-Probe', summary: '', body: 'Nur für die Prüfung der Zugriffsregeln.', category: 'Grundlagen' };

export const knowledgeAccess: RouteAccess[] = [
  { method: 'GET', path: '/api/knowledge', access: { page: 'courses' } },
  { method: 'POST', path: '/api/knowledge', access: 'admin', probe: { path: '/api/knowledge', body: {}, status: 400 } },
  {
    method: 'PUT',
    path: '/api/knowledge/:id',
    access: 'admin',
    probe: { path: `/api/knowledge/${NO_SUCH_ID}`, body: VALID_ARTICLE, status: 404 },
  },
  {
    method: 'DELETE',
    path: '/api/knowledge/:id',
    access: 'admin',
    probe: { path: `/api/knowledge/${NO_SUCH_ID}`, status: 404 },
  },
  { method: 'GET', path: '/api/knowledge/admin', access: 'admin' },
];

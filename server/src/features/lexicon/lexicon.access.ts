import type { RouteAccess } from '../../access';

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
const VALID_TERM = { term: 'Matrix-Probe', definition: 'Nur für die Prüfung der Zugriffsregeln.', category: 'Grundlagen', related: [] };

export const lexiconAccess: RouteAccess[] = [
  { method: 'GET', path: '/api/lexicon', access: { page: 'lexicon' } },
  { method: 'POST', path: '/api/lexicon', access: 'admin', probe: { path: '/api/lexicon', body: {}, status: 400 } },
  {
    method: 'PUT',
    path: '/api/lexicon/:id',
    access: 'admin',
    probe: { path: `/api/lexicon/${NO_SUCH_ID}`, body: VALID_TERM, status: 404 },
  },
  {
    method: 'DELETE',
    path: '/api/lexicon/:id',
    access: 'admin',
    probe: { path: `/api/lexicon/${NO_SUCH_ID}`, status: 404 },
  },
  { method: 'GET', path: '/api/lexicon/admin', access: 'admin' },
];

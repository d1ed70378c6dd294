import type { RouteAccess } from '../../access';

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

// Every probe leaves the personas without consent: bodies the schema refuses (400), entries that do
// not exist (404) and a programme that does not exist (404).
export const abstinenceAccess: RouteAccess[] = [
  { method: 'GET', path: '/api/abstinence', access: { page: 'abstinence' } },
  { method: 'POST', path: '/api/abstinence/consent', access: { page: 'abstinence' }, probe: { body: {}, status: 400 } },
  { method: 'DELETE', path: '/api/abstinence/consent', access: { page: 'abstinence' } },
  { method: 'PUT', path: '/api/abstinence/programme', access: { page: 'abstinence' }, probe: { body: {}, status: 400 } },
  { method: 'POST', path: '/api/abstinence/entries', access: { page: 'abstinence' }, probe: { body: {}, status: 400 } },
  {
    method: 'PATCH',
    path: '/api/abstinence/entries/:id',
    access: { page: 'abstinence' },
    probe: { path: `/api/abstinence/entries/${NO_SUCH_ID}`, body: { date: '2026-11-25', result: 'negative' }, status: 404 },
  },
  {
    method: 'DELETE',
    path: '/api/abstinence/entries/:id',
    access: { page: 'abstinence' },
    probe: { path: `/api/abstinence/entries/${NO_SUCH_ID}`, status: 404 },
  },
  {
    method: 'PUT',
    path: '/api/abstinence/entries/:id/attachment',
    access: { page: 'abstinence' },
    // JSON without a name: the query is refused before the body is read
    probe: { path: `/api/abstinence/entries/${NO_SUCH_ID}/attachment`, body: {}, status: 400 },
  },
  {
    method: 'GET',
    path: '/api/abstinence/entries/:id/attachment',
    access: { page: 'abstinence' },
    probe: { path: `/api/abstinence/entries/${NO_SUCH_ID}/attachment`, status: 404 },
  },
  { method: 'GET', path: '/api/abstinence/calendar.ics', access: { page: 'abstinence' }, probe: { status: 404 } },
];

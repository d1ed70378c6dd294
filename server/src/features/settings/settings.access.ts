import type { RouteAccess } from '../../access';

// Settings need a session only (docs/spec-notes.md, Route table and menu).
export const settingsAccess: RouteAccess[] = [
  { method: 'GET', path: '/api/settings', access: 'session' },
  { method: 'PUT', path: '/api/settings/personal', access: 'session', probe: { body: {}, status: 400 } },
  { method: 'PUT', path: '/api/settings/first-name', access: 'session', probe: { body: {}, status: 400 } },
  { method: 'PUT', path: '/api/settings/living', access: 'session', probe: { body: {}, status: 400 } },
  { method: 'PUT', path: '/api/settings/education', access: 'session', probe: { body: {}, status: 400 } },
  { method: 'PUT', path: '/api/settings/hobbies', access: 'session', probe: { body: {}, status: 400 } },
  { method: 'PUT', path: '/api/settings/mpu-reasons', access: 'session', probe: { body: {}, status: 400 } },
  { method: 'PUT', path: '/api/settings/language', access: 'session', probe: { body: {}, status: 400 } },
  { method: 'PUT', path: '/api/settings/review', access: 'session', probe: { body: {}, status: 400 } },
  { method: 'PUT', path: '/api/settings/daily-goal', access: 'session', probe: { body: {}, status: 400 } },
  { method: 'PUT', path: '/api/settings/reminders', access: 'session', probe: { body: {}, status: 400 } },
];

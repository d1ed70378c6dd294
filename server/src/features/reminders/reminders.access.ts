import type { RouteAccess } from '../../access';

// The unsubscribe link works without a session (RFC 8058 one-click); its signed token decides.
export const remindersAccess: RouteAccess[] = [
  {
    method: 'POST',
    path: '/api/reminders/unsubscribe',
    access: 'public',
    probe: { path: '/api/reminders/unsubscribe?token=x.y', status: 400 },
  },
  {
    method: 'GET',
    path: '/api/reminders/unsubscribe',
    access: 'public',
    probe: { path: '/api/reminders/unsubscribe?token=x.y', status: 302 },
  },
];

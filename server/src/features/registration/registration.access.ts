import type { RouteAccess } from '../../access';

// Public while the operator allows sign-ups (SIGNUP_ENABLED); rate-limited per address.
export const registrationAccess: RouteAccess[] = [
  { method: 'POST', path: '/api/register', access: 'public', probe: { body: {}, status: 400 } },
];

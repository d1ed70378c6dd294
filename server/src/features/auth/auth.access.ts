import type { RouteAccess } from '../../access';

// better-auth's endpoints under /api/auth, as its router exposes them. The platform serves only those
// the web app calls (OPEN_AUTH_ENDPOINTS in auth.routes.ts); every other one is closed: 404 for
// everyone, before better-auth reads the request. Statuses of the open ones are better-auth's own:
// 401 without a session, 400 for an incomplete body. There is no admin endpoint here: the platform's
// /api/admin is the one admin API (docs/decisions/053-one-admin-api.md). Refusal-only probes: a
// permitted call would end the persona's session.
const incomplete = { body: {}, status: 400 };
const closed = (method: RouteAccess['method'], path: string): RouteAccess => ({ method, path, access: 'closed' });

export const authAccess: RouteAccess[] = [
  // signing in and out, confirmation and reset links
  { method: 'POST', path: '/api/auth/sign-in/email', access: 'public', probe: incomplete },
  { method: 'POST', path: '/api/auth/sign-out', access: 'public', probe: { refusalsOnly: true } },
  { method: 'GET', path: '/api/auth/verify-email', access: 'public', probe: { status: 400 } },
  { method: 'POST', path: '/api/auth/send-verification-email', access: 'public', probe: incomplete },
  { method: 'POST', path: '/api/auth/request-password-reset', access: 'public', probe: incomplete },
  { method: 'GET', path: '/api/auth/reset-password/:token', access: 'public', probe: { status: 400 } },
  { method: 'POST', path: '/api/auth/reset-password', access: 'public', probe: incomplete },

  // the signed-in user's own account (settings page)
  {
    method: 'POST',
    path: '/api/auth/change-email',
    access: 'session',
    // without currentPassword: refused by the platform's hook (server/src/auth.ts) once signed in
    probe: { body: { newEmail: 'matrix-probe@example.org' }, status: 400 },
  },
  {
    method: 'POST',
    path: '/api/auth/change-password',
    access: 'session',
    probe: { body: { currentPassword: 'not-the-password', newPassword: 'irrelevant123' }, status: 400 },
  },

  // closed: sign-up is POST /api/register, account deletion POST /api/me/delete, the profile PUT /api/settings;
  // sessions are read by the platform itself (/api/me), and there are no social accounts
  closed('POST', '/api/auth/sign-in/social'),
  closed('GET', '/api/auth/callback/:id'),
  closed('POST', '/api/auth/callback/:id'),
  closed('POST', '/api/auth/sign-up/email'),
  closed('GET', '/api/auth/get-session'),
  closed('POST', '/api/auth/get-session'),
  closed('GET', '/api/auth/ok'),
  closed('GET', '/api/auth/error'),
  closed('POST', '/api/auth/verify-password'),
  closed('POST', '/api/auth/update-session'),
  closed('POST', '/api/auth/update-user'),
  closed('POST', '/api/auth/delete-user'),
  closed('GET', '/api/auth/delete-user/callback'),
  closed('GET', '/api/auth/list-sessions'),
  closed('POST', '/api/auth/revoke-session'),
  closed('POST', '/api/auth/revoke-sessions'),
  closed('POST', '/api/auth/revoke-other-sessions'),
  closed('POST', '/api/auth/link-social'),
  closed('GET', '/api/auth/list-accounts'),
  closed('POST', '/api/auth/unlink-account'),
  closed('POST', '/api/auth/refresh-token'),
  closed('POST', '/api/auth/get-access-token'),
  closed('GET', '/api/auth/account-info'),
];

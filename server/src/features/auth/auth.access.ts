import type { RouteAccess } from '../../access';

// better-auth's endpoints under /api/auth (server/src/auth.ts), as its router exposes them. Statuses
// are better-auth's own: 401 without a session, 400 for an incomplete body. There is no admin
// endpoint here: the platform's /api/admin is the one admin API (docs/decisions/053-one-admin-api.md). Refusal-only probes: a permitted call would end the persona's session.
const incomplete = { body: {}, status: 400 };

export const authAccess: RouteAccess[] = [
  // signing in and out, sign-up (switched off: registration is POST /api/register), confirmation links
  { method: 'POST', path: '/api/auth/sign-in/email', access: 'public', probe: incomplete },
  { method: 'POST', path: '/api/auth/sign-in/social', access: 'public', probe: incomplete },
  { method: 'GET', path: '/api/auth/callback/:id', access: 'public', probe: { status: 302 } },
  { method: 'POST', path: '/api/auth/callback/:id', access: 'public', probe: { status: 302 } },
  { method: 'POST', path: '/api/auth/sign-up/email', access: 'public', probe: incomplete },
  { method: 'POST', path: '/api/auth/sign-out', access: 'public', probe: { refusalsOnly: true } },
  { method: 'GET', path: '/api/auth/get-session', access: 'public' },
  { method: 'POST', path: '/api/auth/get-session', access: 'public', probe: { status: 405 } },
  { method: 'GET', path: '/api/auth/verify-email', access: 'public', probe: { status: 400 } },
  { method: 'POST', path: '/api/auth/send-verification-email', access: 'public', probe: incomplete },
  { method: 'POST', path: '/api/auth/request-password-reset', access: 'public', probe: incomplete },
  { method: 'GET', path: '/api/auth/reset-password/:token', access: 'public', probe: { status: 400 } },
  { method: 'POST', path: '/api/auth/reset-password', access: 'public', probe: incomplete },
  { method: 'GET', path: '/api/auth/ok', access: 'public' },
  { method: 'GET', path: '/api/auth/error', access: 'public' },

  // the signed-in user's own account and sessions
  { method: 'POST', path: '/api/auth/verify-password', access: 'session', probe: { body: { password: 'not-the-password' }, status: 400 } },
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
  { method: 'POST', path: '/api/auth/update-session', access: 'session', probe: incomplete },
  { method: 'POST', path: '/api/auth/update-user', access: 'session', probe: incomplete },
  { method: 'POST', path: '/api/auth/delete-user', access: 'session', probe: { body: {}, refusalsOnly: true } },
  // account deletion through better-auth is switched off (404): it is POST /api/me/delete
  {
    method: 'GET',
    path: '/api/auth/delete-user/callback',
    access: 'public',
    probe: { path: '/api/auth/delete-user/callback?token=does-not-exist', status: 404 },
  },
  { method: 'GET', path: '/api/auth/list-sessions', access: 'session' },
  { method: 'POST', path: '/api/auth/revoke-session', access: 'session', probe: { body: { token: 'does-not-exist' }, status: 200 } },
  { method: 'POST', path: '/api/auth/revoke-sessions', access: 'session', probe: { refusalsOnly: true } },
  { method: 'POST', path: '/api/auth/revoke-other-sessions', access: 'session', probe: { refusalsOnly: true } },
  { method: 'POST', path: '/api/auth/link-social', access: 'session', probe: { body: { provider: 'google' }, status: 404 } },
  { method: 'GET', path: '/api/auth/list-accounts', access: 'session' },
  {
    method: 'POST',
    path: '/api/auth/unlink-account',
    access: 'session',
    probe: { body: { providerId: 'google', accountId: 'does-not-exist' }, status: 400 },
  },
  { method: 'POST', path: '/api/auth/refresh-token', access: 'session', probe: { body: { accountId: 'does-not-exist' }, status: 400 } },
  { method: 'POST', path: '/api/auth/get-access-token', access: 'session', probe: { body: { accountId: 'does-not-exist' }, status: 400 } },
  {
    method: 'GET',
    path: '/api/auth/account-info',
    access: 'session',
    probe: { path: '/api/auth/account-info?accountId=does-not-exist', status: 400 },
  },
];

// The route guards' decision as a pure function (docs/spec-notes.md, Route table and menu; Page permissions).
// The SPA's guards are for comfort only: the server enforces every rule again.
import { isPageAllowed, type PageKey } from '@common/domain/page-keys';
import type { Me } from '@common/schemas/me';

export type SessionStatus = 'pending' | 'error' | 'success';
export type AccessDecision = 'spinner' | 'login' | 'setPassword' | 'dashboard' | 'allow';

export interface AccessInput {
  /** State of the session lookup (GET /api/me). */
  status: SessionStatus;
  /** The last answer of the lookup, if any. */
  me?: Me;
  /** The lookup was answered with 401 (no or expired session). */
  isUnauthorized?: boolean;
  /** Page permission the route needs. */
  page?: PageKey;
  /** The route needs the admin role. */
  adminOnly?: boolean;
  /** The route needs the counsellor role (admins included: they manage counsellors in the console, not here). */
  counsellorOnly?: boolean;
}

export function decideAccess({
  status,
  me,
  isUnauthorized = false,
  page,
  adminOnly = false,
  counsellorOnly = false,
}: AccessInput): AccessDecision {
  // while the session is unknown a spinner is shown
  if (status === 'pending') return 'spinner';
  // a failed session check counts as not signed in; a failed re-check keeps a session we already know,
  // unless the server said the session is gone
  if (!me || (status === 'error' && isUnauthorized)) return 'login';
  // a generated password is replaced before anything else (docs/decisions/074-access-for-new-accounts.md)
  if (me.mustChangePassword) return 'setPassword';
  // a failed role lookup counts as not admin
  if (adminOnly && me.role !== 'admin') return 'dashboard';
  // a counsellor's own sessions need the linked profile behind the role; an admin has none of their own
  if (counsellorOnly && me.role !== 'counsellor') return 'dashboard';
  if (page && !isPageAllowed(me.role, me.permissions, page)) return 'dashboard';
  return 'allow';
}

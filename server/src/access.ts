// Who may call a route, declared by each feature next to its routes (<feature>.access.ts) and
// checked for every route by the authorization matrix (server/src/authorization-matrix.test.ts).
import type { PageKey } from '@common/domain';

/**
 * public: anyone; session: any signed-in user; admin: role admin; counsellor: role counsellor (not admins);
 * page: signed in and the page allowed (admins always);
 * apiKey: an active, unexpired integration key (a session does not count); closed: 404 for everyone
 * (a better-auth endpoint the platform does not serve, server/src/features/auth/auth.routes.ts).
 */
export type Access = 'public' | 'session' | 'admin' | 'counsellor' | 'apiKey' | 'closed' | { page: PageKey };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The request the matrix sends, and the status once every access check passes. */
export interface Probe {
  /** The concrete path when the route has parameters (default: each `:param` becomes `does-not-exist`). */
  path?: string;
  body?: unknown;
  /** Default 200; a deliberately incomplete body gives 400. */
  status?: number;
  /**
   * Call only the personas that must be refused: a permitted call would end the persona's session
   * or change shared state (sign-out, revoking sessions).
   */
  refusalsOnly?: boolean;
}

export interface RouteAccess {
  method: HttpMethod;
  /** The full path as registered, with `:param` placeholders (`/api/admin/users/:id`). */
  path: string;
  access: Access;
  probe?: Probe;
}

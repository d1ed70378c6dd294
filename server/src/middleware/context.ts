import type { PageKey, Role } from '@common/domain';
import type { Auth } from '../auth';
import type { Database } from '../db/client';
import type { Mailer } from '../mail/mailer';
import type { Logger } from 'pino';

export interface Viewer {
  userId: string;
  email: string;
  name: string;
  role: Role;
  mpuReason: string | null;
  mpuReasons: string[];
  /** Stored permission rows only; use isPageAllowed for the effective answer. */
  permissions: Partial<Record<PageKey, boolean>>;
}

export interface AppDeps {
  db: Database;
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
}

export interface AppEnv {
  Variables: AppDeps & { viewer: Viewer };
}

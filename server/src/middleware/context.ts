import type { Language, PageKey, Role } from '@common/domain';
import type { HealthDataConsentState } from '@common/schemas/me';
import type { Auth } from '../auth';
import type { AiEngine } from '../ai-engine';
import type { Database } from '../db/client';
import type { Mailer } from '../mail/mailer';
import type { MediaStorage } from '../media/media-storage';
import type { Logger } from 'pino';
import type { SessionProgress } from '../progress-counts';

export interface Viewer {
  userId: string;
  email: string;
  name: string;
  role: Role;
  mpuReason: string | null;
  mpuReasons: string[];
  tourSeen: boolean;
  /** The password is still the generated one (first-start admin): the web asks for an own one first. */
  mustChangePassword: boolean;
  /** The health-data consent (GDPR Art. 9): given, declined or withdrawn, or not asked yet. */
  healthDataConsent: HealthDataConsentState;
  /** The account language (profiles.language). */
  language: Language;
  /** From Persönliche Daten; empty until saved. */
  firstName: string;
  /** Stored permission rows only; use isPageAllowed for the effective answer. */
  permissions: Partial<Record<PageKey, boolean>>;
}

export interface AppConfig {
  appUrl: string;
  /** Operator setting: new learners may register (SIGNUP_ENABLED). */
  signupEnabled: boolean;
  /** Origins whose pages may send state-changing requests (APP_URL and TRUSTED_ORIGINS). */
  trustedOrigins: string[];
  /** Where backups are written and when the automatic one runs (the admin console shows the last). */
  backups?: { dir: string; schedule: { hour: number } | 'off' };
  /** VIDEO_CALL_BASE_URL without a trailing slash: a room per session for counsellors without a fixed link. */
  videoCallBaseUrl?: string;
}

export interface AppDeps {
  db: Database;
  auth: Auth;
  mailer: Mailer;
  /** Uploaded video files. */
  media: MediaStorage;
  logger: Logger;
  config: AppConfig;
  /** The assistant's and the trainer's engine: a model when OPENAI_API_KEY is set, else offline. */
  ai: AiEngine;
}

export interface AppEnv {
  Variables: AppDeps & {
    viewer: Viewer;
    /** Set by requireSessionWithProgress: the overview's counters and the content totals. */
    progress?: SessionProgress;
    /** Set by a route's requireSessionWith: what its companion read, in the route's own type. */
    sessionCompanion?: unknown;
    /** The client's address, for rate limits (X-Forwarded-For only when TRUST_PROXY). */
    clientIp: string;
    /** hono's request id (X-Request-Id); the request's logger carries it too. */
    requestId: string;
  };
}

// The only reader of process.env: validates configuration once and stops with one clear line.
import path from 'node:path';
import { z } from 'zod';

/**
 * Where the generated auth secret is kept unless AUTH_SECRET_FILE says otherwise: beside the data
 * folder (`./data` → `./data.auth-secret`), not in it, so a backup of the folder holds no key.
 */
export const authSecretFileBeside = (dataDir: string) => `${path.resolve(dataDir)}.auth-secret`;

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    /** The address users open; unset: http://localhost:PORT, and 127.0.0.1 and [::1] are trusted too. */
    APP_URL: z
      .url()
      .refine((url) => /^https?:\/\//.test(url), 'must start with http:// or https://')
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
    /** More addresses the platform is opened at (comma-separated), besides APP_URL. */
    TRUSTED_ORIGINS: z
      .string()
      .transform((list) =>
        list
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url().refine((url) => /^https?:\/\//.test(url), 'must list http:// or https:// addresses')))
      .default([]),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** The file the generated secret is kept in when AUTH_SECRET is unset; default beside DATA_DIR. */
    AUTH_SECRET_FILE: z.string().optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().default('MPU-Vorbereitung <no-reply@localhost>'),
    /** Unset: the assistant and the trainer answer offline from the platform's content (docs/decisions/054-ai-on-the-server.md). */
    OPENAI_API_KEY: z.string().optional(),
    /** Any OpenAI-compatible endpoint, e.g. http://localhost:11434/v1; unset: api.openai.com. */
    OPENAI_BASE_URL: z.url().optional(),
    AI_MODEL: z.string().default('gpt-4o-mini'),
    /** The longest one AI reply may take, retries included (milliseconds). */
    AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
    SIGNUP_ENABLED: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    TRUST_PROXY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    /** The German starter content on start: unset loads it into an empty embedded database, 'true' into any empty database, 'false' never. */
    SEED_DEMO: z.enum(['true', 'false']).optional(),
    /** How often the background job runner (learning reminders) looks for work, in milliseconds; ±20 % jitter. */
    JOB_POLL_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
    /** A self-hosted Jitsi (or compatible) address: a counsellor without a fixed video link gets a room there per session. */
    VIDEO_CALL_BASE_URL: z
      .url()
      .refine((value) => value.startsWith('https://'), 'must start with https://')
      .transform((value) => value.replace(/\/+$/, ''))
      .optional(),
    /** GET /metrics answers whoever sends it as a Bearer token; unset: only requests from this machine (not through a proxy). */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    /** On SIGTERM/SIGINT: how long requests under way may take to finish before the server stops anyway (milliseconds). */
    STOP_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(8_000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Uploaded videos in an S3-compatible bucket instead of DATA_DIR/media (several instances share it). */
    S3_BUCKET: z.string().optional(),
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_PREFIX: z.string().optional(),
    /**
     * Automatic backups (docs/decisions/087-backups.md): 'daily' (at 3 o'clock German time), an hour
     * 0–23, or 'off'. Unset: daily on the embedded database, off on PostgreSQL.
     */
    BACKUP_SCHEDULE: z
      .string()
      .regex(/^(daily|off|[01]?\d|2[0-3])$/, "must be 'daily', 'off' or an hour from 0 to 23")
      .optional(),
    /** How many automatic backups stay: the newest of each of the last N days and of the last M weeks. */
    BACKUP_KEEP: z
      .string()
      .regex(/^\d+d(,\s*\d+w)?$/, "must look like '7d,4w' (7 daily, 4 weekly)")
      .default('7d,4w'),
    /** Where automatic backups and `npm run backup` write; default DATA_DIR/backups. */
    BACKUP_DIR: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    if (!env.S3_BUCKET) return;
    for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when S3_BUCKET is set' });
    }
  })
  .transform(({ APP_URL, TRUSTED_ORIGINS, AUTH_SECRET_FILE, ...rest }) => {
    const env = {
      ...rest,
      AUTH_SECRET_FILE: AUTH_SECRET_FILE ?? authSecretFileBeside(rest.DATA_DIR),
      BACKUP_DIR: rest.BACKUP_DIR ?? path.join(rest.DATA_DIR, 'backups'),
    };
    const origin = (url: string) => new URL(url).origin;
    if (APP_URL) return { ...env, APP_URL, TRUSTED_ORIGINS: [...new Set([origin(APP_URL), ...TRUSTED_ORIGINS.map(origin)])] };
    // opened on this machine: every loopback name of the port works, so sign-in does not depend on which one the browser shows
    const local = [`http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`, `http://[::1]:${env.PORT}`];
    return { ...env, APP_URL: local[0]!, TRUSTED_ORIGINS: [...new Set([...local, ...TRUSTED_ORIGINS.map(origin)])] };
  });

export type Env = z.infer<typeof EnvSchema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // empty strings count as unset, so `FOO= npm start` behaves like no FOO
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const name = String(issue.path[0] ?? 'environment');
  // the variable and the rule only: the rejected value may be a secret or a URL with a password
  console.error(`Configuration error: ${name} ${issue.message}`);
  process.exit(1);
}

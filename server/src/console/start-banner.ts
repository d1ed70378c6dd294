// What a person who typed `npm start` in a terminal needs to see once: where to open the platform,
// where its mails, data and backups go, which AI answers. Never a password or a token.
import path from 'node:path';
import type { Env } from '../env';

export interface StartFacts {
  env: Pick<
    Env,
    'APP_URL' | 'DATA_DIR' | 'DATABASE_URL' | 'SMTP_URL' | 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'AI_MODEL' | 'METRICS_TOKEN' | 'LOG_LEVEL'
  >;
  /** How long the start took, in milliseconds. */
  startupMs: number;
  /** Unset: DATA_DIR/backups. */
  backupDir?: string;
  /** The automatic backups (BACKUP_SCHEDULE): off, or daily from this hour (German time). */
  backupSchedule?: 'off' | { hour: number };
  /** What this start did once (the first administrator's password, the starter content), shown first. */
  notes?: string[];
}

/** host:port/database of a PostgreSQL or SMTP address, without user or password. */
function serverOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.host}${parsed.pathname.length > 1 ? parsed.pathname : ''}`;
}

function describeBackups(dir: string, schedule: StartFacts['backupSchedule']): string {
  if (schedule === undefined) return dir;
  if (schedule === 'off') return `${dir} (npm run backup; automatic backups off: BACKUP_SCHEDULE)`;
  return `${dir} (daily from ${schedule.hour}:00 German time, and npm run backup)`;
}

/** Where things are, as the facts of the start (also logged as JSON when no terminal shows the banner). */
export function describeStart({ env, backupDir, backupSchedule }: Pick<StartFacts, 'env' | 'backupDir' | 'backupSchedule'>) {
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    url: env.APP_URL,
    database: env.DATABASE_URL ? `PostgreSQL at ${serverOf(env.DATABASE_URL)}` : `embedded (PGlite) in ${path.join(dataDir, 'db')}`,
    mail: env.SMTP_URL
      ? `sent through SMTP at ${serverOf(env.SMTP_URL)}`
      : `written as files to ${path.join(dataDir, 'outbox')} (no SMTP_URL set)`,
    ai: env.OPENAI_API_KEY
      ? `model ${env.AI_MODEL} at ${env.OPENAI_BASE_URL ? new URL(env.OPENAI_BASE_URL).host : 'api.openai.com'}`
      : "offline: answers from the platform's own content (no OPENAI_API_KEY set)",
    backups: describeBackups(backupDir ? path.resolve(backupDir) : path.join(dataDir, 'backups'), backupSchedule),
    metrics: `${env.APP_URL}/metrics (${env.METRICS_TOKEN ? 'with the Bearer token METRICS_TOKEN' : 'from this machine only; set METRICS_TOKEN for a scraper elsewhere'})`,
  };
}

/** The banner's lines, framed. */
export function formatStartBanner(facts: StartFacts): string {
  const where = describeStart(facts);
  const seconds = (facts.startupMs / 1000).toFixed(1);
  const notes = facts.notes?.length ? [...facts.notes, ''] : [];
  const rows = [
    ...notes,
    `MPU platform is running: ${where.url}   (started in ${seconds} s)`,
    '',
    `  Database  ${where.database}`,
    `  Mail      ${where.mail}`,
    `  AI        ${where.ai}`,
    `  Backups   ${where.backups}`,
    `  Metrics   ${where.metrics}`,
    '',
    ['debug', 'trace'].includes(facts.env.LOG_LEVEL)
      ? 'One line per request follows (LOG_LEVEL=debug). Stop with Ctrl+C.'
      : 'Requests are not listed here; LOG_LEVEL=debug shows one line each. Stop with Ctrl+C.',
  ];
  const rule = '─'.repeat(Math.min(100, Math.max(...rows.map((row) => row.length))));
  return `\n${rule}\n${rows.join('\n')}\n${rule}\n`;
}

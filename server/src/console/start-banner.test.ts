// The start banner a person sees after `npm start` in a terminal: the address, where mails, data and
// backups go, which AI answers; never a password or a token.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatStartBanner } from './start-banner';

const BASE = {
  APP_URL: 'http://localhost:3000',
  DATA_DIR: '/srv/mpu/data',
  DATABASE_URL: undefined,
  SMTP_URL: undefined,
  OPENAI_API_KEY: undefined,
  OPENAI_BASE_URL: undefined,
  AI_MODEL: 'gpt-4o-mini',
  METRICS_TOKEN: undefined,
  LOG_LEVEL: 'info' as const,
};

describe('formatStartBanner', () => {
  it('on a fresh machine: the address, the embedded database, the outbox, the offline AI and the backups folder', () => {
    const banner = formatStartBanner({ env: BASE, startupMs: 1234, backupDir: '/srv/mpu/data/backups', backupSchedule: { hour: 3 } });
    const lines = banner.split('\n');
    expect(lines).toContain('MPU platform is running: http://localhost:3000   (started in 1.2 s)');
    expect(lines).toContain('  Database  embedded (PGlite) in /srv/mpu/data/db');
    expect(lines).toContain('  Mail      written as files to /srv/mpu/data/outbox (no SMTP_URL set)');
    expect(lines).toContain("  AI        offline: answers from the platform's own content (no OPENAI_API_KEY set)");
    expect(lines).toContain('  Backups   /srv/mpu/data/backups (daily from 3:00 German time, and npm run backup)');
    expect(lines).toContain(
      '  Metrics   http://localhost:3000/metrics (from this machine only; set METRICS_TOKEN for a scraper elsewhere)',
    );
    expect(lines).toContain('Requests are not listed here; LOG_LEVEL=debug shows one line each. Stop with Ctrl+C.');
  });

  it('in production: the servers by host only, never the passwords, the key or the token', () => {
    const banner = formatStartBanner({
      env: {
        ...BASE,
        APP_URL: 'https://mpu.example.org',
        DATA_DIR: './data',
        DATABASE_URL: 'postgres://mpu:db-secret@db.internal:5432/mpu',
        SMTP_URL: 'smtps://mailer:smtp-secret@mail.example.org:465',
        OPENAI_API_KEY: 'sk-the-key',
        OPENAI_BASE_URL: 'http://localhost:11434/v1',
        AI_MODEL: 'llama3.1',
        METRICS_TOKEN: 'metrics-token-0123456789',
        LOG_LEVEL: 'debug',
      },
      startupMs: 480,
      backupDir: './data/backups',
      backupSchedule: 'off',
    });
    const lines = banner.split('\n');
    expect(lines).toContain('MPU platform is running: https://mpu.example.org   (started in 0.5 s)');
    expect(lines).toContain('  Database  PostgreSQL at db.internal:5432/mpu');
    expect(lines).toContain('  Mail      sent through SMTP at mail.example.org:465');
    expect(lines).toContain('  AI        model llama3.1 at localhost:11434');
    expect(lines).toContain(`  Backups   ${path.resolve('./data/backups')} (npm run backup; automatic backups off: BACKUP_SCHEDULE)`);
    expect(lines).toContain('  Metrics   https://mpu.example.org/metrics (with the Bearer token METRICS_TOKEN)');
    expect(lines).toContain('One line per request follows (LOG_LEVEL=debug). Stop with Ctrl+C.');
    for (const secret of ['db-secret', 'smtp-secret', 'sk-the-key', 'metrics-token-0123456789', 'mailer:'])
      expect(banner).not.toContain(secret);
  });

  it('on the first start: the administrator and the starter content first, inside the same frame', () => {
    const banner = formatStartBanner({
      env: BASE,
      startupMs: 10_800,
      notes: ['First start: an administrator account was created.', '  E-Mail:   admin@example.com'],
    });
    const lines = banner.split('\n');
    // a blank line, the frame, the notes, a blank line, the address … the frame, a blank line
    expect(lines.slice(2, 6)).toEqual([
      'First start: an administrator account was created.',
      '  E-Mail:   admin@example.com',
      '',
      'MPU platform is running: http://localhost:3000   (started in 10.8 s)',
    ]);
    expect(lines[1]).toMatch(/^─+$/);
    expect(lines.at(-2)).toBe(lines[1]);
    expect(lines.filter((line) => /^─+$/.test(line))).toHaveLength(2);
  });
});

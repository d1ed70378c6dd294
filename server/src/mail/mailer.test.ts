import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { isLoopbackUrl } from '../runtime';
import { createMailer } from './mailer';

const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpu-outbox-'));
afterAll(() => fs.rmSync(outboxDir, { recursive: true, force: true }));

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.geheim.signatur';
const message = {
  to: 'lena@example.org',
  subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
  text: `Bitte öffnen Sie https://mpu.example.org/auth/callback?token=${TOKEN}`,
  html: '<p>…</p>',
};

async function logOf(logLinks: boolean | undefined) {
  const lines: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
  await createMailer({ from: 'test@localhost', outboxDir, logger, ...(logLinks === undefined ? {} : { logLinks }) }).send(message);
  return lines.join('');
}

describe('outbox mailer log', () => {
  it('names the .eml file but never the link with its token on a public installation', async () => {
    const log = await logOf(undefined);
    expect(log).toContain(outboxDir);
    expect(log).not.toContain(TOKEN);
    const [file] = fs.readdirSync(outboxDir);
    expect(fs.readFileSync(path.join(outboxDir, file!), 'utf8')).toContain('lena@example.org');
  });

  it('prints the link where the log stays on this machine (development, loopback address)', async () => {
    expect(await logOf(true)).toContain(TOKEN);
  });

  it('counts only loopback names as this machine', () => {
    expect(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'].map(isLoopbackUrl)).toEqual([true, true, true]);
    expect(['https://mpu.example.org', 'http://10.0.0.5:3000'].map(isLoopbackUrl)).toEqual([false, false]);
  });
});

// The log in a terminal: one short line per entry, the request lines as a person scans them.
import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { LOG_OPTIONS } from '../logging';
import { formatLogEntry, humanDestination } from './log-format';

// 2026-11-26 14:05:09 local time
const AT = new Date(2026, 10, 26, 14, 5, 9).getTime();

describe('formatLogEntry', () => {
  it('shows a request as method, path, status and duration', () => {
    const entry = {
      level: 20,
      time: AT,
      pid: 4711,
      hostname: 'web-1',
      method: 'GET',
      path: '/api/courses',
      status: 200,
      durationMs: 12,
      requestId: 'abc',
      msg: 'request',
    };
    expect(formatLogEntry(entry)).toBe('14:05:09 DEBUG GET /api/courses 200 12 ms\n');
  });

  it('shows any other entry as its message and its fields, without pid and host', () => {
    const entry = {
      level: 30,
      time: AT,
      pid: 4711,
      hostname: 'web-1',
      counts: { questions: 120 },
      file: '/srv/data/outbox/a b.eml',
      msg: 'starter content loaded',
    };
    expect(formatLogEntry(entry)).toBe('14:05:09 INFO  starter content loaded counts={"questions":120} file="/srv/data/outbox/a b.eml"\n');
  });

  it("puts an error's stack under the line, indented", () => {
    const entry = {
      level: 50,
      time: AT,
      err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at main (server/src/index.ts:1:1)' },
      msg: 'request failed',
    };
    expect(formatLogEntry(entry)).toBe('14:05:09 ERROR request failed\n    Error: boom\n    at main (server/src/index.ts:1:1)\n');
  });

  it('colours warnings and errors only when asked to', () => {
    expect(formatLogEntry({ level: 40, time: AT, msg: 'slow' }, { colour: true })).toBe('14:05:09 \u001b[33mWARN \u001b[0m slow\n');
    expect(formatLogEntry({ level: 40, time: AT, msg: 'slow' })).toBe('14:05:09 WARN  slow\n');
  });
});

describe('humanDestination', () => {
  it("turns pino's JSON into lines and passes anything else through", () => {
    const written: string[] = [];
    const destination = humanDestination({ write: (text) => written.push(text) });
    const logger = pino({ ...LOG_OPTIONS, level: 'info', timestamp: () => `,"time":${AT}` }, destination);
    logger.info({ to: 'kunde@example.org' }, 'mail sent');
    logger.debug('not at info');
    destination.write('plain text\n');
    expect(written).toEqual(['14:05:09 INFO  mail sent to=kunde@example.org\n', 'plain text\n']);
  });
});

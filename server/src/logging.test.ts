import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LOG_OPTIONS } from './logging';
import { startTestPlatform, type TestPlatform } from './test/test-app';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

it('logs a failed query with its statement and error code, without the values it was given', async () => {
  const error = await platform.db.execute(sql`select ${'Geburtstag 1990-04-12 Lena'}::int as value`).catch((caught: unknown) => caught);
  const lines: string[] = [];
  pino(LOG_OPTIONS, { write: (line: string) => void lines.push(line) }).error({ err: error }, 'request failed');
  const logged = JSON.parse(lines[0]!) as { err: { query: string; code: string } };
  expect(logged.err.query).toContain('select $1::int');
  // 22P02 invalid_text_representation, on PGlite and PostgreSQL alike
  expect(logged.err.code).toBe('22P02');
  expect(lines[0]).not.toContain('Lena');
});

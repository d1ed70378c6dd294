// The log tells an operator what failed, never whose data: a failed query is logged with its
// statement (parameterised, so without values) and the database's error code, not the parameters
// drizzle attaches (names, birth dates, hobbies: health-adjacent data) or the driver's message,
// which can quote a value ('invalid input syntax for type integer: "…"').
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pino, { type LoggerOptions } from 'pino';
import { humanDestination } from './console/log-format';

interface DatabaseErrorFields {
  code?: string;
  table?: string;
  column?: string;
  constraint?: string;
}

export function serializeError(error: unknown): unknown {
  if (error instanceof DrizzleQueryError) {
    const cause = (error.cause ?? {}) as DatabaseErrorFields;
    return {
      type: 'DrizzleQueryError',
      message: 'Failed query',
      query: error.query,
      code: cause.code,
      table: cause.table,
      column: cause.column,
      constraint: cause.constraint,
      // the stack starts with the message, parameters included: keep the frames only
      stack: error.stack
        ?.split('\n')
        .filter((line) => line.trimStart().startsWith('at '))
        .join('\n'),
    };
  }
  return pino.stdSerializers.err(error as Error);
}

export const LOG_OPTIONS: LoggerOptions = { serializers: { err: serializeError } };

/**
 * The process's logger: JSON lines, as process managers and log collectors read them; in a terminal
 * (`human`) short readable lines instead.
 */
export function createLogger({ level, human }: { level: string; human: boolean }) {
  if (!human) return pino({ ...LOG_OPTIONS, level });
  return pino({ ...LOG_OPTIONS, level }, humanDestination(process.stdout, { colour: process.stdout.hasColors?.() ?? false }));
}

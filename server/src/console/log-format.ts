// The log as a person reads it in a terminal: one short line per entry instead of pino's JSON, which
// stays for process managers and log collectors (docs/decisions/088-metrics-and-console.md).

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const COLOURS: Record<number, string> = { 10: '90', 20: '90', 40: '33', 50: '31', 60: '31' };
/** pino's own fields, shown in the line's head or not at all. */
const OMITTED = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'v', 'err']);

function clock(time: unknown): string {
  const date = typeof time === 'number' ? new Date(time) : new Date();
  return [date.getHours(), date.getMinutes(), date.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');
}

function show(value: unknown): string {
  if (typeof value === 'string') return /\s/.test(value) || value === '' ? JSON.stringify(value) : value;
  return JSON.stringify(value);
}

/** One pino entry (parsed JSON) as a line of text, with a newline; `colour` for a terminal that shows it. */
export function formatLogEntry(entry: Record<string, unknown>, options: { colour?: boolean } = {}): string {
  const level = typeof entry.level === 'number' ? entry.level : 30;
  const name = (LEVELS[level] ?? String(level)).padEnd(5);
  const paint = (text: string) => (options.colour && COLOURS[level] ? `\u001b[${COLOURS[level]}m${text}\u001b[0m` : text);
  let text: string;
  if (entry.msg === 'request' && typeof entry.method === 'string') {
    // a request line: what a person scans for (the request id stays in the JSON log)
    text = `${entry.method} ${String(entry.path)} ${String(entry.status)} ${String(entry.durationMs)} ms`;
  } else {
    const fields = Object.entries(entry)
      .filter(([key, value]) => !OMITTED.has(key) && value !== undefined)
      .map(([key, value]) => `${key}=${show(value)}`);
    text = [String(entry.msg ?? ''), ...fields].filter(Boolean).join(' ');
  }
  let line = `${clock(entry.time)} ${paint(name)} ${text}`;
  const err = entry.err as { message?: unknown; stack?: unknown } | undefined;
  if (err) {
    // the stack says where; its first line repeats the message
    const stack = typeof err.stack === 'string' ? err.stack : String(err.message ?? '');
    line += `\n${stack
      .split('\n')
      .map((frame) => `    ${frame.trim()}`)
      .join('\n')}`;
  }
  return `${line}\n`;
}

/** A pino destination that writes formatted lines to `out` (a line that is not JSON passes unchanged). */
export function humanDestination(out: { write(text: string): unknown }, options: { colour?: boolean } = {}) {
  return {
    write(line: string) {
      let entry: Record<string, unknown>;
      try {
        entry = JSON.parse(line) as Record<string, unknown>;
      } catch {
        out.write(line);
        return;
      }
      out.write(formatLogEntry(entry, options));
    },
  };
}

import fs from 'node:fs';
import path from 'node:path';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The file e2e/support/shifted-clock.mjs watches in this worker's server. */
export const clockFile = (dataDir: string) => path.join(dataDir, 'e2e-clock-offset-ms');

/**
 * Moves the clock of the server with this data folder (e2eServer().dataDir) the given number of days
 * ahead of the real one; 0 sets it back. The server reads it within a tenth of a second: wait for
 * what it changes.
 */
export function shiftServerClock(dataDir: string, days: number) {
  fs.writeFileSync(clockFile(dataDir), String(days * DAY_MS));
}

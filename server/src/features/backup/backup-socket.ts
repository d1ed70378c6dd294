// `npm run backup` while the server holds the embedded database: the command cannot open the data
// folder (db/lock.ts), so it asks the server through a Unix socket in DATA_DIR. Only who may read
// the data folder may connect (the socket is 0600, like the folder's files); nothing is reachable
// over the network.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Logger } from 'pino';
import { createBackup } from './backup.service';
import type { BackupSources } from './backup-archive';

export const BACKUP_SOCKET = 'backup.sock';

export interface BackupReply {
  file: string;
  size: number;
  tables: number;
  mediaFiles: number;
}

export async function startBackupSocket(options: {
  dataDir: string;
  dir: string;
  sources: BackupSources;
  logger: Logger;
}): Promise<() => Promise<void>> {
  const socketPath = path.join(path.resolve(options.dataDir), BACKUP_SOCKET);
  // a socket left by a server that was killed: nobody listens on it any more (the data-folder lock says so)
  await fs.promises.rm(socketPath, { force: true });
  let running: Promise<unknown> = Promise.resolve();
  const server = http.createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== '/backup') {
      response.writeHead(404).end();
      return;
    }
    // one at a time: a second request waits for the first
    const job = running.then(() => createBackup({ sources: options.sources, dir: options.dir, kind: 'manual' }));
    running = job.catch(() => {});
    job.then(
      ({ file, size, manifest }) => {
        const reply: BackupReply = {
          file,
          size,
          tables: Object.keys(manifest.database.tables).length,
          mediaFiles: manifest.media.storage === 'local' ? manifest.media.files : manifest.media.objects.length,
        };
        options.logger.info({ file, bytes: size }, 'backup written (npm run backup)');
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reply));
      },
      (error: unknown) => {
        options.logger.error({ err: error }, 'backup failed');
        response
          .writeHead(500, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: error instanceof Error ? error.message : String(error) }));
      },
    );
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => resolve());
    });
    await fs.promises.chmod(socketPath, 0o600);
  } catch (error) {
    // e.g. a DATA_DIR path longer than a socket address allows (about 100 bytes)
    options.logger.warn(
      { err: error, socketPath },
      'npm run backup cannot reach this server; stop it to back up, or use the automatic backups',
    );
    return async () => {};
  }
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await fs.promises.rm(socketPath, { force: true });
  };
}

/** Asks the running server for a backup; null when no server listens in this data folder. */
export function requestBackupFromServer(dataDir: string): Promise<BackupReply | null> {
  const socketPath = path.join(path.resolve(dataDir), BACKUP_SOCKET);
  return new Promise((resolve, reject) => {
    const request = http.request({ socketPath, path: '/backup', method: 'POST' }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        const parsed = JSON.parse(body) as BackupReply & { error?: string };
        if (response.statusCode === 200) resolve(parsed);
        else reject(new Error(`the server could not write the backup: ${parsed.error ?? response.statusCode}`));
      });
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
    request.end();
  });
}

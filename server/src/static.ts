// Production: the built SPA from web/dist, with history-API fallback to index.html.
import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './middleware/context';

export function mountWebApp(app: Hono<AppEnv>, distDir: string): boolean {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return false;
  // read once: the build does not change while the server runs
  const indexHtml = fs.readFileSync(indexFile, 'utf8');
  const root = path.relative(process.cwd(), distDir) || '.';
  app.use(
    '/assets/*',
    async (c, next) => {
      await next();
      // file names carry a content hash
      if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
    serveStatic({ root }),
  );
  app.use('*', serveStatic({ root }));
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
  return true;
}

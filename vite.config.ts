import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { LANGUAGES } from './common/src/domain/value-sets.js';
import { precompress } from './web/build/precompress-plugin.js';
import { prerender } from './web/build/prerender-plugin.js';
import { routePreloads } from './web/build/route-preloads-plugin.js';
import { serviceWorker } from './web/build/service-worker-plugin.js';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The SPA lives in web/; the API server (server/) serves web/dist in production and is reached
// through the proxy in development, so the browser's Origin stays the app's (better-auth checks it).
export default defineConfig({
  root: fromRoot('./web'),
  publicDir: fromRoot('./web/public'),
  // routePreloads: which chunks each page needs (index.html links them); precompress: .br/.gz copies;
  // prerender: the sign-in page's markup per language, which the server puts into its index.html;
  // serviceWorker: sw.js, which keeps the app and a running question round usable offline
  plugins: [react(), tailwindcss(), routePreloads(), precompress(), prerender({ languages: LANGUAGES }), serviceWorker()],
  resolve: {
    alias: {
      '@common': fromRoot('./common/src'),
    },
  },
  build: {
    outDir: fromRoot('./web/dist'),
    emptyOutDir: true,
    sourcemap: false,
    // the 'initial' group below is one file by design (about 560 kB minified, 150 kB brotli on
    // 2026-11-27); Vite's default 500 kB note reads like a failure to a newcomer. Above 600 kB it
    // speaks again: then the first load grew, see docs/performance.md (Lighthouse)
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // the '[PLUGIN_TIMINGS]' note (which plugin took how long) reads like a failure to someone
      // running their first build; prerender and precompress are slow by nature
      checks: { bundlerTimings: false },
      output: {
        // what every page needs (the entry and its static imports) in one file instead of about 20
        // small ones: fewer requests on the first load; the pages stay chunks of their own. The small
        // pieces the sign-in page shares with other pages (banner, card, text field, its texts and
        // requests) are one file too: the first page most visitors see makes 3 requests for its code
        // instead of 8 (each answer's headers are bytes on a slow phone connection as well)
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'] },
            {
              name: 'sign-in',
              // not the Turkish and English texts: the texts module loads them with a dynamic import while
              // it runs, which would wait for this very file and never end
              test: /web\/src\/(components\/ui\/(banner|card|text-field|field-parts)|lib\/account-language|features\/auth\/(locales\/(index\.ts|de\.json)|components|api\/(sign-in|send-verification-email|auth-messages)))\b/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
});

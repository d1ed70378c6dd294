// Build step: which code chunks (and API answers) each page's first load needs besides the entry,
// written to web/dist/route-preloads.json ({ "/login": ["/assets/login-page-Ab1.js", …] }). The server
// puts them into that page's index.html as <link rel="modulepreload"> (API answers: a fetch preload),
// so the browser fetches a page's chunk and data together with the entry instead of after it has run
// (no waterfall entry → router → page → data). Without this file the server sends index.html as it is.
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * URL path → the modules (relative to web/) the router loads lazily for it (web/src/app/router.tsx).
 * '/dashboard/*' stands for every other page below /dashboard (the shell; the page itself varies).
 * The build fails when a module here is not a lazily loaded chunk any more, so a renamed page is
 * noticed; a page missing here only loads its chunk after the entry, as before.
 */
export const ROUTE_MODULES: Record<string, string[]> = {
  '/login': ['src/features/auth/pages/login-page.tsx'],
  '/register': ['src/features/auth/pages/register-page.tsx'],
  '/reset-password': ['src/features/auth/pages/reset-password-page.tsx'],
  '/reset-password-confirm': ['src/features/auth/pages/reset-password-confirm-page.tsx'],
  '/dashboard': ['src/app/shell/app-shell.tsx', 'src/features/dashboard/pages/overview-page.tsx'],
  '/dashboard/statistics': ['src/app/shell/app-shell.tsx', 'src/features/statistics/pages/statistics-page.tsx'],
  '/dashboard/*': ['src/app/shell/app-shell.tsx'],
};

/**
 * URL path → the API answers its loaders request first (web/src/app/route-loaders.ts): the viewer for
 * every page below /dashboard, the overview's figures on /dashboard, the statistics of the default period
 * on /dashboard/statistics. index.html preloads them, so they arrive while the code is still loading.
 */
export const ROUTE_DATA: Record<string, string[]> = {
  '/dashboard': ['/api/me', '/api/dashboard'],
  // the default period; with ?tage=90 the page asks for its own and this answer goes unused
  '/dashboard/statistics': ['/api/me', '/api/statistics?days=30'],
  '/dashboard/*': ['/api/me'],
};

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** `fileName` and every chunk it imports statically, depth first (dependencies before dependants). */
function staticClosure(bundle: OutputBundle, fileName: string, seen = new Set<string>()): string[] {
  if (seen.has(fileName)) return [];
  seen.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type !== 'chunk') return [];
  return [...chunk.imports.flatMap((imported) => staticClosure(bundle, imported, seen)), fileName];
}

export function routePreloads(): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'mpu:route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      // index.html already preloads the entry and what it imports
      const inEntry = new Set(staticClosure(bundle, entry.fileName));
      const preloads: Record<string, string[]> = {};
      for (const [route, modules] of Object.entries(ROUTE_MODULES)) {
        const files = new Set<string>();
        for (const module of modules) {
          const id = path.resolve(root, module);
          const chunk = chunks.find((candidate) => candidate.facadeModuleId === id && candidate.isDynamicEntry);
          if (!chunk) this.error(`route-preloads: ${module} (for ${route}) is not a lazily loaded chunk; update ROUTE_MODULES`);
          for (const file of staticClosure(bundle, chunk.fileName)) if (!inEntry.has(file)) files.add(file);
        }
        preloads[route] = [...[...files].map((file) => `${base}${file}`), ...(ROUTE_DATA[route] ?? [])];
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 2)}\n` });
    },
  };
}

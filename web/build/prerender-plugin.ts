// Build step: the markup of the first public pages (web/src/prerender/render-public-page.tsx) in every
// interface language, written to web/dist/prerendered.json ({ "/login": { "de": "<div …>", … },
// "*": { … the loading screen … } }). The server puts the one for the request's language into that
// page's index.html (every other page gets the loading screen), so a phone on a slow network paints
// the sign-in form, or at least the spinner, from the HTML instead of after the JavaScript has arrived
// and run. Without the file the server sends index.html with an empty root, as before.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';

export const PRERENDERED_FILE = 'prerendered.json';
/** The key of the loading screen, which every page without markup of its own starts with. */
export const EVERY_OTHER_PAGE = '*';

const ENTRY = 'src/prerender/render-public-page.tsx';

interface PrerenderModule {
  PRERENDERED_PATHS: string[];
  renderPublicPage(path: string, language: string): string;
  renderLoadingScreen(language: string): string;
}

/** Builds the render module for Node (dependencies stay in node_modules) and imports it. */
async function loadRenderer(root: string, alias: Record<string, string>, cacheDir: string): Promise<PrerenderModule> {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    mode: 'production',
    resolve: { alias },
    plugins: [react()],
    build: { ssr: path.join(root, ENTRY), outDir: cacheDir, emptyOutDir: true, copyPublicDir: false },
  });
  const file = fs.readdirSync(cacheDir).find((name) => /^render-public-page\.m?js$/.test(name));
  if (!file) throw new Error(`prerender: the build of ${ENTRY} wrote no module into ${cacheDir}`);
  return (await import(`${pathToFileURL(path.join(cacheDir, file)).href}?${Date.now()}`)) as PrerenderModule;
}

export function prerender(options: { languages: readonly string[] }): Plugin {
  let root = '';
  let outDir = '';
  let cacheDir = '';
  let alias: Record<string, string> = {};
  return {
    name: 'mpu:prerender',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      cacheDir = path.join(config.cacheDir, 'prerender');
      alias = Object.fromEntries(
        config.resolve.alias.flatMap((entry) => (typeof entry.find === 'string' ? [[entry.find, entry.replacement]] : [])),
      );
    },
    async closeBundle() {
      const started = performance.now();
      const renderer = await loadRenderer(root, alias, cacheDir);
      const pages: Record<string, Record<string, string>> = {};
      for (const pagePath of renderer.PRERENDERED_PATHS) {
        pages[pagePath] = Object.fromEntries(
          options.languages.map((language) => [language, renderer.renderPublicPage(pagePath, language)]),
        );
      }
      pages[EVERY_OTHER_PAGE] = Object.fromEntries(options.languages.map((language) => [language, renderer.renderLoadingScreen(language)]));
      fs.writeFileSync(path.join(outDir, PRERENDERED_FILE), `${JSON.stringify(pages, null, 2)}\n`);
      this.info(
        `prerendered ${Object.keys(pages).join(', ')} in ${options.languages.join(', ')} in ${Math.round(performance.now() - started)} ms`,
      );
    },
  };
}

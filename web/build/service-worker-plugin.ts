// Build step: web/src/service-worker/sw.ts → web/dist/sw.js, one classic script with the list of the
// build's files and a version derived from their (hashed) names, so every build that changes a file
// is a new worker the browser installs (docs/decisions/081-installable-offline-practice.md).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import { selectPrecacheFiles } from '../src/lib/offline/cache-rules.js';

const ENTRY = 'src/service-worker/sw.ts';

function listPublicFiles(dir: string, prefix = ''): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listPublicFiles(path.join(dir, entry.name), relative) : [relative];
  });
}

export function serviceWorker(): Plugin {
  let root = '';
  let outDir = '';
  let publicDir = '';
  let alias: Record<string, string> = {};
  let bundleFiles: string[] = [];
  return {
    name: 'mpu:service-worker',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      publicDir = config.publicDir;
      alias = Object.fromEntries(
        config.resolve.alias.flatMap((entry) => (typeof entry.find === 'string' ? [[entry.find, entry.replacement]] : [])),
      );
    },
    writeBundle(_options, bundle) {
      bundleFiles = Object.keys(bundle);
    },
    async closeBundle() {
      // only what is really in the output: one missing file fails the worker's whole installation
      const written = [...bundleFiles, ...listPublicFiles(publicDir)].filter((file) => fs.existsSync(path.join(outDir, file)));
      const files = selectPrecacheFiles(written);
      const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        mode: 'production',
        publicDir: false,
        resolve: { alias },
        define: { __PRECACHE_FILES__: JSON.stringify(files), __SHELL_VERSION__: JSON.stringify(version) },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          minify: true,
          lib: { entry: path.join(root, ENTRY), formats: ['iife'], name: 'mpuServiceWorker', fileName: () => 'sw.js' },
        },
      });
      this.info(`service worker: ${files.length} files, version ${version}`);
    },
  };
}

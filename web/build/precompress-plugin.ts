// Build step: brotli (quality 11) and gzip (level 9) copies of every text file of the build above
// 1 kB, next to the original (app-Bx1.js → app-Bx1.js.br, app-Bx1.js.gz). The server
// (server/src/static.ts) sends the copy the browser accepts, so nothing is compressed per request.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats worth compressing; images other than SVG and fonts are compressed already. */
export const PRECOMPRESSED_EXTENSIONS = ['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.xml', '.map'];
/** Below this, headers cost more than the compression saves. */
export const PRECOMPRESS_MIN_BYTES = 1024;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? listFiles(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

/** Writes `.br` and `.gz` siblings of the compressible files in `dir`; returns how many files it compressed. */
export async function precompressDirectory(dir: string): Promise<number> {
  const files = (await listFiles(dir)).filter((file) => PRECOMPRESSED_EXTENSIONS.includes(path.extname(file)));
  let count = 0;
  await Promise.all(
    files.map(async (file) => {
      const content = await fs.readFile(file);
      if (content.length < PRECOMPRESS_MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      // a copy that is not smaller would only cost a header: the server then sends the original
      if (br.length < content.length) await fs.writeFile(`${file}.br`, br);
      if (gz.length < content.length) await fs.writeFile(`${file}.gz`, gz);
      count++;
    }),
  );
  return count;
}

/** Vite plugin: precompresses the output folder once the bundle is written (build only). */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'mpu:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const started = performance.now();
      const count = await precompressDirectory(outDir);
      this.info(`precompressed ${count} files (brotli 11, gzip 9) in ${Math.round(performance.now() - started)} ms`);
    },
  };
}

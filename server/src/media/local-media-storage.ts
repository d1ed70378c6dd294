// Files under one folder (DATA_DIR/media): written to a temporary name and renamed when complete.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteRange, MediaStorage, StoredObject } from './media-storage';

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

export function createLocalMediaStorage(root: string): MediaStorage {
  const fileOf = (key: string) => {
    // keys come from the platform; this guards against a bug turning one into a path outside root
    if (!SAFE_KEY.test(key) || key.split('/').includes('..')) throw new Error(`Invalid media key: ${key}`);
    return path.join(root, key);
  };
  const typeFileOf = (key: string) => `${fileOf(key)}.type`;

  return {
    async put(key, body, { contentType }) {
      const target = fileOf(key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      const partial = `${target}.${crypto.randomBytes(6).toString('hex')}.partial`;
      // opened before the copy starts: a write stream opens its file on its own time, and a body refused
      // at once (its first bytes are no video) could end the pipeline before that, so the removal below
      // would run first and the file appear after the refusal was answered
      const handle = await fs.promises.open(partial, 'wx');
      try {
        await pipeline(body, handle.createWriteStream());
        await fs.promises.writeFile(typeFileOf(key), contentType);
        await fs.promises.rename(partial, target);
      } catch (error) {
        await handle.close().catch(() => {});
        await fs.promises.rm(partial, { force: true });
        throw error;
      }
    },
    async stat(key): Promise<StoredObject | null> {
      try {
        const [stats, contentType] = await Promise.all([fs.promises.stat(fileOf(key)), fs.promises.readFile(typeFileOf(key), 'utf8')]);
        return { size: stats.size, contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async read(key, range?: ByteRange): Promise<Readable> {
      // opened here, so a missing file rejects now rather than breaking a response already under way
      const handle = await fs.promises.open(fileOf(key));
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },
    async delete(key) {
      await Promise.all([fs.promises.rm(fileOf(key), { force: true }), fs.promises.rm(typeFileOf(key), { force: true })]);
    },
  };
}

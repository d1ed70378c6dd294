// A small ustar writer and reader for the backup archive: regular files only, names up to 255
// characters (prefix + name fields), sizes below 8 GiB. `tar -xf` reads what this writes.
import fs from 'node:fs';
import type { Writable } from 'node:stream';

const BLOCK = 512;
const ZEROS = Buffer.alloc(BLOCK * 2);

function octal(value: number, length: number): string {
  return value.toString(8).padStart(length - 1, '0') + '\0';
}

function splitName(name: string): { prefix: string; base: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', base: name };
  const slash = name.lastIndexOf('/', 155);
  if (slash <= 0 || Buffer.byteLength(name.slice(slash + 1)) > 100 || Buffer.byteLength(name.slice(0, slash)) > 155) {
    throw new Error(`name too long for the archive: ${name}`);
  }
  return { prefix: name.slice(0, slash), base: name.slice(slash + 1) };
}

/** The size field holds 11 octal digits. */
const MAX_SIZE = 8 ** 11 - 1;

export function tarHeader(name: string, size: number, mtime: Date): Buffer {
  if (size > MAX_SIZE) throw new Error(`${name} is larger than the archive format allows (8 GB)`);
  const header = Buffer.alloc(BLOCK);
  const { prefix, base } = splitName(name);
  header.write(base, 0, 100, 'utf8');
  header.write(octal(0o644, 8), 100, 'ascii');
  header.write(octal(0, 8), 108, 'ascii');
  header.write(octal(0, 8), 116, 'ascii');
  header.write(octal(size, 12), 124, 'ascii');
  header.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  header.write('        ', 148, 'ascii');
  header.write('0', 156, 'ascii');
  header.write('ustar\0', 257, 'ascii');
  header.write('00', 263, 'ascii');
  header.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(octal(sum, 7) + ' ', 148, 'ascii');
  return header;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** Waits for 'drain' when the stream asks for it, so large files are not buffered whole. */
async function write(out: Writable, chunk: Buffer): Promise<void> {
  if (!out.write(chunk))
    await new Promise<void>((resolve, reject) => {
      const onError = (error: Error) => reject(error);
      out.once('error', onError);
      out.once('drain', () => {
        out.off('error', onError);
        resolve();
      });
    });
}

export class TarWriter {
  constructor(private readonly out: Writable) {}

  /** Writes one file; `chunks` must yield exactly `size` bytes. */
  async addFile(name: string, size: number, chunks: AsyncIterable<Buffer> | Buffer[], mtime = new Date()): Promise<void> {
    await write(this.out, tarHeader(name, size, mtime));
    let written = 0;
    for await (const chunk of chunks) {
      written += chunk.length;
      if (written > size) throw new Error(`${name} grew while it was archived`);
      await write(this.out, chunk);
    }
    if (written !== size) throw new Error(`${name} changed size while it was archived (${written} of ${size} bytes)`);
    await write(this.out, padding(size));
  }

  async finish(): Promise<void> {
    await write(this.out, ZEROS);
    await new Promise<void>((resolve, reject) => this.out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  }
}

export interface TarEntry {
  name: string;
  size: number;
  /** Where the file's bytes start in the archive. */
  offset: number;
}

export class CorruptArchiveError extends Error {}

function readOctal(block: Buffer, start: number, length: number): number {
  const text = block
    .toString('ascii', start, start + length)
    .replace(/\0.*$/s, '')
    .trim();
  if (!/^[0-7]+$/.test(text)) throw new CorruptArchiveError('the archive is damaged (a header field is not a number)');
  return parseInt(text, 8);
}

/** The files of an archive on disk, with each header's checksum checked. */
export async function listTarEntries(file: string): Promise<TarEntry[]> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const { size: total } = await handle.stat();
    const entries: TarEntry[] = [];
    const block = Buffer.alloc(BLOCK);
    let position = 0;
    while (position + BLOCK <= total) {
      await handle.read(block, 0, BLOCK, position);
      if (block.every((byte) => byte === 0)) return entries;
      const stored = readOctal(block, 148, 8);
      let sum = 0;
      for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i]!;
      if (sum !== stored) throw new CorruptArchiveError('the archive is damaged (a header checksum does not match)');
      const base = block.toString('utf8', 0, 100).replace(/\0.*$/s, '');
      const prefix = block.toString('utf8', 345, 500).replace(/\0.*$/s, '');
      const size = readOctal(block, 124, 12);
      const type = String.fromCharCode(block[156]!);
      const name = prefix ? `${prefix}/${base}` : base;
      if (type === '0' || type === '\0') entries.push({ name, size, offset: position + BLOCK });
      position += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    }
    throw new CorruptArchiveError('the archive is incomplete (it ends before its last file)');
  } finally {
    await handle.close();
  }
}

export function readTarEntry(file: string, entry: TarEntry): fs.ReadStream {
  if (entry.size === 0) return fs.createReadStream(file, { start: 1, end: 0 });
  return fs.createReadStream(file, { start: entry.offset, end: entry.offset + entry.size - 1 });
}

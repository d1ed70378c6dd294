// A minimal ZIP writer (PKWARE APPNOTE 6.3): the invoices of a period leave as one archive for the tax
// adviser. Deflate where it pays, stored otherwise (a PDF is mostly compressed already), UTF-8 names
// (flag bit 11) so 'Öztürk' arrives as 'Öztürk', no ZIP64 (an archive stays under 4 GiB and 65,535 files).
import zlib from 'node:zlib';

export interface ZipFile {
  /** The path inside the archive, '/' between folders. */
  name: string;
  data: Uint8Array;
  /** Now when not given. */
  modifiedAt?: Date;
}

const UTF8_NAMES = 1 << 11;
const VERSION_NEEDED = 20; // 2.0: deflate
const VERSION_MADE_BY = (3 << 8) | 20; // Unix, so the external attributes below are file modes
const FILE_MODE = 0o100644; // a regular file, rw-r--r--
const STORE = 0;
const DEFLATE = 8;
const EXTENDED_TIMESTAMP = 0x5455; // 'UT': the modification time in UTC beside the DOS local time
const MAX_32 = 0xffffffff;

/** The DOS date and time fields: the wall clock in Germany, where the archive is opened, 1980 to 2107. */
function dosDateTime(date: Date): { date: number; time: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Berlin',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  if (parts.year < 1980) return { date: (1 << 5) | 1, time: 0 };
  if (parts.year > 2107) return { date: (127 << 9) | (12 << 5) | 31, time: (23 << 11) | (59 << 5) | 29 };
  return {
    date: ((parts.year - 1980) << 9) | (parts.month << 5) | parts.day,
    time: (parts.hour << 11) | (parts.minute << 5) | (parts.second >> 1),
  };
}

function checkName(name: string, seen: Set<string>) {
  // an archive we hand out must not write outside the folder it is unpacked into
  if (!name || name.startsWith('/') || name.includes('\\') || name.split('/').some((part) => part === '..' || part === ''))
    throw new Error(`zip: not a relative file path: '${name}'`);
  if (seen.has(name)) throw new Error(`zip: '${name}' twice`);
  seen.add(name);
}

/** The files as one ZIP archive. */
export function zipFiles(files: ZipFile[]): Buffer {
  if (files.length > 0xffff) throw new Error('zip: more than 65,535 files need ZIP64');
  const seen = new Set<string>();
  const now = new Date();
  const chunks: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;

  for (const file of files) {
    checkName(file.name, seen);
    const name = Buffer.from(file.name, 'utf8');
    const data = Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength);
    const deflated = zlib.deflateRawSync(data, { level: 9 });
    const isDeflated = deflated.length < data.length;
    const content = isDeflated ? deflated : data;
    if (data.length > MAX_32 || content.length > MAX_32 || offset > MAX_32) throw new Error('zip: files over 4 GiB need ZIP64');
    const crc = zlib.crc32(data);
    const modifiedAt = file.modifiedAt ?? now;
    const { date, time } = dosDateTime(modifiedAt);
    const extra = Buffer.alloc(9);
    extra.writeUInt16LE(EXTENDED_TIMESTAMP, 0);
    extra.writeUInt16LE(5, 2);
    extra.writeUInt8(1, 4); // flags: the modification time follows
    extra.writeUInt32LE(Math.min(MAX_32, Math.max(0, Math.floor(modifiedAt.getTime() / 1000))), 5);

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(VERSION_NEEDED, 4);
    local.writeUInt16LE(UTF8_NAMES, 6);
    local.writeUInt16LE(isDeflated ? DEFLATE : STORE, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(content.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(extra.length, 28);
    chunks.push(local, name, extra, content);

    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(VERSION_MADE_BY, 4);
    entry.writeUInt16LE(VERSION_NEEDED, 6);
    entry.writeUInt16LE(UTF8_NAMES, 8);
    entry.writeUInt16LE(isDeflated ? DEFLATE : STORE, 10);
    entry.writeUInt16LE(time, 12);
    entry.writeUInt16LE(date, 14);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(content.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt16LE(extra.length, 30);
    // comment length, disk number, internal attributes: 0
    entry.writeUInt32LE((FILE_MODE << 16) >>> 0, 38);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, name, extra);

    offset += local.length + name.length + extra.length + content.length;
  }

  const centralDirectory = Buffer.concat(central);
  if (offset > MAX_32) throw new Error('zip: an archive over 4 GiB needs ZIP64');
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  // this disk and the central directory's disk: 0
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(centralDirectory.length, 12);
  end.writeUInt32LE(offset, 16);
  // comment length: 0
  return Buffer.concat([...chunks, centralDirectory, end]);
}

// The archive read back by tools that are not ours: Python's zipfile (checks every CRC, gives each
// file's bytes) and Info-ZIP's unzip, the ones a tax adviser's machine would use in effect.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { zipFiles } from './zip';

const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'zip-test-'));
afterAll(() => fs.rmSync(directory, { recursive: true, force: true }));

const files = [
  // incompressible, like a PDF: stored
  { name: 'Rechnungen/RE-2026-00001 Öztürk.pdf', data: crypto.randomBytes(20_000), modifiedAt: new Date('2026-11-27T13:45:10Z') },
  // text: deflated
  {
    name: 'Übersicht März 2026.csv',
    data: new TextEncoder().encode('Nummer;Käufer;Betrag\n'.concat('RE-2026-00001;Ayşe Öztürk;89,00 €\n'.repeat(200))),
    modifiedAt: new Date('2026-07-01T08:00:00Z'),
  },
  { name: 'leer – größe null.txt', data: new Uint8Array(0), modifiedAt: new Date('2026-01-15T23:30:00Z') },
];

/** Python's view of the archive: names, the UTF-8 flag, the method, the DOS time, each file's bytes. */
function readWithPython(file: string) {
  const script = `
import base64, json, sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as archive:
    assert archive.testzip() is None
    print(json.dumps([{
        "name": info.filename,
        "utf8": bool(info.flag_bits & 0x800),
        "method": info.compress_type,
        "dateTime": list(info.date_time),
        "data": base64.b64encode(archive.read(info)).decode(),
    } for info in archive.infolist()]))
`;
  return JSON.parse(execFileSync('python3', ['-c', script, file], { encoding: 'utf8' })) as Array<{
    name: string;
    utf8: boolean;
    method: number;
    dateTime: number[];
    data: string;
  }>;
}

describe('zipFiles', () => {
  const file = path.join(directory, 'rechnungen.zip');
  fs.writeFileSync(file, zipFiles(files));

  it('gives back every file byte for byte, with its UTF-8 name, deflated where that is smaller', () => {
    const entries = readWithPython(file);
    expect(entries.map((entry) => entry.name)).toEqual(files.map((each) => each.name));
    for (const [index, entry] of entries.entries()) {
      expect(entry.utf8).toBe(true);
      expect(Buffer.from(entry.data, 'base64').equals(Buffer.from(files[index]!.data))).toBe(true);
    }
    expect(entries.map((entry) => entry.method)).toEqual([0, 8, 0]);
  });

  it('dates each file in German local time (winter CET, summer CEST) to the even second', () => {
    expect(readWithPython(file).map((entry) => entry.dateTime)).toEqual([
      [2026, 11, 27, 14, 45, 10],
      [2026, 7, 1, 10, 0, 0],
      [2026, 1, 16, 0, 30, 0],
    ]);
  });

  it('passes unzip -t and lists the names as written', () => {
    expect(execFileSync('unzip', ['-t', file], { encoding: 'utf8' })).toContain('No errors detected');
    const listing = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' });
    expect(listing.trim().split('\n')).toEqual(files.map((each) => each.name));
  });

  it('writes an empty archive that Python opens', () => {
    const empty = path.join(directory, 'leer.zip');
    fs.writeFileSync(empty, zipFiles([]));
    expect(readWithPython(empty)).toEqual([]);
  });

  it('refuses paths that would unpack outside the folder, and a name twice', () => {
    const data = new Uint8Array([1]);
    for (const name of ['', '/etc/passwd', '../x.pdf', 'a/../../x.pdf', 'a\\b.pdf', 'a//b.pdf'])
      expect(() => zipFiles([{ name, data }])).toThrow(/relative file path/);
    expect(() =>
      zipFiles([
        { name: 'a.pdf', data },
        { name: 'a.pdf', data },
      ]),
    ).toThrow(/twice/);
  });
});

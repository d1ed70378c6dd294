// Draws the app icons (web/public/icons/*.png) from the favicon's design: a white "M" on indigo-600.
// Plain Node (zlib for PNG), no image library: run `node scripts/make-icons.mjs` after changing the design.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const INDIGO = [0x4f, 0x46, 0xe5];
const WHITE = [0xff, 0xff, 0xff];
const OUT = path.join(import.meta.dirname, '..', 'web', 'public', 'icons');

// the letter as a polygon on a 100 × 100 grid
const LETTER_M = [
  [22, 76],
  [22, 24],
  [34, 24],
  [50, 50],
  [66, 24],
  [78, 24],
  [78, 76],
  [67, 76],
  [67, 43],
  [54, 64],
  [46, 64],
  [33, 43],
  [33, 76],
];

function insidePolygon(x, y, polygon) {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i];
    const [xj, yj] = polygon[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function insideRoundedSquare(x, y, radius) {
  const cx = Math.min(Math.max(x, radius), 100 - radius);
  const cy = Math.min(Math.max(y, radius), 100 - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

/**
 * RGBA pixels of a `size` icon. `maskable`: the background fills the whole square and the letter sits in
 * the inner 80 % safe zone, since the launcher cuts its own shape out of it; otherwise rounded corners.
 */
function draw(size, { maskable }) {
  const pixels = Buffer.alloc(size * size * 4);
  const SAMPLES = 4;
  const scale = maskable ? 0.7 : 1;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let background = 0;
      let letter = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = ((px + (sx + 0.5) / SAMPLES) / size) * 100;
          const y = ((py + (sy + 0.5) / SAMPLES) / size) * 100;
          const inBackground = maskable || insideRoundedSquare(x, y, 22);
          if (!inBackground) continue;
          background++;
          if (insidePolygon(50 + (x - 50) / scale, 50 + (y - 50) / scale, LETTER_M)) letter++;
        }
      }
      const total = SAMPLES * SAMPLES;
      const share = background === 0 ? 0 : letter / background;
      const offset = (py * size + px) * 4;
      for (let c = 0; c < 3; c++) pixels[offset + c] = Math.round(INDIGO[c] * (1 - share) + WHITE[c] * share);
      pixels[offset + 3] = Math.round((background / total) * 255);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let crc = 0xffffffff;
  for (const byte of buffer) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function encodePng(size, pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(6, 9); // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

fs.mkdirSync(OUT, { recursive: true });
for (const [name, size, maskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['icon-maskable-512.png', 512, true],
  ['apple-touch-icon.png', 180, true],
]) {
  fs.writeFileSync(path.join(OUT, name), encodePng(size, draw(size, { maskable })));
  console.log(`web/public/icons/${name}`);
}

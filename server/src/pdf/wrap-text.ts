import type { PDFFont } from 'pdf-lib';

/** Splits text into lines that fit the width, keeping the writer's own line breaks. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.replace(/\r\n?/g, '\n').replace(/\t/g, '    ').split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      // a word wider than the line (a long link) is cut where it no longer fits
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width) {
        // the longest start that fits, by halving (a pasted text without spaces can be 4,000 letters)
        let low = 1;
        let high = rest.length - 1;
        while (low < high) {
          const middle = Math.ceil((low + high) / 2);
          if (font.widthOfTextAtSize(rest.slice(0, middle), size) <= width) low = middle;
          else high = middle - 1;
        }
        lines.push(rest.slice(0, low));
        rest = rest.slice(low);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

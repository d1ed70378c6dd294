// The text drawn on a PDF's pages, read back for tests (the story's PDF, the invoice).
import zlib from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';

const streamText = (stream: PDFRawStream) => {
  const raw = stream.getContents();
  return (stream.dict.get(PDFName.of('Filter')) ? zlib.inflateSync(raw) : Buffer.from(raw)).toString('latin1');
};

/**
 * The text drawn on the PDF's pages, one string per drawn line: the content streams' hex strings
 * (glyph ids of the embedded fonts) mapped back to letters through each font's ToUnicode table.
 */
export async function extractPdfLines(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of doc.getPages()) {
    const glyphsByFont = new Map<string, Map<string, string>>();
    const fonts = page.node.Resources()!.lookup(PDFName.of('Font'), PDFDict);
    for (const [name, ref] of fonts.entries()) {
      const toUnicode = doc.context.lookup(ref, PDFDict).lookup(PDFName.of('ToUnicode')) as PDFRawStream;
      const glyphs = new Map<string, string>();
      for (const [, glyph, unicode] of streamText(toUnicode).matchAll(/<([0-9A-Fa-f]{4})>\s*<([0-9A-Fa-f]+)>/g)) {
        glyphs.set(glyph!.toUpperCase(), Buffer.from(unicode!, 'hex').swap16().toString('utf16le'));
      }
      glyphsByFont.set(name.asString(), glyphs);
    }
    const contents = page.node.Contents()!;
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref) as PDFRawStream) : [contents as PDFRawStream];
    let glyphs = new Map<string, string>();
    for (const content of streams) {
      for (const [, font, hex] of streamText(content).matchAll(/(\/\S+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
        if (font) glyphs = glyphsByFont.get(font) ?? new Map();
        else lines.push((hex!.match(/.{4}/g) ?? []).map((glyph) => glyphs.get(glyph.toUpperCase()) ?? '?').join(''));
      }
    }
  }
  return lines;
}

// DejaVu Sans for the server's PDFs (the story, the invoice): embedded and subset, it covers German
// and Turkish letters (ä ö ü ß ğ ş ı İ) and '€', which the PDF standard fonts cannot encode.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

const require = createRequire(import.meta.url);
let fontBytes: { regular: Buffer; bold: Buffer } | undefined;
/** Read once per process. */
function loadFonts() {
  fontBytes ??= {
    regular: fs.readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: fs.readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fontBytes;
}

/** DejaVu Sans and DejaVu Sans Bold embedded in the document, with only the glyphs it uses. */
export async function embedDejaVuSans(doc: PDFDocument): Promise<{ regular: PDFFont; bold: PDFFont }> {
  doc.registerFontkit(fontkit);
  const fonts = loadFonts();
  return {
    regular: await doc.embedFont(fonts.regular, { subset: true }),
    bold: await doc.embedFont(fonts.bold, { subset: true }),
  };
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** Noto Sans SC (OFL), bundled through npm; pdfkit embeds only the glyphs a document uses. */
export const CJK_FONT_PATH = require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf');
export const CJK_BOLD_FONT_PATH = require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf');

// Read once per process: given a path, pdfkit reads both 10 MB font files again for every document (about half of an
// e-policy's rendering time, and 20 MB of garbage each), which capped issuance under load (issue 21).
let fontBytes: { regular: Buffer; bold: Buffer } | undefined;
const cjkFonts = () => (fontBytes ??= { regular: readFileSync(CJK_FONT_PATH), bold: readFileSync(CJK_BOLD_FONT_PATH) });

/** A4 in PDF points. */
export const A4 = { width: 595.28, height: 841.89 };

/** An A4 document with the CJK fonts registered as 'cjk' and 'cjk-bold', and its bytes once it has ended. */
export async function cjkDocument(options: PDFKit.PDFDocumentOptions): Promise<{ doc: PDFKit.PDFDocument; done: Promise<Buffer> }> {
  // Loaded on first use, not at start: pdfkit costs about 30 MB of resident memory (issue 19).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', ...options });
  const fonts = cjkFonts();
  doc.registerFont('cjk', fonts.regular);
  doc.registerFont('cjk-bold', fonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

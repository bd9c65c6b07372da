import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** Noto Sans SC (OFL), bundled through npm; pdfkit embeds only the glyphs a document uses. */
export const CJK_FONT_PATH = require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf');
export const CJK_BOLD_FONT_PATH = require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf');

/** A4 in PDF points. */
export const A4 = { width: 595.28, height: 841.89 };

/** An A4 document with the CJK fonts registered as 'cjk' and 'cjk-bold', and its bytes once it has ended. */
export async function cjkDocument(options: PDFKit.PDFDocumentOptions): Promise<{ doc: PDFKit.PDFDocument; done: Promise<Buffer> }> {
  // Loaded on first use, not at start: pdfkit costs about 30 MB of resident memory (issue 19).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', ...options });
  doc.registerFont('cjk', CJK_FONT_PATH);
  doc.registerFont('cjk-bold', CJK_BOLD_FONT_PATH);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

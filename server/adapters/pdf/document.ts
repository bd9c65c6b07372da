import PDFDocument from 'pdfkit';
import { CJK_BOLD_FONT_PATH, CJK_FONT_PATH } from './e-policy';

export const A4 = { width: 595.28, height: 841.89 };

/** An A4 document with the CJK fonts registered as 'cjk' and 'cjk-bold', and its bytes once it ends. */
export function cjkDocument(options: PDFKit.PDFDocumentOptions): { doc: PDFKit.PDFDocument; bytes: Promise<Buffer> } {
  const doc = new PDFDocument({ size: 'A4', ...options });
  doc.registerFont('cjk', CJK_FONT_PATH);
  doc.registerFont('cjk-bold', CJK_BOLD_FONT_PATH);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}

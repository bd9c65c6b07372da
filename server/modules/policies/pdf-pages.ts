import { spawn } from 'node:child_process';

/**
 * One page of a PDF as a PNG (poppler's pdftoppm): inside WeChat, where downloads are blocked, the e-policy is
 * shown as page images. Rejects when pdftoppm is missing, so the page can offer the browser guide instead.
 */
export function renderPdfPage(pdf: Buffer, page: number, dpi = 110): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn('pdftoppm', ['-png', '-r', String(dpi), '-f', String(page), '-l', String(page), '-singlefile', '-'], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const chunks: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0 && chunks.length > 0) resolve(Buffer.concat(chunks));
      else reject(new Error(`pdftoppm exited ${code}: ${stderr.slice(0, 300)}`));
    });
    child.stdin.on('error', reject);
    child.stdin.end(pdf);
  });
}

// Device-side compression of a 12-megapixel phone photo with browser-image-compression in a web worker,
// in headless Chromium (a stand-in for a phone: a real cheap phone is slower). Prints bytes out and milliseconds.
//   node --import tsx bench/compress.bench.ts
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { PHOTO_LIMITS } from '../src/components/document-ocr/photo-limits';
import { idCardPerson, idCardSvg } from '../tests/fixtures/documents';
import { seededRandom } from '../tests/fixtures/random';
import { renderPhoto } from '../tests/fixtures/render';

const RUNS = 5;

// A 4000 x 3000 photo with a phone camera's grain, saved as a phone saves it (quality 92).
const photoLike = await renderPhoto(idCardSvg(idCardPerson(seededRandom(12))), seededRandom(12));
const noise = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 12 } } })
  .png()
  .toBuffer();
const photo = await sharp(photoLike)
  .resize(4000, 3000)
  .composite([{ input: noise, blend: 'overlay' }])
  .jpeg({ quality: 92 })
  .toBuffer();

const library = readFileSync(createRequire(import.meta.url).resolve('browser-image-compression'));
const page = `<!doctype html><script src="/vendor/browser-image-compression.js"></script>`;
let libraryRequests = 0;
const server = createServer((request, response) => {
  if (request.url === '/vendor/browser-image-compression.js') libraryRequests++;
  const routes: Record<string, [string, Buffer | string]> = {
    '/': ['text/html', page],
    '/vendor/browser-image-compression.js': ['text/javascript', library],
    '/photo.jpg': ['image/jpeg', photo],
  };
  const route = routes[request.url ?? ''];
  response.writeHead(route ? 200 : 404, { 'content-type': route?.[0] ?? 'text/plain', 'cache-control': 'no-store' });
  response.end(route?.[1] ?? 'not found');
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const tab = await browser.newPage();
  await tab.goto(base);
  const { width, height } = await sharp(photo).metadata();
  console.log(`input: ${width} x ${height} JPEG, ${(photo.length / 1024).toFixed(0)} KB`);
  console.log(`options: ${JSON.stringify(PHOTO_LIMITS)}, web worker, libURL served by us`);
  const results: Array<{ ms: number; bytes: number; width: number; height: number }> = [];
  for (let run = 0; run < RUNS; run++) {
    const result = await tab.evaluate(
      async ({ limits, libURL }) => {
        const blob = await (await fetch('/photo.jpg', { cache: 'no-store' })).blob();
        const file = new File([blob], 'photo.jpg', { type: 'image/jpeg' });
        const compress = (window as unknown as { imageCompression: (f: File, o: object) => Promise<File> }).imageCompression;
        const started = performance.now();
        const out = await compress(file, { ...limits, useWebWorker: true, libURL });
        const ms = performance.now() - started;
        const bitmap = await createImageBitmap(out);
        return { ms, bytes: out.size, width: bitmap.width, height: bitmap.height };
      },
      { limits: PHOTO_LIMITS, libURL: `${base}/vendor/browser-image-compression.js` },
    );
    results.push(result);
    console.log(`run ${run + 1}: ${(result.bytes / 1024).toFixed(0)} KB (${result.bytes} bytes), ${result.width} x ${result.height}, ${result.ms.toFixed(0)} ms`);
  }
  const sorted = results.map((r) => r.ms).sort((a, b) => a - b);
  // One request for the page's script tag, then one per worker: the worker really loaded our copy.
  console.log(`library requests (page + workers): ${libraryRequests}`);
  console.log(`median ${sorted[Math.floor(RUNS / 2)].toFixed(0)} ms, largest output ${(Math.max(...results.map((r) => r.bytes)) / 1024).toFixed(0)} KB`);
} finally {
  await browser.close();
  server.close();
}

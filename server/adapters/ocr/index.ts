export { BoundedQueue, QueueFullError } from './bounded-queue';
export { PaddleOcrEngine, sharedOcrEngine, UnreadableImageError } from './engine';
export type { OcrEngine, OcrLine, Point, ReadOptions, Region, Rows } from './types';

export { BoundedQueue, QueueFullError } from './bounded-queue';
export { PaddleOcrEngine, sharedOcrEngine } from './engine';
export { UnreadableImageError } from './photo';
export type { OcrEngine, OcrLine, Point, ReadOptions, Region, Rows } from './types';

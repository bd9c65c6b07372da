// The OCR worker thread: TypeScript through tsx, as the server itself runs (decision 002).
import { register } from 'tsx/esm/api';

register();
await import('./ocr-job.ts');

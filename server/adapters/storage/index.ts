export { type FileStorage, FileNotFoundError, fileStorageFromEnv, localFileStorage } from './storage';
export { type FileType, sniffFileType } from './file-type';

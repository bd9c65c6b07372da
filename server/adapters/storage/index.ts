export { type FileStorage, FileNotFoundError, fileStorageFor, localFileStorage } from './storage';
export { type FileType, sniffFileType } from './file-type';

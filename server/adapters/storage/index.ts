export { FileNotFoundError, type FileStorage } from './file-storage';
export { databaseFileStorage } from './database-storage';
export { fileStorageFor, localFileStorage } from './storage';
export { type FileType, sniffFileType } from './file-type';

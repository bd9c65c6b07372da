/** Where uploaded files live. A key is what the API hands out as the file's path. */
export interface FileStorage {
  /** Stores the bytes under a new key such as `2025/06/3f2c....jpg` and returns that key. */
  save(bytes: Buffer, extension: string): Promise<string>;
  /** The bytes stored under a key; rejects with FileNotFoundError for a key it never issued. */
  read(key: string): Promise<Buffer>;
}

export class FileNotFoundError extends Error {
  constructor(key: string) {
    super(`no stored file ${key}`);
    this.name = 'FileNotFoundError';
  }
}

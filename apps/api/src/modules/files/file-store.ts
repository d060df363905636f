import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded bytes live. The default keeps them on disk under `DATA_DIR/uploads`; an
 * S3-compatible store can implement the same three calls when the API runs on several nodes.
 */
export interface FileStore {
  /** Stores the bytes and answers the key to read them by. */
  put(bytes: Buffer, extension: string): Promise<string>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[0-9a-f]{2}\/[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;

export function diskFileStore(root: string): FileStore {
  const full = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`unexpected file key ${key}`);
    return path.join(root, key);
  };
  return {
    async put(bytes, extension) {
      const id = randomUUID();
      const key = `${id.slice(0, 2)}/${id}.${extension}`;
      await fs.mkdir(path.dirname(full(key)), { recursive: true });
      await fs.writeFile(full(key), bytes, { flag: 'wx' });
      return key;
    },
    async get(key) {
      try {
        return await fs.readFile(full(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(full(key), { force: true });
    },
  };
}

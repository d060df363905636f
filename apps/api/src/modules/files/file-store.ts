import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** A stored file as the store lists it. */
export interface StoredFile {
  key: string;
  /** When its bytes were written. */
  modifiedAt: Date;
}

/**
 * Where uploaded bytes live. The default keeps them on disk under `DATA_DIR/uploads`; an
 * S3-compatible store can implement the same four calls when the API runs on several nodes.
 */
export interface FileStore {
  /** Stores the bytes and answers the key to read them by. */
  put(bytes: Buffer, extension: string): Promise<string>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** Every file the store holds (of its own naming), for the sweep of files no record names. */
  list(): AsyncIterable<StoredFile>;
}

const SAFE_KEY = /^[0-9a-f]{2}\/[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;

/** A folder's entries; none when it does not exist (yet, or any more). */
async function entries(folder: string) {
  try {
    return await fs.readdir(folder, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

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
    async *list() {
      for (const folder of await entries(root)) {
        if (!folder.isDirectory() || !/^[0-9a-f]{2}$/.test(folder.name)) continue;
        for (const file of await entries(path.join(root, folder.name))) {
          const key = `${folder.name}/${file.name}`;
          if (!file.isFile() || !SAFE_KEY.test(key)) continue;
          try {
            yield { key, modifiedAt: (await fs.stat(full(key))).mtime };
          } catch (error) {
            // Removed meanwhile (replaced or deleted): nothing to list.
            if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
          }
        }
      }
    },
  };
}

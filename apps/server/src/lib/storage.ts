import { access, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where files live. Local folder by default; an object-storage driver implements the same. */
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The stored bytes, or null when there is no such key. */
  read(key: string): Promise<Buffer | null>;
  /** The public URL of a key. */
  url(key: string): string;
  /** Deletes these keys; a key that is not there is no error. */
  remove(keys: readonly string[]): Promise<void>;
}

export const MEDIA_PREFIX = '/media/';
/** Stored files never change under their key, so browsers may keep them a week. */
export const MEDIA_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/**
 * A key the product could have made: segments of letters, digits, dots, hyphens and underscores,
 * each starting with a letter or digit (so no '.', '..', empty segment, NUL or backslash), at
 * most 512 characters. Anything else names no image.
 */
export function isStorageKey(key: string): boolean {
  return key.length <= 512 && /^[A-Za-z0-9][\w.-]*(?:\/[A-Za-z0-9][\w.-]*)*$/.test(key);
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  txt: 'text/plain; charset=utf-8',
};

/** The Content-Type a stored file is served with, from its key's extension; unknown ones are plain bytes. */
export function mediaContentType(key: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase() ?? '';
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

export function localStorage(root: string): Storage {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`Storage key escapes its root: ${key}`);
    return full;
  };
  return {
    async put(key, data) {
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, data);
    },
    async exists(key) {
      try {
        await access(resolve(key));
        return true;
      } catch {
        return false;
      }
    },
    async read(key) {
      try {
        return await readFile(resolve(key));
      } catch {
        return null;
      }
    },
    url: (key) => `${MEDIA_PREFIX}${key}`,
    async remove(keys) {
      for (const key of keys) await rm(resolve(key), { force: true });
    },
  };
}

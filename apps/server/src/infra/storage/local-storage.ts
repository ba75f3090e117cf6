import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteRange, MediaStorage } from './storage.js';

/** Media files under one directory (DATA_DIR/media). */
export class LocalStorage implements MediaStorage {
  constructor(private readonly dir: string) {}

  private file(key: string): string {
    // Keys are server-made ("<uuid>.<ext>"); refuse anything else as a path.
    if (!/^[a-z0-9-]+\.[a-z0-9]+$/.test(key)) throw new Error(`Invalid media key: ${key}`);
    return path.join(this.dir, key.slice(0, 2), key);
  }

  async put(key: string, body: Readable): Promise<void> {
    const target = this.file(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Write to a temporary name, then rename: a reader never sees half a file.
    const partial = `${target}.partial`;
    try {
      await pipeline(body, createWriteStream(partial, { flags: 'wx' }));
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    return createReadStream(this.file(key), range ? { start: range.start, end: range.end } : {});
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }

  directUrl(): string | null {
    return null;
  }
}

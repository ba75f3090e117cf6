import type { Readable } from 'node:stream';

/** A byte range of a stored object, both ends inclusive (HTTP Range semantics). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded media lives: local disk by default, any S3-compatible bucket in
 * production. Keys are random names made by the server, never user input.
 */
export interface MediaStorage {
  /** Streams `body` into the object `key`; never buffers the whole file. */
  put(key: string, body: Readable, contentType: string): Promise<void>;
  /** Streams the object, or the given range of it. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  delete(key: string): Promise<void>;
  /** The URL browsers load the object from, when it is not served by StackHive itself. */
  directUrl(key: string): string | null;
}

import { Transform, type TransformCallback } from 'node:stream';
import { MESSAGES } from '@stackhive/shared';
import { HttpError } from '../../../core/errors.js';
import type { ContainerWalker } from './walker.js';
import { EbmlWalker } from './ebml.js';
import { IsoBmffWalker } from './iso-bmff.js';
import { RiffWalker } from './riff.js';

const WALKERS: Record<string, () => ContainerWalker> = {
  mp4: () => new IsoBmffWalker(),
  mov: () => new IsoBmffWalker(),
  mkv: () => new EbmlWalker(),
  webm: () => new EbmlWalker(),
  avi: () => new RiffWalker(),
};

/**
 * Passes a video through while checking its container's structure from the first byte to
 * the last (issue 30): the first bytes alone let any data pass as a video. Fails with 415
 * as soon as a header is impossible, or at the end when the file stops short or lacks the
 * parts every real video has; the storage then throws the stored bytes away.
 */
export class ContainerGuard extends Transform {
  private readonly walker: ContainerWalker;

  constructor(extension: string) {
    super();
    const make = WALKERS[extension];
    if (!make) throw new Error(`No container check for .${extension}`);
    this.walker = make();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    done(this.walker.write(chunk) ? null : new HttpError(415, MESSAGES.invalidVideo), chunk);
  }

  override _flush(done: TransformCallback): void {
    done(this.walker.end() ? null : new HttpError(415, MESSAGES.invalidVideo));
  }
}

/** Whether `bytes` is, whole, a well-formed container of `extension` (tests, tools). */
export function isWellFormedVideo(extension: string, bytes: Buffer): boolean {
  const make = WALKERS[extension];
  if (!make) return false;
  const walker = make();
  return walker.write(bytes) && walker.end();
}

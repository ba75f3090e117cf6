import { Transform, type TransformCallback } from 'node:stream';
import { LIMITS, MESSAGES } from '@stackhive/shared';
import { HttpError } from '../../core/errors.js';

/**
 * Image dimensions read from a file's first bytes, so a decompression bomb (a small file
 * that decodes to billions of pixels) is refused before anyone decodes it. Answers
 * undefined while more bytes are needed.
 */
export function imageDimensions(
  head: Buffer,
  extension: string,
): { width: number; height: number } | 'invalid' | undefined {
  switch (extension) {
    case 'png':
      return head.length >= 24
        ? { width: head.readUInt32BE(16), height: head.readUInt32BE(20) }
        : undefined;
    case 'gif':
      return head.length >= 10
        ? { width: head.readUInt16LE(6), height: head.readUInt16LE(8) }
        : undefined;
    case 'webp':
      return webpDimensions(head);
    case 'jpg':
      return jpegDimensions(head);
    default:
      return undefined;
  }
}

function webpDimensions(head: Buffer): { width: number; height: number } | undefined {
  if (head.length < 30) return undefined;
  const chunk = head.toString('ascii', 12, 16);
  if (chunk === 'VP8 ')
    return { width: head.readUInt16LE(26) & 0x3fff, height: head.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const [b0 = 0, b1 = 0, b2 = 0, b3 = 0] = head.subarray(21, 25);
    return {
      width: 1 + (((b1 & 0x3f) << 8) | b0),
      height: 1 + (((b3 & 0x0f) << 10) | (b2 << 2) | ((b1 & 0xc0) >> 6)),
    };
  }
  if (chunk === 'VP8X')
    return { width: 1 + head.readUIntLE(24, 3), height: 1 + head.readUIntLE(27, 3) };
  return { width: 0, height: 0 };
}

/** Walks JPEG markers to the first start-of-frame segment, which holds the size. */
function jpegDimensions(head: Buffer): { width: number; height: number } | 'invalid' | undefined {
  let offset = 2;
  while (offset + 9 < head.length) {
    if (head[offset] !== 0xff) return 'invalid'; // not a marker: malformed
    const marker = head[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    const length = head.readUInt16BE(offset + 2);
    const isStartOfFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isStartOfFrame)
      return { height: head.readUInt16BE(offset + 5), width: head.readUInt16BE(offset + 7) };
    offset += 2 + length;
  }
  return undefined;
}

/** Bytes held back while looking for the dimensions: enough for any sane JPEG header. */
const MAX_HEAD = 512 * 1024;

/**
 * Passes an image through once its dimensions are known and within LIMITS.imagePixels;
 * holds at most MAX_HEAD bytes meanwhile. Too many pixels → 413; no readable size → 415.
 */
export class PixelGuard extends Transform {
  private held: Buffer[] = [];
  private heldBytes = 0;
  private checked = false;

  constructor(private readonly extension: string) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    if (this.checked) return done(null, chunk);
    this.held.push(chunk);
    this.heldBytes += chunk.length;
    const head = Buffer.concat(this.held);
    const size = imageDimensions(head, this.extension);
    if (size === 'invalid') return done(new HttpError(415, MESSAGES.unreadableImage));
    if (!size) {
      if (this.heldBytes >= MAX_HEAD) return done(new HttpError(415, MESSAGES.unreadableImage));
      return done();
    }
    if (size.width * size.height > LIMITS.imagePixels)
      return done(new HttpError(413, MESSAGES.imageTooManyPixels));
    this.checked = true;
    this.held = [];
    done(null, head);
  }

  override _flush(done: TransformCallback): void {
    if (this.checked) return done();
    // The file ended before its size could be read.
    const size = imageDimensions(Buffer.concat(this.held), this.extension);
    if (!size || size === 'invalid') return done(new HttpError(415, MESSAGES.unreadableImage));
    if (size.width * size.height > LIMITS.imagePixels)
      return done(new HttpError(413, MESSAGES.imageTooManyPixels));
    done(null, Buffer.concat(this.held));
  }
}

import { pngImage } from '../lib/png.js';

const pad = (head: Buffer, size = 8192) =>
  Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 7)]);

function riff(kind: string, first: string): Buffer {
  const head = Buffer.alloc(16);
  head.write('RIFF', 0, 'ascii');
  head.writeUInt32LE(8192 - 8, 4);
  head.write(kind, 8, 'ascii');
  head.write(first, 12, 'ascii');
  return pad(head);
}

function ftyp(brand: string): Buffer {
  const head = Buffer.alloc(24);
  head.writeUInt32BE(24, 0);
  head.write('ftyp', 4, 'ascii');
  head.write(brand, 8, 'ascii');
  head.writeUInt32BE(0x200, 12);
  head.write(brand, 16, 'ascii');
  head.write('mp41', 20, 'ascii');
  return pad(head);
}

function ebml(docType: string): Buffer {
  const type = Buffer.from(docType, 'ascii');
  const body = Buffer.concat([
    Buffer.from([
      0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81,
      0x08,
    ]),
    Buffer.from([0x42, 0x82, 0x80 | type.length]),
    type,
    Buffer.from([0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02]),
  ]);
  return pad(Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | body.length]), body]));
}

/** Minimal files whose first bytes identify each allowed type, and some that must be refused. */
export const SAMPLES = {
  png: pngImage(),
  // SOI, a JFIF APP0 segment, then a start-of-frame segment: 640×480.
  jpg: pad(
    Buffer.from([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00,
      0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0xe0, 0x02, 0x80, 0x03,
      0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01,
    ]),
  ),
  gif: pad(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00', 'latin1')),
  webp: riff('WEBP', 'VP8 '),
  mp4: ftyp('isom'),
  mov: ftyp('qt  '),
  avi: riff('AVI ', 'LIST'),
  mkv: ebml('matroska'),
  webm: ebml('webm'),
  html: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
  svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'),
  pdf: pad(Buffer.from('%PDF-1.7\n', 'latin1')),
} as const;

/** A PNG header claiming 100,000 × 100,000 pixels: a decompression bomb. */
export function pngBomb(): Buffer {
  const png = Buffer.from(SAMPLES.png);
  png.writeUInt32BE(100_000, 16);
  png.writeUInt32BE(100_000, 20);
  return png;
}

/** A JPEG whose markers never reach a frame header within the first 512 KB. */
export function jpegWithoutSize(): Buffer {
  const segment = Buffer.concat([Buffer.from([0xff, 0xe1, 0xff, 0xff]), Buffer.alloc(0xffff - 2)]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), ...Array.from({ length: 10 }, () => segment)]);
}
